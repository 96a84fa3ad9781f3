import NIOCore
import PostgresNIO

extension PostgresConnection {
    /// A statement that had no answer within `answerLimit`.
    struct NoAnswer: Error {}

    /// A statement not sent: the connection was closed.
    struct Closed: Error {}

    /// Longer than the 15 s lock timeout, after which the server answers itself.
    static let answerLimit = TimeAmount.seconds(30)

    /// The statement's whole answer, or `NoAnswer` after `answerLimit`: postgres-nio can leave
    /// a statement sent on a connection the server is closing unanswered (seen when the server
    /// stops), and a command would wait forever. Nothing is sent on a closed connection. Every
    /// statement of the store goes through here (the guest batch waits on it synchronously).
    /// The whole answer is read, errors met while producing rows included: the server reports
    /// one (a lock wait timing out in SELECT ... FOR UPDATE) after the rows' description.
    /// A statement that waits longer on purpose (another machine's schema upgrade) says so in
    /// `limit`.
    func answer(_ query: PostgresQuery, within limit: TimeAmount = answerLimit) -> EventLoopFuture<PostgresQueryResult> {
        guard !isClosed else { return eventLoop.makeFailedFuture(Closed()) }
        return limited(self.query(query, logger: logger), within: limit)
    }

    /// `future`'s value, or `NoAnswer` after `limit` (see `answer`).
    func limited<T: Sendable>(_ future: EventLoopFuture<T>, within limit: TimeAmount = answerLimit) -> EventLoopFuture<T> {
        let promise = eventLoop.makePromise(of: T.self)
        future.cascade(to: promise)
        let timeout = eventLoop.scheduleTask(in: limit) { promise.fail(NoAnswer()) }
        promise.futureResult.whenComplete { _ in timeout.cancel() }
        return promise.futureResult
    }

    /// Runs a statement whose rows are not wanted.
    func execute(_ query: PostgresQuery, within limit: TimeAmount = answerLimit) async throws {
        _ = try await answer(query, within: limit).get()
    }

    /// The first row turned into a value by `make`, or nil when there is none.
    func first<T>(_ query: PostgresQuery, _ make: (PostgresRow) throws -> T) async throws -> T? {
        try await answer(query).get().rows.first.map(make)
    }
}
