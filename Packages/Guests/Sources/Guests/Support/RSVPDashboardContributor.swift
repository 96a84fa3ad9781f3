public import Domain
import Foundation

/// The RSVP section of `events show`: heads by status, places left, the waitlist, the latest
/// answer (who, what, given where and when: a guest on their page shows as `web`), and what the
/// accepted guests need to eat. Events asks it through Domain's `DashboardContributor`, never
/// knowing Guests.
public struct RSVPDashboardContributor: DashboardContributor {
    private let guests: any GuestRepository

    public init(_ dependencies: any GuestsDependencies) {
        guests = dependencies.guestRepository
    }

    public func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        let list = try await guests.guests(of: event.id)
        func heads(_ status: RSVPStatus) -> Int {
            list.filter { $0.status == status }.reduce(0) { $0 + $1.heads }
        }
        var items: [DashboardSection.Item] = [
            .init(label: "Accepted", value: String(heads(.accepted))),
            .init(label: "Maybe", value: String(heads(.maybe))),
            .init(label: "Invited", value: String(heads(.invited))),
            .init(label: "Declined", value: String(heads(.declined))),
            .init(label: "Places left", value: Waitlist.placesLeft(acceptedHeads: list.acceptedHeads, capacity: event.capacity).map(String.init) ?? "no limit"),
            .init(label: "Waitlist", value: "\(Plural.of(list.count(where: { $0.status == .waitlisted }), "party", "parties")), \(Plural.of(heads(.waitlisted), "head"))"),
        ]
        // Registrations appear once there are any: an invitation-only event keeps its section as it was.
        let pending = list.count { $0.status == .pending }
        if pending > 0 { items.append(.init(label: "Waiting for approval", value: "\(Plural.of(pending, "registration")), \(Plural.of(heads(.pending), "head"))")) }
        let answered = list.compactMap { guest in guest.answeredAt.map { (guest, $0) } }
        if let (last, at) = answered.max(by: { $0.1 < $1.1 }), let via = last.answeredVia {
            items.append(.init(label: "Last answer", before: "\(last.name): \(last.status) via \(via), ", at, in: event.timeZone))
        }
        // Dietary needs of accepted guests, the ones the caterer must plan for; the same need
        // typed in another case is one need.
        var dietary: [String: (label: String, count: Int)] = [:]
        for guest in list where guest.status == .accepted {
            guard let need = guest.dietary else { continue }
            let key = need.lowercased()
            dietary[key] = (dietary[key]?.label ?? need, (dietary[key]?.count ?? 0) + 1)
        }
        for (_, need) in dietary.sorted(by: { $0.key < $1.key }) {
            items.append(.init(label: "Dietary: \(need.label)", value: String(need.count)))
        }
        return DashboardSection(key: "rsvp", title: "RSVPs (heads)", items: items)
    }
}
