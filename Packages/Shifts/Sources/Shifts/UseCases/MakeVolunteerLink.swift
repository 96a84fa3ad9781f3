public import Domain

/// `rushday shifts volunteers link EVENT VOLUNTEER [--rotate]`: gives a volunteer a personal
/// link to their own page, as `guests link` gives a guest one: a new secret of 256 random bits
/// of which only the digest is stored, so it is shown once; showing it again means rotating,
/// and the old one stops working in the same write. Owners and organizers only.
public struct MakeVolunteerLink: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, volunteer: String, rotate: Bool) async throws(DomainError) -> VolunteerLinkItem {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let tokens = dependencies.tokenGenerator
        let secret = tokens.makeToken()
        let digest = tokens.digest(secret)
        let now = dependencies.clock.now()
        let audit = AuditDraft("volunteer.link", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let found = try ShiftLookup.volunteer(volunteer, on: board, event: event)
                let rotated = found.linkDigest != nil
                guard !rotated || rotate else {
                    throw .invalid(field: "volunteer", message: "#\(found.number) \(UserText.quoted(found.name)) already has a personal link, kept only as a digest, so it cannot be shown again",
                                   next: .rotateVolunteerLink(event: event.handle, volunteer: found.number))
                }
                guard let index = board.volunteers.firstIndex(where: { $0.id == found.id }) else { throw .referenceMissing }
                board.volunteers[index].linkDigest = digest
                board.volunteers[index].updatedAt = now
                audit.record(target: VolunteerAudit.reference(found),
                             changes: [AuditChange("link", old: rotated ? "made" : nil, new: rotated ? "rotated" : "made")])
                return VolunteerLinkItem(event: event.handle, number: found.number, name: found.name, secret: secret, rotated: rotated)
            }
        }
    }
}
