import Domain
import Tickets

/// What this server read to open each door link's door (`DoorFacts`), kept between its scans:
/// a scan through a kept door reads its link (so a link revoked or past its end opens nothing
/// at once) and writes the scan, whose answer names the ticket (`RecordedScan`). Dropped
/// whenever the store's watch tells of a change to the facts' tables, and at once when this
/// server takes any form but a door's (`KeptFacts`). A member's door is opened afresh each time.
final class OpenDoors: Sendable {
    private let facts: KeptFacts<DoorLinkID, DoorFacts>

    init(forgetting changes: some StoreChanges) {
        facts = KeptFacts(of: DoorFacts.tables, forgetting: changes)
    }

    func forgetAll() {
        facts.forgetAll()
    }

    /// The event the door of `link` was opened at, when kept.
    func event(of link: DoorLink) -> Event? {
        facts.kept(link.id)?.event
    }

    /// The door `request` asks for on behalf of `container`'s visitor.
    func open(_ request: OpenDoorRequest, _ container: any WebContainer) async throws(DomainError) -> Door {
        let opener = OpenDoor(container)
        guard let link = try await container.doorPass.door() else { return try await opener.execute(request) }
        if let kept = facts.kept(link.id) { return try await opener.execute(request, from: kept) }
        let generation = facts.generation
        let door = try await opener.execute(request)
        facts.keep(door.facts, for: link.id, readIn: generation)
        return door
    }
}
