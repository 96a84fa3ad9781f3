public import Domain

/// `rushday guests link EVENT GUEST --revoke`.
/// Clears the guest's personal link: it stops working at once. A guest without a link is told
/// so, not refused, so a script may revoke twice. Owners and organizers only.
public struct RevokeGuestLink: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: GuestReference) async throws(DomainError) -> RevokeGuestLinkResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let now = dependencies.clock.now()
        let reference = request.guest
        // No event until a link is revoked: a guest without one is told so, and nothing changes.
        let draft = AuditDraft("guest.link", event: nil, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
                let stored = try GuestLookup.guest(reference, in: batch)
                var guest = stored
                let revoked = stored.linkDigest != nil
                if revoked {
                    guest.linkDigest = nil
                    guest.updatedAt = now
                    try batch.update(guest, replacing: stored)
                    draft.record(event: batch.event.id, target: stored.handle.value, changes: [AuditChange("link", old: "made", new: nil)])
                }
                return RevokeGuestLinkResponse(event: batch.event, guest: guest, revoked: revoked)
            }
        }
    }
}
