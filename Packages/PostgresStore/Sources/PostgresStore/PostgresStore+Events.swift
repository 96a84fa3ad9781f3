public import Domain
import PostgresNIO

extension PostgresStore {
    static func update(_ event: Event, on connection: PostgresConnection) async throws {
        let changed = try await connection.count(PostgresQuery(unsafeSQL: """
            UPDATE events SET handle = $2, title = $3, description = $4, starts_at = $5, ends_at = $6,
                time_zone = $7, venue = $8, capacity = $9, currency = $10, budget_minor_units = $11,
                budget_currency = $12, status = $13, updated_at = $14
            WHERE id = $1
            RETURNING 1
            """, binds: EventRow.values(event, withCreation: false)))
        guard changed == 1 else { throw DomainError.eventMissing(event.id) }
    }

    static func handleConflict(_ handle: Handle) -> [String: DomainError] {
        ["events.events_handle": .handleTaken(handle)]
    }
}
