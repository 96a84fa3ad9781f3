import Domain
import WebServer

/// A live section's stream of Server-Sent Events: the section drawn again for each answer of a
/// watching use case. The first answer is awaited before the stream opens, so a visitor who may
/// not see the section gets its error status (and the browser stops asking), not an empty stream.
enum LiveSection {
    static func stream<Answer: Sendable>(_ updates: AsyncThrowingStream<Answer, any Error>, _ visit: Visit,
                                         draw: @escaping @Sendable (Answer) -> String) async -> WebResponse {
        let (body, events) = AsyncStream<String>.makeStream()
        let (opened, open) = AsyncStream<DomainError?>.makeStream()
        let watching = Task {
            var isOpen = false
            do {
                for try await answer in updates {
                    if !isOpen {
                        events.yield(ServerSentEvents.retry)
                        open.yield(nil)
                        isOpen = true
                    }
                    events.yield(ServerSentEvents.event("section", draw(answer)))
                }
            } catch {
                if !isOpen { open.yield(error as? DomainError ?? .storeUnavailable("the store stopped answering")) }
            }
            open.finish()
            events.finish()
        }
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                events.yield(ServerSentEvents.heartbeat)
            }
        }
        events.onTermination = { _ in
            watching.cancel()
            heartbeat.cancel()
        }
        for await problem in opened {
            if let problem {
                watching.cancel()
                heartbeat.cancel()
                return WebAnswer.failure(problem, visit)
            }
            return .events(body)
        }
        heartbeat.cancel()
        return WebAnswer.failure(.storeUnavailable("the live view ended before it began"), visit)
    }
}
