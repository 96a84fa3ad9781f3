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
        let text = TerminalRenderer(capabilities: .init(unicode: true, width: 120)).render(AgendaPresenter.list(response, timeline: false).document)
        #expect(text.components(separatedBy: "your zone, America/New_York, shows other clock times").count == 2)
        #expect(text.contains("Day 1 · 2026-10-24") && text.contains("Day 2 · 2026-10-25"))
        #expect(text.contains("10:00–11:00 +02:00") && text.contains("12:00–13:00 +01:00"))
        let drawn = AgendaPresenter.list(response, timeline: true).document.blocks.compactMap { block -> Timeline? in
            if case let .timeline(timeline) = block { return timeline } else { return nil }
        }
        #expect(drawn.count == 2)
        #expect(drawn[0].lanes.map(\.title) == ["Hall A"])
        #expect(drawn[1].legend == [Timeline.LegendItem(label: "Food", series: 1)], "a track keeps its colour from day to day")
        let csv = try OutputRenderer(capabilities: .init()).render(AgendaPresenter.list(response, timeline: false), as: .csv)
        #expect(csv.hasPrefix("handle,title,day,startsAt,endsAt,room,track,speakers,description,capacity,createdAt,updatedAt\nkeynote,Keynote,1,2026-10-24T10:00:00+02:00,"))
    }
}
