import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct ExportAgendaTests {
    @Test func theEventAndEverySessionBecomeEntriesWithStableUids() async throws {
        let fixture = try await Fixture()
        let keynote = try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A", track: "Main",
                                            speakers: ["Ada <ada@example.org>", "Grace"]).session
        _ = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "keynote", description: "Welcome"))
        let bare = try await fixture.add("Break", "11:00", "11:30").session
        let file = try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf"))
        #expect(file.name == "Conf")
        #expect(file.stampedAt == fixture.dependencies.fixedClock.now())
        #expect(file.entries == [
            CalendarEntry(uid: "event-\(fixture.event.id)@rushday", startsAt: fixture.event.startsAt, endsAt: fixture.event.endsAt,
                          summary: "Conf", location: "Town Hall"),
            CalendarEntry(uid: "session-\(keynote.id)@rushday", startsAt: keynote.startsAt, endsAt: keynote.endsAt, summary: "Keynote",
                          location: "Hall A, Town Hall", notes: "Welcome\n\nSpeakers: Ada <ada@example.org>, Grace", categories: ["Main"]),
            CalendarEntry(uid: "session-\(bare.id)@rushday", startsAt: bare.startsAt, endsAt: bare.endsAt, summary: "Break",
                          location: "Town Hall"),
        ])
        _ = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "keynote", title: "Renamed"))
        let again = try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", session: "keynote"))
        #expect(again.entries.map(\.uid) == ["session-\(keynote.id)@rushday"], "a renamed session keeps its uid")
        #expect(again.entries.map(\.summary) == ["Renamed"])
    }

    @Test func badExportsAreRefused() async throws {
        let fixture = try await Fixture(venue: nil)
        try await fixture.add("Keynote", "10:00", "11:00")
        await #expect(throws: DomainError.notFound(field: "session", message: "no session 'nope' in the programme of 'conf'", next: .listSessions(event: try Handle("conf")))) {
            try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", session: "nope"))
        }
        let export = try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf"))
        #expect(export.entries.last?.location == nil, "no venue, no room: no location")
    }
}
