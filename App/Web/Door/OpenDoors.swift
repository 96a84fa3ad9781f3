import Domain
import Synchronization
import Tickets

/// What this server read to open each door link's door (`DoorFacts`), kept between its scans:
/// a scan through a kept door reads its link (so a link revoked or past its end opens nothing
/// at once) and writes the scan, whose answer names the ticket (`RecordedScan`). Dropped
/// whenever the store's watch tells of a change to the facts' tables, whoever made it, and at
/// once when this server takes any form but a door's; facts read before a change are not kept
/// after it, and nothing is kept while the watch is not looking (before its first look, or
/// after a lost connection ended it).
/// A member's door is opened afresh each time.
final class OpenDoors: Sendable {
    private struct State {
        /// How many changes have emptied it: facts are kept only in the generation they were read in.
        var generation = 0
        var watching = false
        var facts: [DoorLinkID: DoorFacts] = [:]
    }

    private let state = Mutex(State())

    init(forgetting changes: some StoreChanges) {
        Task { [weak self] in
            let told = await changes.changes(every: .milliseconds(250))
            self?.state.withLock { $0.watching = true }
            for await change in told where change.touches(DoorFacts.tables) {
                self?.forgetAll()
            }
            self?.state.withLock { $0.watching = false }
            self?.forgetAll()
        }
    }

    func forgetAll() {
        state.withLock { state in
            state.generation += 1
            state.facts.removeAll()
        }
    }

    /// The event the door of `link` was opened at, when kept.
    func event(of link: DoorLink) -> Event? {
        state.withLock { $0.facts[link.id]?.event }
    }

    /// The door `request` asks for on behalf of `container`'s visitor.
    func open(_ request: OpenDoorRequest, _ container: any WebContainer) async throws(DomainError) -> Door {
        let opener = OpenDoor(container)
        guard let link = try await container.doorPass.door() else { return try await opener.execute(request) }
        let (kept, generation) = state.withLock { ($0.facts[link.id], $0.generation) }
        if let kept { return try await opener.execute(request, from: kept) }
        let door = try await opener.execute(request)
        state.withLock { state in
            guard state.watching, state.generation == generation else { return }
            state.facts[link.id] = door.facts
        }
        return door
    }
}
