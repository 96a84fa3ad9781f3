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
        let user = try await dependencies.currentUser.requireUser()
        let event = try await GuestListAccess(dependencies: dependencies).open(request.event, as: user, for: .change)
        let now = dependencies.clock.now()
        let reference = request.guest
        return try await dependencies.guestRepository.change(event: event.id) { current, guests throws(DomainError) in
            let index = try GuestLookup.index(of: reference, in: guests, event: current)
            let revoked = guests[index].linkDigest != nil
            if revoked {
                guests[index].linkDigest = nil
                guests[index].updatedAt = now
            }
            return RevokeGuestLinkResponse(event: current, guest: guests[index], revoked: revoked)
        }
    }
}
