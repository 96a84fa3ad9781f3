import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// The "Shifts" section of the event's dashboard (`ShiftsDashboardContributor`): none for an
/// event without shifts; the shifts short of volunteers that run in the next 24 hours (urgent);
/// who is checked in now; the hours worked; how many shifts are fully staffed.
@Suite struct ShiftsDashboardTests {
    static let labels = ["Short in 24 hours", "On shift now", "Hours worked", "Fully staffed"]

    @Test func noSectionWithoutShifts() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.dashboard() == nil, "roles alone are no section")
        try await fixture.volunteer("Vera")
        #expect(try await fixture.dashboard() == nil, "nor a volunteer")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00")
        try await fixture.cancel("1")
        #expect(try await fixture.dashboard() == nil, "nor a cancelled shift")
        try await fixture.shift("Bar", "2026-07-10T14:00", "2026-07-10T18:00")
        let section = try #require(try await fixture.dashboard())
        #expect(section.key == "shifts" && section.title == "Shifts")
        #expect(section.items.map(\.label) == Self.labels)
        #expect(section.items.map(\.value) == ["none", "nobody", "0.0", "0 of 1 shift"])
        #expect(section.items.allSatisfy { !$0.urgent }, "nothing runs in the next 24 hours")
    }

    /// Thursday 12:00 in Berlin. #1 ended; #2 runs now, short; #3 full; #4 cancelled; #5 starts
    /// in exactly 24 hours, its Bar full but not its Door; #6 a minute later.
    @Test func shiftsShortInTheNext24HoursAreUrgent() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Early", "2026-07-09T08:00", "2026-07-09T11:00", needs: ["Bar=1"])
        try await fixture.shift("Now", "2026-07-09T11:00", "2026-07-09T13:00", needs: ["Bar=2"])
        try await fixture.shift("Full", "2026-07-09T14:00", "2026-07-09T16:00", needs: ["Bar=1"])
        try await fixture.shift("Gone", "2026-07-09T16:00", "2026-07-09T18:00", needs: ["Bar=1"])
        try await fixture.shift("Friday", "2026-07-10T12:00", "2026-07-10T14:00", needs: ["Bar=1", "Door=1"])
        try await fixture.shift("Later", "2026-07-10T12:01", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Walt")
        try await fixture.assign("2", "1")
        try await fixture.assign("3", "2")
        try await fixture.assign("5", "2")
        try await fixture.cancel("4")
        try fixture.now("2026-07-09T12:00+02:00")

        let section = try #require(try await fixture.dashboard())
        #expect(section.items.map(\.label) == Self.labels)
        let short = try #require(section.items.first)
        #expect(short.value == "2: #2 Now (1 of 2 Bar), #5 Friday (0 of 1 Door)")
        #expect(short.urgent)
        #expect(section.items.dropFirst().allSatisfy { !$0.urgent })
        #expect(section.items.last?.value == "1 of 5 shifts", "the cancelled one left out")

        // Once Walt is on the door of #5 and someone else on #2, nothing is short.
        try await fixture.volunteer("Xena", roles: ["Door"])
        try await fixture.approve("3", "Door")
        try await fixture.volunteer("Yves")
        try await fixture.assign("5", "3")
        try await fixture.assign("2", "4")
        let staffed = try #require(try await fixture.dashboard())
        #expect(staffed.items.first?.value == "none")
        #expect(staffed.items.first?.urgent == false)
        #expect(staffed.items.last?.value == "3 of 5 shifts")

        // A minute later #6 comes into the next 24 hours.
        fixture.dependencies.fixedClock.advance(by: 60)
        let later = try #require(try await fixture.dashboard())
        #expect(later.items.first?.value == "1: #6 Later (0 of 1 Bar)")
        #expect(later.items.first?.urgent == true)
    }

    @Test func moreThanThreeShortAreCountedAndThreeNamed() async throws {
        let fixture = try await Fixture()
        for hour in [10, 12, 14, 16, 18] {
            try await fixture.shift("Bar \(hour)", "2026-07-10T\(hour):00", "2026-07-10T\(hour + 2):00", needs: ["Bar=1"])
        }
        try fixture.now("2026-07-09T20:00+02:00")
        let short = try #require(try await fixture.dashboard()?.items.first)
        #expect(short.value == "5: #1 Bar 10 (0 of 1 Bar), #2 Bar 12 (0 of 1 Bar), #3 Bar 14 (0 of 1 Bar), …")
        #expect(short.urgent)
    }

    /// Thursday. #1 08:00-11:00: Xena came and never checked out. #2 11:00-13:00: Vera came,
    /// Walt came and left at 11:30, Yves never came. #3 11:30-14:00: Zoe came at 11:48.
    @Test func whoIsOnNowAndTheHoursWorked() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Morning", "2026-07-09T08:00", "2026-07-09T11:00", needs: ["Bar=1"])
        try await fixture.shift("Noon", "2026-07-09T11:00", "2026-07-09T13:00", needs: ["Bar=3"])
        try await fixture.shift("Afternoon", "2026-07-09T11:30", "2026-07-09T14:00", needs: ["Bar=1"])
        for name in ["Vera", "Walt", "Xena", "Yves", "Zoe"] {
            try await fixture.volunteer(name)
        }
        try await fixture.assign("2", "1")
        try await fixture.assign("2", "2")
        try await fixture.assign("1", "3")
        try await fixture.assign("2", "4")
        try await fixture.assign("3", "5")

        let before = try #require(try await fixture.dashboard())
        #expect(before.items[1].value == "nobody" && before.items[2].value == "0.0")

        try fixture.now("2026-07-09T12:00+02:00")
        try await fixture.checkIn("1", "3", at: "2026-07-09T08:00")
        try await fixture.checkIn("2", "1", at: "2026-07-09T11:00")
        try await fixture.checkIn("2", "2", at: "2026-07-09T11:00")
        try await fixture.checkOut("2", "2", at: "2026-07-09T11:30")
        try await fixture.checkIn("3", "5", at: "2026-07-09T11:48")
        let now = try #require(try await fixture.dashboard())
        #expect(now.items[1].label == "On shift now")
        #expect(now.items[1].value == "2: Vera, Zoe", "not Walt (left), Xena (her shift ended), Yves (never came)")
        // Xena 08:00 to the end of her shift at 11:00, Walt half an hour; the others not yet.
        #expect(now.items[2].label == "Hours worked")
        #expect(now.items[2].value == "3.5")
        #expect(now.items.allSatisfy { $0.label == "Short in 24 hours" || !$0.urgent })

        // After every shift: nobody on; Vera 2 hours, Zoe 2.2 more.
        try fixture.now("2026-07-09T14:30+02:00")
        let after = try #require(try await fixture.dashboard())
        #expect(after.items[1].value == "nobody")
        #expect(after.items[2].value == "7.7")
    }
}

private extension Fixture {
    func dashboard() async throws -> DashboardSection? {
        try await ShiftsDashboardContributor(dependencies).section(for: event, seenAs: .owner)
    }
}
