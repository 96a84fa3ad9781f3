import DesignTokens
import Domain
import Events
import Foundation
import Testing

struct PresenterTests {
    /// A published event in New York in winter (-05:00), created while summer time still held.
    static let event = Event(
        id: EventID(uuidString: "0000000A-0000-0000-0000-00000000000B")!, handle: try! Handle("winter-gala"),
        title: "Winter Gala", description: "Black tie", startsAt: instant("2026-01-15T23:30:00Z"),
        endsAt: instant("2026-01-16T03:00:00Z"), timeZone: try! TimeZoneID("America/New_York"), venue: "Grand Hall",
        capacity: 120, currency: .usDollar, budget: Money(minorUnits: 1_234_567, currency: .usDollar), status: .published,
        rsvpClosesAt: instant("2026-01-10T17:00:00Z"), guestPages: false, notify: .daily,
        registration: Registration(mode: .approval, closesAt: instant("2026-01-12T17:00:00Z"), party: 2), createdAt: instant("2025-11-01T14:00:00Z"), updatedAt: instant("2025-12-01T15:00:00Z"))

    static let bare = Event(
        id: EventID(uuidString: "00000000-0000-0000-0000-000000000001")!, handle: try! Handle("bare"), title: "Bare",
        startsAt: instant("2026-07-01T10:00:00Z"), endsAt: instant("2026-07-01T11:00:00Z"), timeZone: try! TimeZoneID("Etc/UTC"),
        currency: try! Currency(code: "JPY"), status: .draft, createdAt: instant("2026-06-01T12:00:00Z"),
        updatedAt: instant("2026-06-01T12:00:00Z"))

    static let eventJSON = #"{"budget":{"amount":"12345.67","currency":"USD","minorUnits":1234567},"capacity":120,"#
        + #""createdAt":"2025-11-01T10:00:00-04:00","currency":"USD","description":"Black tie","endsAt":"2026-01-15T22:00:00-05:00","#
        + #""guestPages":false,"handle":"winter-gala","id":"0000000a-0000-0000-0000-00000000000b","notify":"daily","#
        + #""registration":"approval","registrationClosesAt":"2026-01-12T12:00:00-05:00","registrationParty":2,"role":"organizer","#
        + #""rsvpClosesAt":"2026-01-10T12:00:00-05:00","startsAt":"2026-01-15T18:30:00-05:00","status":"published","timeZone":"America/New_York","title":"Winter Gala","#
        + #""updatedAt":"2025-12-01T10:00:00-05:00","venue":"Grand Hall"}"#

    static let bareJSON = #"{"budget":null,"capacity":null,"createdAt":"2026-06-01T12:00:00+00:00","currency":"JPY","#
        + #""description":null,"endsAt":"2026-07-01T11:00:00+00:00","guestPages":true,"handle":"bare","#
        + #""id":"00000000-0000-0000-0000-000000000001","notify":"off","registration":"closed","registrationClosesAt":null,"registrationParty":0,"role":"staff","rsvpClosesAt":null,"startsAt":"2026-07-01T10:00:00+00:00","status":"draft","timeZone":"Etc/UTC","title":"Bare","#
        + #""updatedAt":"2026-06-01T12:00:00+00:00","venue":null}"#

