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
        let response = try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", output: "conf.ics"))
        #expect(response.entries == 3)
        let file = try #require(fixture.dependencies.calendars.contents(of: "conf.ics"))
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
        _ = try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", output: "conf.ics", session: "keynote", replacing: true))
        let again = try #require(fixture.dependencies.calendars.contents(of: "conf.ics"))
        #expect(again.entries.map(\.uid) == ["session-\(keynote.id)@rushday"], "a renamed session keeps its uid")
        #expect(again.entries.map(\.summary) == ["Renamed"])
    }

    @Test func badExportsAreRefused() async throws {
        let fixture = try await Fixture(venue: nil)
        try await fixture.add("Keynote", "10:00", "11:00")
        await #expect(throws: DomainError.invalid(field: "ics", message: "is blank; give the path of the calendar file to write, like agenda.ics")) {
            try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", output: " "))
        }
        await #expect(throws: DomainError.notFound(field: "session", message: "no session 'nope' in the programme of 'conf'", next: .listSessions(event: try Handle("conf")))) {
            try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", output: "a.ics", session: "nope"))
        }
        #expect(fixture.dependencies.calendars.contents(of: "a.ics") == nil)
        _ = try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", output: "a.ics"))
        await #expect(throws: DomainError.cannotCreate(field: "ics", message: "a.ics already exists; choose another file, or replace it")) {
            try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf", output: "a.ics"))
        }
        #expect(fixture.dependencies.calendars.contents(of: "a.ics")?.entries.last?.location == nil, "no venue, no room: no location")
    }
}
