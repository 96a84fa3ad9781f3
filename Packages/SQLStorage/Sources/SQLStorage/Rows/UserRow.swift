import Domain

/// A row of `users`, in the order `read` takes its columns.
enum UserRow {
    static let table = "users"
    static let columns = "id, email, display_name, password_hash, created_at"

    static func read(_ row: any SQLRow) throws -> User {
        User(id: try StoredValue.identifier(try row.text(0), table: table),
             email: try StoredValue.email(try row.text(1), table: table),
             displayName: try row.text(2), passwordHash: try row.text(3), createdAt: Instant.date(try row.integer(4)))
    }

    static func insert(_ user: User) -> SQL {
        """
        INSERT INTO users (\(raw: columns))
        VALUES (\(user.id), \(user.email.value), \(user.displayName), \(user.passwordHash), \(Instant.milliseconds(user.createdAt)))
        """
    }
}
