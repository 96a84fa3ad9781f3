import Domain
import Foundation
import PostgresNIO
import PostgresStore

/// Runs `body` with a client of `location`'s schema, to look behind the store's back.
func behindTheStore<T>(_ location: PostgresLocation, _ body: (PostgresClient) async throws -> T) async throws -> T {
    let client = Admin.client(for: location)
    let running = Task { await client.run() }
    defer { running.cancel() }
    return try await body(client)
}

/// The DomainError `body` throws, or nil when it succeeds.
func domainError(_ body: () async throws(DomainError) -> Void) async -> DomainError? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}

func makeUser(_ email: String) throws -> User {
    User(id: UserID(UUID()), email: try EmailAddress(email), displayName: "Someone",
         passwordHash: "$scrypt$ln=15,r=8,p=1$salt$hash", createdAt: Date(timeIntervalSince1970: 1_780_000_000))
}

extension PostgresStore {
    /// An account made the only way the store makes one: with its first session.
    func addAccount(_ user: User) async throws(DomainError) {
        let session = UserSession(id: SessionID(UUID()), userID: user.id, tokenHash: "seed-\(UUID())",
                                  createdAt: user.createdAt, expiresAt: user.createdAt.addingTimeInterval(UserSession.lifetime))
        try await create(user, firstSession: session, replacing: nil)
    }
}
