import Domain

/// A volunteer's personal link, `/v/SECRET`: a secret of 256 random bits of which the store
/// keeps only the digest, as a guest's. The link is the only authority: it opens its holder's
/// page and lets them sign up their household, nothing else. Every way it can fail (unknown,
/// rotated, tampered, malformed) is the same `.linkInvalid`, so a page tells a guesser nothing.
struct VolunteerLink {
    let secret: String
    let dependencies: any ShiftsDependencies

    /// Whose link it is, and their event, as read before any change.
    func holder() async throws(DomainError) -> (event: Event, volunteer: Volunteer) {
        guard PersonalLink.wellFormed(secret) else { throw .linkInvalid }
        let tokens = dependencies.tokenGenerator
        guard let volunteer = try await dependencies.shiftRepository.volunteer(linkDigest: tokens.digest(secret)),
              let stored = volunteer.linkDigest, tokens.matches(secret, digest: stored),
              let event = try await dependencies.eventRepository.find(id: volunteer.eventID) else { throw .linkInvalid }
        return (event, volunteer)
    }

    /// The holder as the board being changed has them: a link rotated or a volunteer removed
    /// since the page was read opens nothing.
    func holder(_ volunteer: Volunteer, on board: ShiftBoard) throws(DomainError) -> Volunteer {
        guard let current = board.volunteer(volunteer.id), current.linkDigest == volunteer.linkDigest else { throw .linkInvalid }
        return current
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
