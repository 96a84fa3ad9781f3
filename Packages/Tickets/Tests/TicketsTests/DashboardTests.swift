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
        #expect(try await TicketsDashboardContributor(fixture.dependencies).section(for: fixture.event, seenAs: .owner) == nil)
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
        let section = try #require(try await TicketsDashboardContributor(fixture.dependencies).section(for: fixture.event, seenAs: .owner))
        #expect(section.key == "tickets")
        #expect(section.items.map(\.label) == ["Early bird", "Regular", "Revenue", "Checked in now", "Arrivals per 15 min"])
        #expect(section.items.map(\.value).prefix(4) == ["2 of 5 sold", "1 sold", "45.50 EUR", "2"])
        #expect(section.items[4].value == "▅▁█ from 2027-01-01 11:30 +01:00, peak 2")
    }

    /// Scans a door's clock dated far outside the event (stored before uploads were checked)
    /// never push the event's own arrivals out of the chart, which ends at the latest arrival.
    @Test func arrivalsKeepToTheEventsWindow() throws {
        let at = Date(timeIntervalSince1970: 1_800_000_000)
        let event = Event(id: EventID(UUID()), handle: try Handle("gala"), title: "Gala", startsAt: at, endsAt: at.addingTimeInterval(200 * 900),
                          timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro, createdAt: at.addingTimeInterval(-86_400), updatedAt: at)
        let tonight = event.startsAt.addingTimeInterval(3600)
        func entry(_ at: Date) -> CheckInScan {
            CheckInScan(ticketID: TicketID(UUID()), eventID: event.id, direction: .entry, device: "door", at: at, nonce: nil)
        }
        let entries = [entry(Date(timeIntervalSince1970: -62_135_596_800)), entry(tonight), entry(tonight.addingTimeInterval(60)),
                       entry(event.endsAt.addingTimeInterval(400 * 86_400))]
        let chart = TicketsDashboardContributor.arrivals(entries, of: event)
        #expect(chart.hasSuffix("peak 2"), "\(chart)")
        #expect(chart.contains("from \(ZonedTime.display(Date(timeIntervalSince1970: (tonight.timeIntervalSince1970 / 900).rounded(.down) * 900), in: event.timeZone))"),
                "\(chart)")
        let long = (0..<200).map { entry(event.startsAt.addingTimeInterval(Double($0) * 900)) }
        #expect(TicketsDashboardContributor.arrivals(long, of: event).contains("from \(ZonedTime.display(long[104].at, in: event.timeZone))"),
                "the latest 96 quarter hours")
    }
}
