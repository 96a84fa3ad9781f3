import Domain
import PostgresNIO
import SQLStorage

/// `users` columns, in the order `UserRow.read` takes them.
enum UserRow {
    static let columns = "id, email, display_name, password_hash, created_at"

    static func read(_ row: PostgresRow) throws -> User {
        let (id, email, displayName, passwordHash, createdAt) = try row.decode((String, String, String, String, Int64).self)
        return User(id: try StoredValue.identifier(id, table: "users"),
                    email: try StoredValue.email(email, table: "users"),
                    displayName: displayName, passwordHash: passwordHash, createdAt: Instant.date(createdAt))
    }
}
