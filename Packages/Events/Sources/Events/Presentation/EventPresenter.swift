public import DesignTokens
import Domain

/// Every Events answer that is about events (members: `MemberPresenter`). The JSON of each is
/// `EventJSON`-based and documented there; CSV always has the `events list` columns.
public enum EventPresenter {
    /// `events show`. Screen: the title as hero, the description, a card of the event's facts
    /// with its status badge, then one card per dashboard section. JSON: `EventDashboardJSON`.
    /// CSV: the `events list` columns, one row.
    public static func dashboard(_ response: EventResponse) -> Presentation {
        let event = response.event
        var blocks: [Block] = [.heading(event.title, .hero)]
        if let description = event.description {
            blocks.append(.text(description, .body, .plain))
        }
        blocks.append(.spacer(.xs))
        blocks.append(.card(Card(title: "Event", badge: event.status.badge, fields: fields(event, role: response.role))))
        for section in response.dashboard {
            blocks.append(.spacer(.xs))
            blocks.append(.card(Card(title: section.title, fields: section.items.map { Card.Field($0.label, cell($0)) })))
        }
        return Presentation(
            document: Document(blocks),
            csv: EventRows.table([.init(event: event, role: response.role)], instants: .iso8601),
            json: EventDashboardJSON(response))
    }

    private static func cell(_ item: DashboardSection.Item) -> Cell {
        Cell(item.value, tone: item.urgent ? .error : .plain, time: item.time.map { Cell.Time(spoken: $0.spoken, datetime: $0.datetime, before: $0.before, after: $0.after) })
    }

    private static func fields(_ event: Event, role: Role) -> [Card.Field] {
        // Staff see no money: no budget row, rather than one that says "not set".
        let budget = role == .staff ? [] : [Card.Field("Budget", optional(event.budget?.description))]
        return [
            Card.Field("Handle", Cell(event.handle.value)),
            Card.Field("When", .time(ZonedTime.said(event.startsAt, event.endsAt, in: event.timeZone))),
            Card.Field("Venue", optional(event.venue)),
            Card.Field("Capacity", optional(event.capacity.map(String.init))),
        ] + budget + [
            Card.Field("RSVPs close", event.rsvpClosesAt.map { Cell.time(ZonedTime.said($0, in: event.timeZone)) } ?? Cell("when the event ends", tone: .muted)),
            Card.Field("Guest pages", Cell(event.guestPages ? "on" : "off")),
            Card.Field("Answers mailed", Cell(event.notify.rawValue)),
            Card.Field("Registration", registration(event.registration, in: event.timeZone)),
            Card.Field("Your role", Cell(role.rawValue)),
        ]
    }

    /// "closed", or "open until ..., up to 2 more each": what the public page takes.
    private static func registration(_ registration: Registration, in zone: TimeZoneID) -> Cell {
        guard registration.mode != .closed else { return Cell("closed") }
        let mode = registration.mode == .approval ? "open, with approval" : "open"
        let party = registration.party > 0 ? ", up to \(registration.party) more each" : ""
        return registration.closesAt.map { Cell.time(ZonedTime.said($0, in: zone), before: mode + " until ", after: party) } ?? Cell(mode + party)
    }

    private static func optional(_ text: String?) -> Cell {
        text.map { Cell($0) } ?? Cell("not set", tone: .muted)
    }
}
