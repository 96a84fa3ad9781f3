import Domain
import PostgresNIO

extension PostgresStore {
    /// The event, its row locked until the transaction ends; `.eventMissing` when there is none.
    /// FOR NO KEY UPDATE: other transactions' foreign keys to the event (key-share locks) need
    /// not wait for it. For the repositories not yet queried through SQLStorage (expenses,
    /// ticket types), whose shared queries use `SQLStore.lockedEvent`; goes with the last of them.
    static func lockedEvent(_ event: EventID, on connection: PostgresConnection) async throws -> Event {
        guard let stored = try await connection.first(
            "SELECT \(unescaped: EventRow.columns) FROM events WHERE id = \(event.description) FOR NO KEY UPDATE",
            EventRow.read) else { throw DomainError.eventMissing(event) }
        return stored
    }
}
