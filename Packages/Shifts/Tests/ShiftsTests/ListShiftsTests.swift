import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Listing shifts: in start order, by the event's day (counted in its zone from the day it
/// starts), and those not full and not cancelled.
@Suite struct ListShiftsTests {
    /// The fest's day `date` falls on, counted here with Foundation's calendar in Berlin.
    static func day(of date: Date, eventStart: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: eventStart), to: calendar.startOfDay(for: date)).day! + 1
    }

    @Test func shiftsAreListedInStartOrderWithTheEventsZone() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Late", "2026-07-11T20:00", "2026-07-11T23:00")
        try await fixture.shift("Early", "2026-07-10T08:00", "2026-07-10T10:00")
        try await fixture.shift("Early too", "2026-07-10T08:00", "2026-07-10T09:00")
        let list = try await fixture.list()
        #expect(list.event == fixture.event.handle)
        #expect(list.zone == fixture.event.timeZone)
        #expect(list.shifts.map(\.number) == [2, 3, 1], "by start, then number")
    }

    /// A day runs midnight to midnight in Berlin: half past midnight on Saturday is the second
    /// day though it is still Friday in UTC.
    @Test func aDayIsCountedInTheEventsZone() async throws {
        let fixture = try await Fixture()
        let starts = ["2026-07-10T12:00", "2026-07-10T23:30", "2026-07-11T00:30", "2026-07-12T10:00", "2026-07-13T02:00", "2026-07-09T22:00"]
        var added: [ShiftItem] = []
        for start in starts {
            added.append(try await fixture.shift("Bar", start, "2026-07-13T06:00"))
        }
        #expect(Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: added[2].starts).day == 10)
        for day in 1...5 {
            let expected = added.filter { Self.day(of: $0.starts, eventStart: fixture.event.startsAt) == day }.map(\.number)
            #expect(try await fixture.list(day: day).shifts.map(\.number) == expected, "day \(day)")
            #expect(try await fixture.list(day: day).all.map(\.number).sorted() == added.map(\.number).sorted(), "the grid's shifts, whatever the day")
        }
        #expect(try await fixture.list(day: 1).shifts.map(\.number) == [1, 2])
        #expect(try await fixture.list(day: 2).shifts.map(\.number) == [3])
        #expect(try await fixture.list(day: 6).shifts.isEmpty)
        #expect(try await fixture.list().shifts.count == 6, "without a day, every shift, the one before the fest too")
    }

    /// The day the clocks go back is 25 hours long; the next still starts at midnight.
    @Test func daysAreCalendarDaysAcrossTheNightTheClocksGoBack() async throws {
        let fixture = try await Fixture()
        try await fixture.moveEvent(starts: "2026-10-24T10:00+02:00", ends: "2026-10-26T18:00+01:00")
        try await fixture.shift("Sat late", "2026-10-24T23:30", "2026-10-25T04:00")
        try await fixture.shift("Sun late", "2026-10-25T23:30", "2026-10-26T01:00")
        try await fixture.shift("Mon early", "2026-10-26T00:00", "2026-10-26T01:00")
        #expect(try await fixture.list(day: 1).shifts.map(\.title) == ["Sat late"])
        #expect(try await fixture.list(day: 2).shifts.map(\.title) == ["Sun late"])
        #expect(try await fixture.list(day: 3).shifts.map(\.title) == ["Mon early"])
    }

    @Test(arguments: [0, -1])
    func aDayBeforeTheFirstIsRefused(_ day: Int) async throws {
        let fixture = try await Fixture()
        let error = await failure { try await fixture.list(day: day) }
        #expect(error?.code == "invalid")
        #expect(error?.field == "day")
    }

    @Test func understaffedMeansNotFullAndNotCancelled() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Walt")
        try await fixture.shift("Full", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.shift("Partial", "2026-07-10T12:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Empty", "2026-07-11T12:00", "2026-07-11T14:00", needs: ["Bar=1"])
        try await fixture.shift("Nobody", "2026-07-10T14:00", "2026-07-10T16:00", needs: ["Bar=0"])
        try await fixture.shift("Cancelled", "2026-07-10T16:00", "2026-07-10T18:00", needs: ["Bar=3"])
        try await fixture.shift("Door short", "2026-07-10T18:00", "2026-07-10T20:00", needs: ["Bar=1", "Door=1"])
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "2")
        try await fixture.assign("6", "1")
        try await fixture.cancel("5")

        let all = try await fixture.list().shifts
        let staffing = Dictionary(uniqueKeysWithValues: all.map { ($0.title, $0.staffing) })
        #expect(staffing == ["Full": .full, "Partial": .partial, "Empty": .empty, "Nobody": .full, "Cancelled": .empty, "Door short": .partial])
        let doorShort = all.first { $0.title == "Door short" }!
        #expect(doorShort.roles.map(\.staffing) == [.full, .empty])

        let understaffed = try await fixture.list(understaffed: true).shifts
        #expect(understaffed.map(\.title) == ["Partial", "Door short", "Empty"])
        #expect(understaffed.map(\.title) == all.filter { !$0.cancelled && $0.staffing != .full }.map(\.title))
        #expect(try await fixture.list(day: 2, understaffed: true).shifts.map(\.title) == ["Empty"])
    }

    @Test func staffListAndShowShifts() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00")
        fixture.signIn(fixture.stan)
        #expect(try await fixture.list().shifts.map(\.title) == ["Bar"])
        #expect(try await fixture.list(understaffed: true).shifts.count == 1)
        #expect(try await fixture.show("#1").number == 1)
        #expect(try await fixture.volunteers().isEmpty)
    }
}
