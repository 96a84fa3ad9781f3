/// Accounts. Emails are unique: `create` throws `.conflict(field: "email", ...)` for a taken one.
public protocol UserRepository: Sendable {
    func create(_ user: User) async throws(DomainError)
    func find(id: UserID) async throws(DomainError) -> User?
    func find(email: EmailAddress) async throws(DomainError) -> User?
    func updatePasswordHash(of id: UserID, to hash: String) async throws(DomainError)
}
