public import Domain

/// `rushday guests links EVENT [GUEST ...] [--status S] [--tag T] [--search TEXT] [--rotate]`, and
/// the guest list's bulk form. Personal links for the guests named, else every guest the filter
/// keeps (as `guests list` keeps them), for a mail merge, in one write: guests who hold a
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
        let (query, rotate, named) = (try request.filter.query(), request.rotate, request.guests)
        // No event until a link is made: guests all holding one already is no change.
        let draft = AuditDraft("guests.links", event: nil, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.change(event: event.id) { current, guests throws(DomainError) in
                let selected = named.isEmpty ? guests.filter { query.keeps($0) }
                    : try GuestLookup.indices(of: named, in: guests, event: current).map { guests[$0] }
                let indexByID = Dictionary(uniqueKeysWithValues: guests.indices.map { (guests[$0].id, $0) })
                var links: [GuestLinksResponse.Link] = []
                var rotated = 0
                for guest in GuestQuery(order: .name).ordered(selected) {
                    guard guest.linkDigest == nil || rotate, let index = indexByID[guest.id] else { continue }
                    if guest.linkDigest != nil { rotated += 1 }
                    let secret = tokens.makeToken()
                    guests[index].linkDigest = tokens.digest(secret)
                    guests[index].updatedAt = now
                    links.append(GuestLinksResponse.Link(guest: guests[index], secret: secret))
                }
                if !links.isEmpty {
                    // One entry for all the links; `rotate` says how many of them replaced a link a guest held.
                    var changes = [AuditChange("link", old: nil, new: "made")]
                    if rotated > 0 { changes.append(AuditChange("rotate", old: nil, new: String(rotated))) }
                    draft.record(event: current.id, target: links.map(\.guest.handle.value).joined(separator: " "), changes: changes)
                }
                return GuestLinksResponse(event: current, links: links, kept: selected.count - links.count)
            }
        }
    }
}
