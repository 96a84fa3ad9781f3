import Domain
import Foundation

/// A volunteer's personal link, `/v/SECRET`: a secret of 256 random bits of which the store
/// keeps only the digest, as a guest's. The link is the only authority: it opens its holder's
/// page and lets them sign up their household, nothing else. Every way it can fail (unknown,
/// rotated, tampered, malformed) is the same `.linkInvalid`, so a page tells a guesser nothing.
struct VolunteerLink: Sendable {
    let secret: String
    let dependencies: any ShiftsDependencies

    /// Whose link it is, and their event, as read before any change.
    func holder() async throws(DomainError) -> (event: Event, volunteer: Volunteer) {
        guard PersonalLink.wellFormed(secret) else { throw .linkInvalid }
        let tokens = dependencies.tokenGenerator
        guard let volunteer = try await dependencies.shiftRepository.volunteer(linkDigest: tokens.digest(secret)),
              let stored = volunteer.linkDigest, tokens.matches(secret, digest: stored),
              let event = try await dependencies.eventRepository.find(id: volunteer.eventID) else { throw .linkInvalid }
        AuditTrail.visit?.identify(.volunteer(name: volunteer.name))
        return (event, volunteer)
    }

    /// The holder's household as the board stands, for their page and calendar.
    func household(at now: Date) async throws(DomainError) -> HouseholdItems {
        let (event, volunteer) = try await holder()
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        guard let holder = board.volunteer(volunteer.id) else { throw .linkInvalid }
        return HouseholdItems(board: board, event: event, holder: holder, now: now)
    }

    /// Changes the board for one of the holder's household (`member`, as `member(_:of:on:)` reads
    /// it), under the event's lock; the link is checked again there, so a link rotated or a
    /// volunteer removed since the page was read changes nothing.
    func change<Outcome: Sendable>(
        for member: String?,
        _ body: @Sendable (Event, inout ShiftBoard, _ holder: Volunteer, _ member: Volunteer) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        let (_, read) = try await holder()
        return try await dependencies.shiftRepository.changeShiftBoard(event: read.eventID) { event, board throws(DomainError) in
            guard let holder = board.volunteer(read.id), holder.linkDigest == read.linkDigest else { throw .linkInvalid }
            return try body(event, &board, holder, try Self.member(member, of: holder, on: board))
        }
    }

    /// One of the holder's household, by number ("3" or "#3"); the holder when none is named.
    static func member(_ reference: String?, of holder: Volunteer, on board: ShiftBoard) throws(DomainError) -> Volunteer {
        let household = holder.household(on: board)
        guard let typed = reference?.trimmingCharacters(in: .whitespaces), !typed.isEmpty else { return holder }
        let number = Int(typed.hasPrefix("#") ? String(typed.dropFirst()) : typed)
        guard let member = household.first(where: { $0.number == number }) else {
            throw .invalid(field: "volunteer", message: "\(UserText.quoted(typed)) is not of your household; you sign up only yourself and those of your household")
        }
        return member
    }
}
