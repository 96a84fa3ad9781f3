import Domain
import Foundation

/// Values the contracts store: whole seconds unless a case is about finer instants, so what a
/// store gives back can be compared with what it was given.
enum ContractFixtures {
    static let base: TimeInterval = 1_780_000_000

    static func instant(_ offset: TimeInterval = 0) -> Date { Date(timeIntervalSince1970: base + offset) }

    static func user(_ email: String, name: String = "Someone") throws -> User {
        User(id: UserID(UUID()), email: try EmailAddress(email), displayName: name,
             passwordHash: "$scrypt$ln=15,r=8,p=1$salt$hash", createdAt: instant())
    }

    /// A 30-day session of `user` whose token digest is `token`, started `offset` seconds after the base.
    static func session(of user: User, token: String, at offset: TimeInterval = 0) -> UserSession {
        UserSession(id: SessionID(UUID()), userID: user.id, tokenHash: token, createdAt: instant(offset),
                    expiresAt: instant(offset + UserSession.lifetime))
    }

    static func event(_ handle: String, starts: TimeInterval = 3600, hours: TimeInterval = 2,
                      status: EventStatus = .draft) throws -> Event {
        Event(id: EventID(UUID()), handle: try Handle(handle), title: "Event \(handle)",
              startsAt: instant(starts), endsAt: instant(starts + hours * 3600),
              timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro, status: status,
              createdAt: instant(), updatedAt: instant())
    }

    static func membership(_ event: Event, _ user: User, role: Role = .owner, at offset: TimeInterval = 0) -> Membership {
        Membership(eventID: event.id, userID: user.id, role: role, addedAt: instant(offset))
    }
}

extension UserRepository {
    /// An account made the only way a store makes one: with its first session (a random
    /// digest, so seeded sessions never collide).
    func addAccount(_ user: User) async throws {
        try await create(user, firstSession: ContractFixtures.session(of: user, token: "seed-\(UUID())"), replacing: nil)
    }
}
