import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct ListAgendaTests {
    @Test func sessionsComeDayByDayInTheEventsZoneAndFilter() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Late", day: 1, "23:30", "00:30", room: "Bar")
        try await fixture.add("Keynote", day: 1, "10:00", "11:00", room: "Hall A", track: "Main")
        try await fixture.add("Brunch", day: 2, "10:00", "11:00", room: "hall a", track: "Food")
        let all = try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf"))
        #expect(all.days.map(\.number) == [1, 2])
        #expect(all.days.map { ProgrammeDays.text($0.date) } == ["2026-10-24", "2026-10-25"])
        #expect(all.days.map { $0.sessions.map(\.handle.value) } == [["keynote", "late"], ["brunch"]])
        let hallA = try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf", room: "HALL A"))
        #expect(hallA.days.flatMap(\.sessions).map(\.handle.value) == ["keynote", "brunch"])
        let food = try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf", track: "food"))
        #expect(food.days.flatMap(\.sessions).map(\.handle.value) == ["brunch"])
        let second = try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf", day: 2))
        #expect(second.days.map(\.number) == [2])
    }

    @Test func theViewersZoneIsNamedOnlyWhenItsClocksReadOtherwise() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00")
        func list(_ viewer: String?, _ alsoIn: String? = nil) async throws -> AgendaListResponse {
            try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf", viewerZone: viewer, alsoIn: alsoIn))
        }
        #expect(try await list("Europe/Paris").viewerZone == nil)
        #expect(try await list("Europe/Berlin").viewerZone == nil)
        #expect(try await list("America/New_York").viewerZone == (try TimeZoneID("America/New_York")))
        #expect(try await list("not a zone").viewerZone == nil)
        #expect(try await list("America/New_York", "local").alsoIn == (try TimeZoneID("America/New_York")))
        #expect(try await list(nil, "Asia/Tokyo").alsoIn == (try TimeZoneID("Asia/Tokyo")))
        await #expect(throws: DomainError.invalid(field: "tz", message: "'Mars/Base' is not an IANA time zone; use a name like Europe/Berlin or America/New_York")) {
            try await list(nil, "Mars/Base")
        }
        await #expect(throws: DomainError.invalid(field: "tz", message: "this system's time zone is not an IANA zone; name one instead, like America/New_York")) {
            try await list(nil, "local")
        }
        await #expect(throws: DomainError.invalid(field: "day", message: "0 is not a day of the event; day 1 is 2026-10-24, the day it starts in Europe/Berlin")) {
            try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf", day: 0))
        }
    }
}
