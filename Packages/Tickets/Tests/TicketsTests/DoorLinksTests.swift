import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Door links: made by the owner and organizers, shown once and stored as a digest, lasting
/// until a day after the event unless told otherwise, one open door to a name, revoked by name.
@Suite struct DoorLinksTests {
    @Test func theSecretIsReturnedOnceAndOnlyItsDigestIsStored() async throws {
        let fixture = try await Fixture()
        let front = try await fixture.addDoor("  Front door ")
        let side = try await fixture.addDoor("side")
        #expect(front.secret != side.secret)
        #expect(front.door.name == "Front door" && front.door.state == .open && front.door.revokedAt == nil)
        let stored = await fixture.store.doors(of: fixture.event.id)
        #expect(stored.map(\.name) == ["Front door", "side"])
        #expect(stored.map(\.secretDigest) == [front.secret, side.secret].map(fixture.dependencies.tokens.digest))
        #expect(!stored.contains { $0.secretDigest == front.secret || $0.secretDigest == side.secret })
        #expect(stored.allSatisfy { $0.createdBy == fixture.ada.id && $0.eventID == fixture.event.id })
    }

    @Test func aDoorLastsUntilADayAfterTheEventUnlessToldOtherwise() async throws {
        let fixture = try await Fixture()
        let standard = try await fixture.addDoor("door-1")
        #expect(standard.door.expiresAt == fixture.event.endsAt.addingTimeInterval(24 * 60 * 60))
        #expect(standard.door.createdAt == fixture.dependencies.fixedClock.now())
        fixture.signIn(fixture.otto)
        let short = try await fixture.addDoor("door-2", expires: "2027-01-01 18:00")
        #expect(short.door.expiresAt == Date(timeIntervalSince1970: 1_798_822_800), "18:00 in Berlin is 17:00 UTC")
    }

    @Test func anExpiryAlreadyPastIsRefused() async throws {
        let fixture = try await Fixture()
        let now = ZonedTime.display(fixture.dependencies.fixedClock.now(), in: fixture.event.timeZone).prefix(16)
        try await fixture.expectRefusedChangingNothing {
            try await fixture.addDoor("door-1", expires: "2026-12-31 10:00")
        }
        let error = await domainError { try await fixture.addDoor("door-1", expires: String(now)) }
        #expect(error?.field == "expires" && error?.category == .invalidData, "now itself is not to come")
    }

    @Test func aNameIsTakenWhileItsDoorIsNotRevoked() async throws {
        let fixture = try await Fixture()
        try await fixture.addDoor("door-1")
        let taken = await domainError { try await fixture.addDoor(" door-1") }
        #expect(taken == .doorNameTaken("door-1"))
        _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "door-1"))
        let again = try await fixture.addDoor("door-1")
        #expect(again.door.state == .open)
        let doors = try await ListDoors(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).doors
        #expect(doors.map(\.state) == [.revoked, .open])
    }

    @Test func aNameMustBeOneShortLine() async throws {
        let fixture = try await Fixture()
        for name in ["", "   ", String(repeating: "x", count: 41), "door\n2"] {
            let error = await domainError { try await fixture.addDoor(name) }
            #expect(error?.field == "name" && error?.category == .invalidData, "\(name.debugDescription)")
        }
        #expect(await fixture.store.doors(of: fixture.event.id).isEmpty)
    }

    @Test func staffAndStrangersMayNotAddListOrRevoke() async throws {
        let fixture = try await Fixture()
        try await fixture.addDoor("door-1")
        let before = await fixture.store.snapshot()
        let attempts: [() async throws -> Void] = [
            { try await fixture.addDoor("door-2") },
            { _ = try await ListDoors(fixture.dependencies).execute(EventTicketsRequest(event: "gala")) },
            { _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "door-1")) },
        ]
        fixture.signIn(fixture.stan)
        for attempt in attempts {
            let error = await domainError(attempt)
            #expect(error?.category == .notAllowed && error?.field == "role", "\(String(describing: error))")
        }
        fixture.signIn(fixture.nora)
        for attempt in attempts {
            let error = await domainError(attempt)
            #expect(error?.field == "event" && error?.code == "not_found", "\(String(describing: error))")
        }
        fixture.signIn(nil)
        for attempt in attempts { #expect(await domainError(attempt) == .notSignedIn) }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func revokingAnUnknownOrRevokedDoorIsNotFound() async throws {
        let fixture = try await Fixture()
        try await fixture.addDoor("door-1")
        let revoke: (String) async -> DomainError? = { name in await domainError { _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: name)) } }
        let unknown = await revoke("door-9")
        #expect(unknown?.field == "name" && unknown?.code == "not_found")
        fixture.dependencies.fixedClock.advance(by: 60)
        #expect(await revoke(" door-1 ") == nil)
        let twice = await revoke("door-1")
        #expect(twice?.field == "name" && twice?.code == "not_found")
        let stored = try #require(await fixture.store.doors(of: fixture.event.id).first)
        #expect(stored.revokedAt == fixture.dependencies.fixedClock.now(), "the first revocation's time stays")
    }

    @Test func theListSaysWhichDoorsAreOpenExpiredOrRevoked() async throws {
        let fixture = try await Fixture()
        let clock = fixture.dependencies.fixedClock
        try await fixture.addDoor("long")
        clock.advance(by: 1)
        let short = try await fixture.addDoor("short", expires: "2027-01-01 13:40")
        clock.advance(by: 1)
        try await fixture.addDoor("gone")
        let revoked = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "gone"))
        #expect(revoked.state == .revoked && revoked.revokedAt == clock.now())
        let list = { try await ListDoors(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).doors }
        #expect(try await list().map(\.name) == ["long", "short", "gone"], "oldest first")
        #expect(try await list().map(\.state) == [.open, .open, .revoked])
        clock.advance(by: short.door.expiresAt.timeIntervalSince(clock.now()) - 1)
        #expect(try await list().map(\.state) == [.open, .open, .revoked], "a second before it expires")
        clock.advance(by: 1)
        #expect(try await list().map(\.state) == [.open, .expired, .revoked], "at its expiry")
        clock.advance(by: 2 * 24 * 60 * 60)
        #expect(try await list().map(\.state) == [.expired, .expired, .revoked])
    }

    @Test func eachDoorCountsTheEntriesItRecordedAndKeepsThemWhenRevoked() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 3)
        try await fixture.addDoor("north")
        try await fixture.addDoor("south")
        let north = try await fixture.door(device: "north")
        for ticket in tickets { #expect(try await north.scan(ticket.code).isRecorded) }
        #expect(try await north.scan(tickets[0].code).refusal != nil, "a refused scan is no entry")
        #expect(try await fixture.door(.exit, device: "south").scan(tickets[1].code).isRecorded)
        #expect(try await fixture.door(device: "south").scan(tickets[1].code).isRecorded)
        #expect(try await fixture.door(device: "terminal").scan(tickets[2].code).refusal != nil)
        let list = { try await ListDoors(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).doors }
        #expect(try await list().map { "\($0.name) \($0.admitted)" } == ["north 3", "south 1"], "entries only, each door's own")
        let revoked = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "north"))
        #expect(revoked.admitted == 3 && revoked.state == .revoked)
        #expect(try await list().map(\.admitted) == [3, 1])
    }
}
