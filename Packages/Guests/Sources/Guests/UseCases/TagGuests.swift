public import Domain
import Foundation

/// `rushday guests tag EVENT TAG [GUEST ...] [--remove] [--status S] [--tag T] [--search TEXT]`.
/// Adds a tag to many guests at once, or takes it away, in one write: the guests named, else
/// every guest the filter keeps (the same rule as `guests list`; no filter, every guest). A
/// tag is matched without case, accents or widths, as the list filters by it, so "VIP" is not
/// added beside "vip". Owners and organizers only.
public struct TagGuests: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: TagGuestsRequest) async throws(DomainError) -> TagGuestsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let tag = try GuestFields.tags([request.tag])[0]
        let key = GuestKeys.folded(tag)
        let query = try request.filter.query()
        let now = dependencies.clock.now()
        // No event until a guest changes: a tag every chosen guest has (or lacks) already is no change.
        let draft = AuditDraft("guests.tag", event: nil, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.change(event: event.id) { current, guests throws(DomainError) in
                let chosen = request.guests.isEmpty ? guests.indices.filter { query.keeps(guests[$0]) }
                    : try GuestLookup.indices(of: request.guests, in: guests, event: current)
                // The handles of the guests changed, for the log.
                var changed: [String] = []
                for index in chosen {
                    let had = guests[index].tags.contains { GuestKeys.folded($0) == key }
                    guard had == request.remove else { continue }
                    if request.remove {
                        guests[index].tags.removeAll { GuestKeys.folded($0) == key }
                    } else {
                        guests[index].tags.append(tag)
                    }
                    guests[index].updatedAt = now
                    changed.append(guests[index].handle.value)
                }
                if !changed.isEmpty {
                    draft.record(event: current.id, target: changed.joined(separator: " "),
                                 changes: [request.remove ? AuditChange("tag", old: tag, new: nil) : AuditChange("tag", old: nil, new: tag)])
                }
                return TagGuestsResponse(event: current, tag: tag, removed: request.remove, chosen: chosen.count, changed: changed.count)
            }
        }
    }
}
