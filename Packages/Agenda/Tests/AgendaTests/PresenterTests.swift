import Agenda
import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct PresenterTests {
    func json(_ presentation: Presentation) throws -> Any {
        let text = try OutputRenderer(capabilities: .init()).render(presentation, as: .json)
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func aSessionsJSONHasEveryKeyNullWhenNotSet() async throws {
        let fixture = try await Fixture()
        let response = try await fixture.add("Talk", "10:00", "11:00")
        let object = try #require(try json(AgendaPresenter.added(response)) as? [String: Any])
        let session = try #require(object["session"] as? [String: Any])
        #expect(Set(session.keys) == ["handle", "title", "day", "startsAt", "endsAt", "room", "track", "speakers", "description",
                                       "capacity", "alsoIn", "createdAt", "updatedAt"])
        for key in ["room", "track", "description", "capacity", "alsoIn"] { #expect(session[key] is NSNull, "\(key)") }
        #expect(object["conflicts"] as? [Any] != nil)
    }

    @Test func listSaysOnceThatTheViewersClocksDifferAndDrawsTimelines() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", day: 1, "10:00", "11:00", room: "Hall A", track: "Main")
        try await fixture.add("Lunch", day: 2, "12:00", "13:00", room: "Foyer", track: "Food")
        let response = try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf", viewerZone: "America/New_York"))
        let text = TerminalRenderer(capabilities: .init(unicode: true, width: 120)).render(AgendaPresenter.list(response, timeline: false, words: .plain).document)
        #expect(text.components(separatedBy: "your zone, America/New_York, shows other clock times").count == 2)
        #expect(text.contains("Day 1 · 2026-10-24") && text.contains("Day 2 · 2026-10-25"))
        #expect(text.contains("10:00–11:00 +02:00") && text.contains("12:00–13:00 +01:00"))
        let drawn = AgendaPresenter.list(response, timeline: true, words: .plain).document.blocks.compactMap { block -> Timeline? in
            if case let .timeline(timeline) = block { return timeline } else { return nil }
        }
        #expect(drawn.count == 2)
        #expect(drawn[0].lanes.map(\.title) == ["Hall A"])
        #expect(drawn[1].legend == [Timeline.LegendItem(label: "Food", series: 1)], "a track keeps its colour from day to day")
        let csv = try OutputRenderer(capabilities: .init()).render(AgendaPresenter.list(response, timeline: false, words: .plain), as: .csv)
        #expect(csv.hasPrefix("handle,title,day,startsAt,endsAt,room,track,speakers,description,capacity,createdAt,updatedAt\nkeynote,Keynote,1,2026-10-24T10:00:00+02:00,"))
    }

    /// Past midnight is "+1 day"; further on, the real number of days, counted on the calendar.
    @Test func aSessionSaysHowManyDaysLaterItEnds() async throws {
        let fixture = try await Fixture()
        let night = try await fixture.add("Night", "23:00", "01:30")
        let long = try await fixture.add("Residency", day: nil, "2026-10-24T10:00", "2027-02-01T10:00")
        let render = { (presentation: Presentation) in TerminalRenderer(capabilities: .init(width: 200)).render(presentation.document) }
        #expect(render(AgendaPresenter.added(night)).contains("2026-10-24 23:00–01:30 +02:00 (+1 day)"))
        #expect(render(AgendaPresenter.added(long)).contains("2026-10-24 10:00 +02:00–10:00 +01:00 (+100 days)"))
        #expect(render(AgendaPresenter.show(long)).contains("(+100 days)"))
    }
}
