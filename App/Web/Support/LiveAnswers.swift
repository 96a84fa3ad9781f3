import Domain

/// A read's answer now, then again after every change to the store: the same watch as the
/// dashboard's (one for the whole server), for a page's live section. Watching starts before
/// the first read, so nothing between them is missed; the stream ends with the first error.
enum LiveAnswers {
    static func watching<Answer: Sendable>(_ changes: any StoreChanges, every interval: Duration = .milliseconds(250),
                                           _ read: @escaping @Sendable () async throws(DomainError) -> Answer)
        -> AsyncThrowingStream<Answer, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do throws(DomainError) {
                    let updates = await changes.changes(every: interval)
                    continuation.yield(try await read())
                    for await _ in updates { continuation.yield(try await read()) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
