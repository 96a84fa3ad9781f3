public import Domain

/// `rushday guests links EVENT [--status S] [--rotate]`.
/// Personal links for every guest selected, for a mail merge, in one write: guests who hold a
/// link already are left out and counted (their link cannot be shown again), unless `rotate`
/// replaces theirs too. In the order of `guests list`. Owners and organizers only.
public struct MakeGuestLinks: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: GuestLinksRequest) async throws(DomainError) -> GuestLinksResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let tokens = dependencies.tokenGenerator
        let now = dependencies.clock.now()
        let (status, rotate) = (request.status, request.rotate)
        return try await dependencies.guestRepository.change(event: event.id) { current, guests throws(DomainError) in
            let selected = guests.filter { status == nil || $0.status == status }
            let indexByID = Dictionary(uniqueKeysWithValues: guests.indices.map { (guests[$0].id, $0) })
            var links: [GuestLinksResponse.Link] = []
            for guest in ListGuests.sorted(selected, by: .name) {
                guard guest.linkDigest == nil || rotate, let index = indexByID[guest.id] else { continue }
                let secret = tokens.makeToken()
                guests[index].linkDigest = tokens.digest(secret)
                guests[index].updatedAt = now
                links.append(GuestLinksResponse.Link(guest: guests[index], secret: secret))
            }
            return GuestLinksResponse(event: current, links: links, kept: selected.count - links.count)
        }
    }
}
