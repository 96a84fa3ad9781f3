public import Domain
import Foundation
import Testing

/// What every `DoorLinkRepository` does.
public enum DoorLinkRepositoryContract {
    public typealias Store = any DoorLinkRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures
    private typealias T = TicketContractFixtures

    /// A door of `event` named `name`, made by `maker` `created` seconds after the base, open a day.
    static func door(_ name: String, of event: Event, by maker: User, created: TimeInterval = 0, digest: String? = nil) -> DoorLink {
        DoorLink(id: DoorLinkID(UUID()), eventID: event.id, name: name, secretDigest: digest ?? "digest-\(UUID())",
                 expiresAt: F.instant(created + 86_400), createdBy: maker.id, createdAt: F.instant(created))
    }

    /// An event and the account that makes its doors.
    private static func eventAndMaker(in store: Store, _ handle: String = "summer-gala") async throws -> (Event, User) {
        let event = try await T.event(in: store, handle)
        let maker = try F.user("doors-of-\(handle)@example.org")
        try await store.addAccount(maker)
        return (event, maker)
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("a door reads back by its event and by its digest; an unknown digest finds none") { (store: Store) async throws in
            let (gala, maker) = try await eventAndMaker(in: store)
            let main = door("Main entrance", of: gala, by: maker, digest: "digest-main")
            try await store.add(main)
            #expect(try await store.doors(of: gala.id) == [main])
            #expect(try await store.door(secretDigest: "digest-main") == main)
            #expect(try await store.door(secretDigest: "digest-other") == nil)
        },
        ContractCase("a second open door with a name is refused; revoked, the name is free; another event may use it") { (store: Store) async throws in
            let (gala, maker) = try await eventAndMaker(in: store)
            let (other, otherMaker) = try await eventAndMaker(in: store, "other")
            let first = door("Main", of: gala, by: maker, created: 1)
            try await store.add(first)
            let second = door("Main", of: gala, by: maker, created: 2)
            await #expect(throws: DomainError.doorNameTaken("Main")) { try await store.add(second) }
            #expect(try await store.doors(of: gala.id) == [first])

            let elsewhere = door("Main", of: other, by: otherMaker, created: 3)
            try await store.add(elsewhere)
            var revoked = first
            revoked.revokedAt = F.instant(10)
            #expect(try await store.revoke(event: gala.id, name: "Main", at: F.instant(10)) == revoked)
            try await store.add(second)
            #expect(try await store.doors(of: gala.id) == [revoked, second])
            #expect(try await store.door(secretDigest: first.secretDigest) == revoked)
            #expect(try await store.doors(of: other.id) == [elsewhere])
        },
        ContractCase("revoking an unknown name or a door revoked already answers nil and changes nothing") { (store: Store) async throws in
            let (gala, maker) = try await eventAndMaker(in: store)
            let (other, _) = try await eventAndMaker(in: store, "other")
            let side = door("Side", of: gala, by: maker)
            try await store.add(side)
            #expect(try await store.revoke(event: gala.id, name: "Back", at: F.instant(5)) == nil)
            #expect(try await store.revoke(event: other.id, name: "Side", at: F.instant(5)) == nil)
            #expect(try await store.doors(of: gala.id) == [side])
            #expect(try await store.revoke(event: gala.id, name: "Side", at: F.instant(6))?.revokedAt == F.instant(6))
            #expect(try await store.revoke(event: gala.id, name: "Side", at: F.instant(7)) == nil)
            #expect(try await store.doors(of: gala.id).map(\.revokedAt) == [F.instant(6)])
        },
        ContractCase("doors are listed oldest first, revoked and expired ones too, and go with their event") { (store: Store) async throws in
            let (gala, maker) = try await eventAndMaker(in: store)
            let late = door("Late", of: gala, by: maker, created: 300)
            let early = door("Early", of: gala, by: maker, created: 100)
            let expired = DoorLink(id: DoorLinkID(UUID()), eventID: gala.id, name: "Expired", secretDigest: "digest-expired",
                                   expiresAt: F.instant(150), createdBy: maker.id, createdAt: F.instant(200))
            for door in [late, early, expired] { try await store.add(door) }
            var revokedLate = late
            revokedLate.revokedAt = F.instant(400)
            _ = try await store.revoke(event: gala.id, name: "Late", at: F.instant(400))
            #expect(try await store.doors(of: gala.id) == [early, expired, revokedLate])

            try await store.delete(gala.id)
            #expect(try await store.doors(of: gala.id).isEmpty)
            #expect(try await store.door(secretDigest: "digest-expired") == nil)
        },
        ContractCase("instants are kept to the millisecond") { (store: Store) async throws in
            let (gala, maker) = try await eventAndMaker(in: store)
            let fine = DoorLink(id: DoorLinkID(UUID()), eventID: gala.id, name: "Fine", secretDigest: "digest-fine",
                                expiresAt: Date(timeIntervalSince1970: 1_780_086_400.123_4), createdBy: maker.id,
                                createdAt: Date(timeIntervalSince1970: 1_780_000_000.456_7))
            try await store.add(fine)
            let stored = try await store.door(secretDigest: "digest-fine")
            #expect(stored?.expiresAt == Date(timeIntervalSince1970: 1_780_086_400.123))
            #expect(stored?.createdAt == Date(timeIntervalSince1970: 1_780_000_000.457))
            let revoked = try await store.revoke(event: gala.id, name: "Fine", at: Date(timeIntervalSince1970: 1_780_000_001.234_5))
            #expect(revoked?.revokedAt == Date(timeIntervalSince1970: 1_780_000_001.235))
        },
        ContractCase("a door of an unknown event or by an unknown account stores nothing") { (store: Store) async throws in
            let (gala, maker) = try await eventAndMaker(in: store)
            let stranger = try F.user("stranger@example.org")
            let ghost = try F.event("ghost")
            await #expect(throws: DomainError.referenceMissing) { try await store.add(door("Main", of: ghost, by: maker)) }
            await #expect(throws: DomainError.referenceMissing) { try await store.add(door("Main", of: gala, by: stranger)) }
            #expect(try await store.doors(of: gala.id).isEmpty)
            #expect(try await store.doors(of: ghost.id).isEmpty)
        },
    ]
}
