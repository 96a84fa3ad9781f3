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
        return try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
            let stored = try GuestLookup.guest(reference, in: batch)
            var guest = stored
            let revoked = stored.linkDigest != nil
            if revoked {
                guest.linkDigest = nil
                guest.updatedAt = now
                try batch.update(guest, replacing: stored)
            }
            return RevokeGuestLinkResponse(event: batch.event, guest: guest, revoked: revoked)
        }
    }
}
