import Domain
import DomainTestSupport
import Foundation
import Testing
@testable import Tickets

/// The tickets section of `events show`.
@Suite struct DashboardTests {
    @Test func sparklinesScaleToThePeak() {
        #expect(Sparkline.text([0, 1, 4, 8]) == "▁▂▅█")
        #expect(Sparkline.text([0, 0]) == "▁▁")
        #expect(Sparkline.text([]) == "")
    }

    @Test func soldRevenueInsideNowAndArrivals() async throws {
        let fixture = try await Fixture()
        #expect(try await TicketsDashboardContributor(fixture.dependencies).section(for: fixture.event) == nil)
        try await fixture.addType("Early bird", price: "10", quota: 5)
        try await fixture.addType("Regular", price: "25.50")
        let early = try await fixture.issue("early-bird", count: 3)
        let regular = try await fixture.issue("regular")
        _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: early[2].ticket.reference))
        let door = try await fixture.door()
        _ = try await door.scan(early[0].code)
        fixture.dependencies.fixedClock.advance(by: 20 * 60)
        _ = try await door.scan(early[1].code)
        _ = try await door.scan(regular[0].code)
        _ = try await fixture.door(.exit).scan(early[0].code)
        let section = try #require(try await TicketsDashboardContributor(fixture.dependencies).section(for: fixture.event))
        #expect(section.key == "tickets")
        #expect(section.items.map(\.label) == ["Early bird", "Regular", "Revenue", "Checked in now", "Arrivals per 15 min"])
        #expect(section.items.map(\.value).prefix(4) == ["2 of 5 sold", "1 sold", "45.50 EUR", "2"])
        #expect(section.items[4].value == "▅▁█ from 2027-01-01 11:30 +01:00, peak 2")
    }
}
