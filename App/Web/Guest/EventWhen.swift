import DesignTokens
import Domain

/// When an event is, in its zone, marked for the site's script to add the reader's own time
/// when their browser's zone differs (`live.js`); without script the event's zone stands alone.
enum EventWhen {
    static func node(_ event: Event) -> Node {
        let zone = event.timeZone
        return .tag(.p, [.class("when"), .id("when"), .data("starts", ZonedTime.iso8601(event.startsAt, in: zone)),
                         .data("ends", ZonedTime.iso8601(event.endsAt, in: zone)), .data("zone", zone.identifier)],
                    [.cell(.time(ZonedTime.said(event.startsAt, event.endsAt, in: zone)))])
    }
}
