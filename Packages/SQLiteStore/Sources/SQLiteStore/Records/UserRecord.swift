import Domain
import GRDB
import SQLStorage

/// A row of `users`.
struct UserRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "users"

    var id: String
    var email: String
    var displayName: String
    var passwordHash: String
    var createdAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, email
        case displayName = "display_name"
        case passwordHash = "password_hash"
        case createdAt = "created_at"
    }

    init(_ user: User) {
        id = user.id.description
        email = user.email.value
        displayName = user.displayName
        passwordHash = user.passwordHash
        createdAt = Instant.milliseconds(user.createdAt)
    }

    func user() throws(CorruptRow) -> User {
        User(id: try StoredValue.identifier(id, table: Self.databaseTableName),
             email: try StoredValue.email(email, table: Self.databaseTableName),
             displayName: displayName, passwordHash: passwordHash, createdAt: Instant.date(createdAt))
    }
}
