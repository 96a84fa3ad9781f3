import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct NextUpTests {
    @Test func theNextSessionsNotYetOverWithTheirRooms() async throws {
        let fixture = try await Fixture()
        let contributor = NextUpDashboardContributor(fixture.dependencies)
        #expect(try await contributor.section(for: fixture.event, seenAs: .owner) == nil, "no programme, no section")
        try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A")
        try await fixture.add("Panel", "11:00", "12:00")
        try await fixture.add("Lunch", "12:00", "13:00", room: "Foyer")
        try await fixture.add("Party", "20:00", "23:00")
        let clock = fixture.dependencies.fixedClock
        clock.advance(by: (try Fixture.instant("2026-10-24T09:30Z")).timeIntervalSince(clock.now()))
        let section = try #require(try await contributor.section(for: fixture.event, seenAs: .owner))
        #expect(section.key == "agenda")
        #expect(section.items == [
            .init(label: "2026-10-24 11:00–12:00 +02:00", value: "Panel"),
            .init(label: "2026-10-24 12:00–13:00 +02:00", value: "Lunch · Foyer"),
            .init(label: "2026-10-24 20:00–23:00 +02:00", value: "Party"),
        ])
        clock.advance(by: 86_400 * 2)
        #expect(try await contributor.section(for: fixture.event, seenAs: .owner)?.items == [.init(label: "Programme", value: "over")])
    }
}