    func json(_ presentation: Presentation) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(presentation.json), as: UTF8.self)
    }

    func texts(_ table: Table) -> [[String]] {
        [table.columns.map(\.title)] + table.rows.map { $0.map(\.text) }
    }

    @Test func eventJSONHasEveryKeyWithZonedTimes() throws {
        let presentation = EventPresenter.statusChanged(EventResponse(event: Self.event, role: .organizer))
        #expect(try json(presentation) == Self.eventJSON)
    }

    @Test func unsetFieldsAreNullNotMissing() throws {
        let presentation = EventPresenter.created(EventResponse(event: Self.bare, role: .staff), words: .plain)
        #expect(try json(presentation) == Self.bareJSON)
    }

    @Test func listJSONIsAnArrayOfEvents() throws {
        let response = EventListResponse(items: [.init(event: Self.event, role: .organizer), .init(event: Self.bare, role: .staff)])
        #expect(try json(EventPresenter.list(response, words: .plain)) == "[\(Self.eventJSON),\(Self.bareJSON)]")
        #expect(try json(EventPresenter.list(EventListResponse(items: []), words: .plain)) == "[]")
    }

    @Test func showJSONAddsTheDashboard() throws {
        let section = DashboardSection(key: "members", title: "Members", items: [.init(label: "Owner", value: "1")])
        let presentation = EventPresenter.dashboard(EventResponse(event: Self.event, role: .organizer, dashboard: [section]))
        let expected = String(Self.eventJSON.dropLast())
            + #","dashboard":[{"items":[{"label":"Owner","value":"1"}],"key":"members","title":"Members"}]}"#
        // sortedKeys puts "dashboard" between "currency" and "description"; compare as objects.
        let decoded = try JSONSerialization.jsonObject(with: Data(try json(presentation).utf8)) as! NSDictionary
        let wanted = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as! NSDictionary
        #expect(decoded == wanted)
        #expect(decoded.allKeys.count == 22)
    }

    @Test func listTableShowsStartsInTheEventsZoneWithOffset() {
        let response = EventListResponse(items: [.init(event: Self.event, role: .organizer), .init(event: Self.bare, role: .staff)])
        let presentation = EventPresenter.list(response, words: .plain)
        guard case let .table(table) = presentation.document.blocks.first else {
            Issue.record("expected a table, got \(presentation.document.blocks)")
            return
        }
        #expect(texts(table) == [
            ["HANDLE", "TITLE", "STATUS", "STARTS", "ZONE", "ROLE"],
            ["winter-gala", "Winter Gala", "published", "2026-01-15 18:30 -05:00", "America/New_York", "organizer"],
            ["bare", "Bare", "draft", "2026-07-01 10:00 +00:00", "Etc/UTC", "staff"],
        ])
        #expect(table.rows.map { $0[2].tone } == [.success, .muted])
        #expect(texts(presentation.csv) == [
            ["handle", "title", "status", "startsAt", "timeZone", "role"],
            ["winter-gala", "Winter Gala", "published", "2026-01-15T18:30:00-05:00", "America/New_York", "organizer"],
            ["bare", "Bare", "draft", "2026-07-01T10:00:00+00:00", "Etc/UTC", "staff"],
        ])
    }

    @Test func anEmptyListSaysHowToCreateAnEvent() {
        let presentation = EventPresenter.list(EventListResponse(items: []), words: .plain)
        guard case let .table(table) = presentation.document.blocks.first else {
            Issue.record("expected a table, got \(presentation.document.blocks)")
            return
        }
        #expect(table.rows.isEmpty)
        #expect(table.emptyMessage == "No events yet. Create one.")
    }

    @Test(arguments: [
        (ListEventsRequest.Window.past, EventStatus?.none, "No past events. Clear the filter to see all."),
        (.upcoming, .published, "No upcoming published events. Clear the filter to see all."),
        (.all, .cancelled, "No cancelled events. Clear the filter to see all."),
    ])
    func anEmptyFilteredListSaysNothingMatched(window: ListEventsRequest.Window, status: EventStatus?, message: String) {
        let presentation = EventPresenter.list(EventListResponse(items: [], window: window, status: status), words: .plain)
        guard case let .table(table) = presentation.document.blocks.first else {
            Issue.record("expected a table, got \(presentation.document.blocks)")
            return
        }
        #expect(table.emptyMessage == message)
    }

    @Test func dashboardShowsHeroBadgeFactsAndSections() {
        let sections = [DashboardSection(key: "members", title: "Members", items: [.init(label: "Owner", value: "1")]),
                        DashboardSection(key: "guests", title: "Guests", items: [.init(label: "Invited", value: "40")])]
        let blocks = EventPresenter.dashboard(EventResponse(event: Self.event, role: .owner, dashboard: sections)).document.blocks
        #expect(blocks == [
            .heading("Winter Gala", .hero),
            .text("Black tie", .body, .plain),
            .spacer(.xs),
            .card(Card(title: "Event", badge: Badge("PUBLISHED", tone: .success), fields: [
                Card.Field("Handle", "winter-gala"),
                Card.Field("When", Cell("2026-01-15 18:30 -05:00 – 2026-01-15 22:00 -05:00 (America/New_York)",
                                         time: Cell.Time(spoken: "Thursday 15 January 2026, 18:30–22:00, New York time", datetime: "2026-01-15T18:30:00-05:00"))),
                Card.Field("Venue", "Grand Hall"),
                Card.Field("Capacity", "120"),
                Card.Field("Budget", "12,345.67 USD"),
                Card.Field("RSVPs close", Cell("2026-01-10 12:00 -05:00",
                                                time: Cell.Time(spoken: "Saturday 10 January 2026, 12:00, New York time", datetime: "2026-01-10T12:00:00-05:00"))),
                Card.Field("Guest pages", "off"),
                Card.Field("Answers mailed", "daily"),
                Card.Field("Registration", Cell.time((machine: "2026-01-12 12:00 -05:00", spoken: "Monday 12 January 2026, 12:00, New York time",
                                                    datetime: "2026-01-12T12:00:00-05:00"), before: "open, with approval until ", after: ", up to 2 more each")),
                Card.Field("Your role", "owner"),
            ])),
            .spacer(.xs),
            .card(Card(title: "Members", fields: [Card.Field("Owner", "1")])),
            .spacer(.xs),
            .card(Card(title: "Guests", fields: [Card.Field("Invited", "40")])),
        ])
    }

    @Test func unsetFactsAreShownAsNotSet() {
        let blocks = EventPresenter.dashboard(EventResponse(event: Self.bare, role: .organizer)).document.blocks
        guard case let .card(card) = blocks.last else {
            Issue.record("expected the facts card last, got \(blocks)")
            return
        }
        #expect(blocks.count == 3)
        #expect(card.fields.filter { $0.value == Cell("not set", tone: .muted) }.map(\.label) == ["Venue", "Capacity", "Budget"])
        #expect(card.fields.contains(Card.Field("RSVPs close", Cell("when the event ends", tone: .muted))))
        #expect(card.fields.contains(Card.Field("Guest pages", "on")))
        #expect(card.fields.contains(Card.Field("Registration", "closed")))
    }

    @Test(arguments: [(EventStatus.draft, Tone.muted), (.published, .success), (.completed, .primary), (.cancelled, .error)])
    func eachStatusHasItsTone(status: EventStatus, tone: Tone) {
        var event = Self.event
        event.status = status
        let blocks = EventPresenter.dashboard(EventResponse(event: event, role: .owner)).document.blocks
        #expect(blocks.contains(.card(Card(title: "Event", badge: Badge(status.rawValue.uppercased(), tone: tone), fields: [
            Card.Field("Handle", "winter-gala"),
            Card.Field("When", Cell("2026-01-15 18:30 -05:00 – 2026-01-15 22:00 -05:00 (America/New_York)",
                                         time: Cell.Time(spoken: "Thursday 15 January 2026, 18:30–22:00, New York time", datetime: "2026-01-15T18:30:00-05:00"))),
            Card.Field("Venue", "Grand Hall"), Card.Field("Capacity", "120"), Card.Field("Budget", "12,345.67 USD"),
            Card.Field("RSVPs close", Cell("2026-01-10 12:00 -05:00",
                                                time: Cell.Time(spoken: "Saturday 10 January 2026, 12:00, New York time", datetime: "2026-01-10T12:00:00-05:00"))), Card.Field("Guest pages", "off"),
            Card.Field("Answers mailed", "daily"),
            Card.Field("Registration", Cell.time((machine: "2026-01-12 12:00 -05:00", spoken: "Monday 12 January 2026, 12:00, New York time",
                                                    datetime: "2026-01-12T12:00:00-05:00"), before: "open, with approval until ", after: ", up to 2 more each")),
            Card.Field("Your role", "owner"),
        ]))))
    }

    @Test func outcomesAreOneStatusLine() {
        let response = EventResponse(event: Self.event, role: .owner)
        let answers: [(Presentation, String)] = [
            (EventPresenter.created(response, words: .plain), "Created winter-gala"), (EventPresenter.updated(response), "Updated winter-gala"),
            (EventPresenter.deleted(response), "Deleted winter-gala"), (EventPresenter.statusChanged(response), "Published winter-gala"),
        ]
        for (presentation, line) in answers {
            #expect(presentation.document.blocks.first == .status(.success, line, .success))
            #expect(texts(presentation.csv) == [["handle", "title", "status", "startsAt", "timeZone", "role"],
                                                ["winter-gala", "Winter Gala", "published", "2026-01-15T18:30:00-05:00", "America/New_York", "owner"]])
        }
        #expect(EventPresenter.created(response, words: .plain).document.blocks.last
                == .text("Draft: only its members see it. Publish it when it is ready.", .caption, .muted))
        #expect(EventPresenter.updated(response).document.blocks.count == 1)
    }

    @Test(arguments: [(EventStatus.completed, "Completed winter-gala"), (.cancelled, "Cancelled winter-gala")])
    func theStatusLineNamesTheNewStatus(status: EventStatus, line: String) {
        var event = Self.event
        event.status = status
        let presentation = EventPresenter.statusChanged(EventResponse(event: event, role: .owner))
        #expect(presentation.document.blocks == [.status(.success, line, .success)])
    }

    static let members = MemberListResponse(event: event, members: [
        MemberRecord(membership: Membership(eventID: event.id, userID: UserID(UUID()), role: .owner, addedAt: instant("2025-11-01T14:00:00Z")),
                     email: try! EmailAddress("ada@example.org"), displayName: "Ada Lovelace"),
        MemberRecord(membership: Membership(eventID: event.id, userID: UserID(UUID()), role: .staff, addedAt: instant("2026-01-10T09:15:00Z")),
                     email: try! EmailAddress("stan@example.org"), displayName: "Stan"),
    ])

    @Test func membersAsTableCSVAndJSON() throws {
        let presentation = MemberPresenter.list(Self.members)
        #expect(presentation.document.blocks.first == .heading("Members of winter-gala", .section))
        guard case let .table(table) = presentation.document.blocks.last else {
            Issue.record("expected a table last")
            return
        }
        #expect(texts(table) == [
            ["EMAIL", "NAME", "ROLE", "ADDED"],
            ["ada@example.org", "Ada Lovelace", "owner", "2025-11-01 10:00 -04:00"],
            ["stan@example.org", "Stan", "staff", "2026-01-10 04:15 -05:00"],
        ])
        #expect(texts(presentation.csv) == [
            ["email", "name", "role", "addedAt"],
            ["ada@example.org", "Ada Lovelace", "owner", "2025-11-01T10:00:00-04:00"],
            ["stan@example.org", "Stan", "staff", "2026-01-10T04:15:00-05:00"],
        ])
        #expect(try json(presentation) == #"[{"addedAt":"2025-11-01T10:00:00-04:00","email":"ada@example.org","name":"Ada Lovelace","role":"owner"},"#
            + #"{"addedAt":"2026-01-10T04:15:00-05:00","email":"stan@example.org","name":"Stan","role":"staff"}]"#)
    }
}
