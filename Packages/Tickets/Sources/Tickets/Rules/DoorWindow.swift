import Domain
import Foundation

/// When an event's doors may have scanned: not before the event was made (a door online may
/// scan as soon as tickets exist), nor more than a day after it ends. An uploaded scan dated
/// before is the door's clock, not a scan; the dashboard's arrivals keep within it.
struct DoorWindow {
    static let afterEnd: TimeInterval = 24 * 3600

    let opens: Date
    let closes: Date

    init(_ event: Event) {
        opens = event.createdAt
        closes = max(event.endsAt, event.startsAt).addingTimeInterval(Self.afterEnd)
    }

    func contains(_ instant: Date) -> Bool {
        (opens...closes).contains(instant)
    }
}
