public import Domain
import GRDB

extension SQLiteStore {
    /// Whether any row is stored (an account, a session, a failed sign-in, an event): `demo`
    /// plants its sample only in a store that has none. A missing file holds nothing.
    public func holdsData() async throws(DomainError) -> Bool {
        try await read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM sessions)
                    OR EXISTS (SELECT 1 FROM sign_in_throttles) OR EXISTS (SELECT 1 FROM events)
                """) ?? false
        }
    }
}
