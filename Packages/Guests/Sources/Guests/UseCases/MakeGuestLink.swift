public import Domain

/// `rushday guests link EVENT GUEST [--rotate]`.
/// Gives a guest a personal link: a new secret of 256 random bits, of which only the digest is
/// stored, so the store alone gives no link away. For the same reason a link cannot be shown
/// twice: a guest who holds one gets a new one only when asked to rotate, and the old one stops
/// working in the same write. Owners and organizers only.
public struct MakeGuestLink: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: GuestLinkRequest) async throws(DomainError) -> GuestLinkResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let tokens = dependencies.tokenGenerator
        let secret = tokens.makeToken()
        let digest = tokens.digest(secret)
        let now = dependencies.clock.now()
        let (reference, rotate) = (request.guest, request.rotate)
        let draft = AuditDraft("guest.link", event: event.id, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
                let stored = try GuestLookup.guest(reference, in: batch)
                let rotated = stored.linkDigest != nil
                guard !rotated || rotate else {
                    throw .invalid(field: "guest", message: "\(stored.handle) already has a personal link, kept only as a digest, so it cannot be shown again",
                                   next: .rotateGuestLink(event: batch.event.handle, guest: stored.handle))
                }
                var guest = stored
                guest.linkDigest = digest
                guest.updatedAt = now
                try batch.update(guest, replacing: stored)
                draft.record(target: stored.handle.value, changes: GuestAudit.between(stored, guest))
                return GuestLinkResponse(event: batch.event, guest: guest, secret: secret, rotated: rotated)
            }
        }
    }
}
