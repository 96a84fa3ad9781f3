import Domain
import DomainTestSupport
import Foundation
@testable import Shifts
import Testing

// MARK: - Volunteers' check-in codes and the door's scans of them

extension Fixture {
    /// The fest's signing key, made on first use as a volunteer's page makes it.
    func signingKey() async throws -> EventSigningKey {
        try await dependencies.eventSigningKeyRepository.key(for: event.id, making: dependencies.signatures, at: dependencies.fixedClock.now())
    }

    /// The check-in code of the volunteer numbered `number`, signed with the fest's key.
    func code(of number: Int) async throws -> String {
        let volunteer = try #require(await storedVolunteer(number))
        return try VolunteerCode.signed(volunteer: volunteer.id, event: event.id, key: try await signingKey(), signer: dependencies.signatures).text
    }

    /// `code` scanned at `event`'s door, by the fixture's own request (whoever is signed in, no
    /// door link) unless `request` is given.
    @discardableResult
    func scan(_ code: String, _ direction: CheckInScan.Direction = .entry, event: String = "fest",
              by request: TestDependencies? = nil) async throws -> VolunteerScan {
        try await ScanVolunteerCode(request ?? dependencies).execute(ScanVolunteerRequest(event: event, code: code, direction: direction))
    }

    /// A door link of `event` (the fest's unless given) whose secret is `secret`, made by Ada,
    /// open for 30 days from now unless `revoked`.
    func addDoorLink(_ name: String, secret: String, of event: EventID? = nil, revoked: Bool = false) async throws {
        let now = dependencies.fixedClock.now()
        try await store.add(DoorLink(id: dependencies.ids.make(), eventID: event ?? self.event.id, name: name,
                                     secretDigest: dependencies.tokens.digest(secret), expiresAt: now.addingTimeInterval(30 * 86_400),
                                     revokedAt: revoked ? now : nil, createdBy: ada.id, createdAt: now))
    }

    /// One request that carries the door link `secret`, as the door's phone sends it: its own
    /// `DoorPass`, resolved afresh. (The signed-in user is shared with the fixture: a test that
    /// means "no session" signs nobody in.)
    func atDoor(_ secret: String) -> TestDependencies {
        var request = dependencies
        request.door = DoorPass(secret: secret, tokens: dependencies.tokens, doors: dependencies.store, clock: dependencies.fixedClock)
        return request
    }

    /// "other", a second event Ada owns, at the same times as the fest.
    func otherEvent() async throws -> Event {
        let now = dependencies.fixedClock.now()
        let other = Event(id: dependencies.ids.make(), handle: try Handle("other"), title: "Other", startsAt: event.startsAt, endsAt: event.endsAt,
                          timeZone: event.timeZone, currency: .euro, createdAt: now, updatedAt: now)
        try await store.create(other, owner: Membership(eventID: other.id, userID: ada.id, role: .owner, addedAt: now))
        return other
    }

    /// The stored assignment of volunteer `volunteer` on shift `shift` (numbers).
    func seat(_ shift: Int, _ volunteer: Int) async -> ShiftAssignment? {
        let board = await board()
        guard let shift = board.shifts.first(where: { $0.number == shift }),
              let volunteer = board.volunteers.first(where: { $0.number == volunteer }) else { return nil }
        return board.assignments.first { $0.shift == shift.id && $0.volunteer == volunteer.id }
    }
}

/// QR code's alphanumeric mode: the 45 characters a volunteer's code may hold, written out here
/// rather than taken from `Base45`.
let qrAlphanumeric = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
