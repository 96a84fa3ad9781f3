import Domain
import Synchronization
import WebServer

/// A live section's stream of Server-Sent Events: the section drawn again for each answer of a
/// watching use case. The first section is awaited before the stream opens, so a visitor who
/// may not see the section gets its error status (and the browser stops asking), not an empty
/// stream.
enum LiveSection {
    /// Where a live section's source writes its sections, each a `section` event: the first
    /// opens the stream. A source that writes into the sink itself (one drawing written to many
    /// streams, `LiveDashboards`) costs no task of its own per stream.
    final class Sink: Sendable {
        private let events: AsyncStream<ServerSentEvent>.Continuation
        private let opened: AsyncStream<DomainError?>.Continuation
        private let isOpen = Atomic(false)
        /// What to do once the stream has ended; nil once it has.
        private let endings = Mutex<[@Sendable () -> Void]?>([])

        fileprivate init(events: AsyncStream<ServerSentEvent>.Continuation, opened: AsyncStream<DomainError?>.Continuation) {
            self.events = events
            self.opened = opened
        }

        func send(_ section: ServerSentEvent) {
            if !isOpen.exchange(true, ordering: .relaxed) { opened.yield(nil) }
            events.yield(section)
        }

        /// Ends the stream; one that has sent nothing yet is answered with `refusal` instead
        /// (nil: the source ended first).
        func end(_ refusal: DomainError?) {
            opened.yield(refusal ?? .storeUnavailable("the live view ended before it began"))
            opened.finish()
            events.finish()
        }

        /// Runs `action` once the stream has ended, whoever ended it (the source, the browser
        /// gone, the server stopping); at once if it has.
        func whenEnded(_ action: @escaping @Sendable () -> Void) {
            let later = endings.withLock { endings in
                endings?.append(action)
                return endings != nil
            }
            if !later { action() }
        }

        fileprivate func ended() {
            for action in endings.withLock({ endings in defer { endings = nil }; return endings ?? [] }) { action() }
        }
    }

    static func stream<Answer: Sendable>(_ updates: AsyncThrowingStream<Answer, any Error>, _ visit: Visit,
                                         draw: @escaping @Sendable (Answer) -> String) async -> WebResponse {
        await stream(visit) { sink in
            let watching = Task {
                do {
                    for try await answer in updates { sink.send(ServerSentEvent("section", data: draw(answer))) }
                    sink.end(nil)
                } catch {
                    sink.end(error as? DomainError ?? .storeUnavailable("the store stopped answering"))
                }
            }
            sink.whenEnded { watching.cancel() }
        }
    }

    /// The stream `source` writes into `sink`, once its first section is sent.
    static func stream(_ visit: Visit, source: (Sink) async -> Void) async -> WebResponse {
        let (body, events) = AsyncStream<ServerSentEvent>.makeStream()
        let (opened, open) = AsyncStream<DomainError?>.makeStream(bufferingPolicy: .bufferingOldest(1))
        let sink = Sink(events: events, opened: open)
        events.yield(.retry)
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                events.yield(.heartbeat)
            }
        }
        sink.whenEnded { heartbeat.cancel() }
        events.onTermination = { _ in sink.ended() }
        await source(sink)
        for await refusal in opened {
            guard let refusal else { return .events(body, ending: events) }
            events.finish()
            return WebAnswer.failure(refusal, visit)
        }
        events.finish()
        return WebAnswer.failure(.storeUnavailable("the live view ended before it began"), visit)
    }
}
