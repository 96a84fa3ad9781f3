public import Domain

extension InMemoryStore: UserRepository {
    public func create(_ user: User) throws(DomainError) {
        try checkWrite()
        guard !users.values.contains(where: { $0.email == user.email }) else {
            throw .conflict(field: "email", message: "an account with this email already exists; sign in instead")
        }
        users[user.id] = user
    }

    public func find(id: UserID) -> User? { users[id] }

    public func find(email: EmailAddress) -> User? {
        users.values.first { $0.email == email }
    }

    public func updatePasswordHash(of id: UserID, to hash: String) throws(DomainError) {
        try checkWrite()
        users[id]?.passwordHash = hash
    }
}
