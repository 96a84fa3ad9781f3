import Domain

/// `rushday events show EVENT --watch`: the dashboard now, then again after every change to the
/// store, whoever made it (a door checking people in from another process). The stream ends
/// when its consumer stops, or with the first error (the event deleted, access lost).
public struct WatchEvent: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventReference, every interval: Duration = .milliseconds(250))
        -> AsyncThrowingStream<EventResponse, any Error> {
        let show = ShowEvent(dependencies)
        let changes = dependencies.storeChanges
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    // Watching starts before the first look, so nothing between them is missed.
                    let updates = await changes.changes(every: interval)
                    continuation.yield(try await show.execute(request))
                    for await _ in updates {
                        continuation.yield(try await show.execute(request))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
