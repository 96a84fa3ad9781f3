import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// A volunteer's "Add to calendar" (`ExportVolunteerCalendar`): their household's shifts, not
/// cancelled, soonest first, each with a uid that stays the same from one export to the next.
@Suite struct VolunteerCalendarTests {
    /// Vera (#1) and Walt (#2) are one household ("Lovelace", "LOVELACE"), Yves (#3) another,
    /// each with a link (`secrets[n]`). Shifts: #1 Sat bar in the Tent, #2 Fri bar at the Main
    /// bar, #3 Fri late (no place), #4 Sun bar in the Tent. Assigned in this order: Vera #1,
    /// Vera #2, Walt #2, Vera #3, Yves #4, Walt #4.
    static func crew() async throws -> (Fixture, [Int: String]) {
        let fixture = try await Fixture()
        try await fixture.shift("Sat bar", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=2"], place: "Tent")
        try await fixture.shift("Fri bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=2"], place: "Main bar")
        try await fixture.shift("Fri late", "2026-07-10T14:00", "2026-07-10T16:00", needs: ["Bar=2"])
        try await fixture.shift("Sun bar", "2026-07-12T10:00", "2026-07-12T12:00", needs: ["Bar=2"], place: "Tent")
        try await fixture.volunteer("Vera", household: "Lovelace")
        try await fixture.volunteer("Walt", household: "LOVELACE")
        try await fixture.volunteer("Yves", household: "Byron")
        for (shift, volunteer) in [("1", "1"), ("2", "1"), ("2", "2"), ("3", "1"), ("4", "3"), ("4", "2")] {
            try await fixture.assign(shift, volunteer)
        }
        var secrets: [Int: String] = [:]
        for number in 1...3 {
            secrets[number] = try await fixture.link("\(number)").secret
        }
        return (fixture, secrets)
    }

    @Test func theHouseholdsShiftsSoonestFirstWithTheirPlaces() async throws {
        let (fixture, secrets) = try await Self.crew()
        try await fixture.cancel("3")
        fixture.dependencies.fixedClock.advance(by: 60)
        let calendar = try await fixture.calendar(secrets[1]!)
        #expect(calendar.event == (try Handle("fest")))
        #expect(calendar.name.contains("Vera") && calendar.name.contains("Fest"))
        #expect(calendar.stampedAt == fixture.dependencies.fixedClock.now())
        let entries = calendar.entries
        #expect(entries.map(\.startsAt) == (try ["2026-07-10T10:00+02:00", "2026-07-10T10:00+02:00", "2026-07-11T10:00+02:00",
                                                 "2026-07-12T10:00+02:00"].map(Fixture.instant)))
        #expect(entries.map(\.endsAt) == (try ["2026-07-10T12:00+02:00", "2026-07-10T12:00+02:00", "2026-07-11T12:00+02:00",
                                               "2026-07-12T12:00+02:00"].map(Fixture.instant)))
        #expect(entries.map(\.location) == ["Main bar", "Main bar", "Tent", "Tent"])
        #expect(entries.allSatisfy { $0.summary.contains("Fest") })
        #expect(zip(entries, ["Fri bar", "Fri bar", "Sat bar", "Sun bar"]).allSatisfy { $0.summary.contains($1) })
        // Walt's entries name him; Vera's own do not.
        #expect(entries.filter { $0.summary.contains("Walt") }.map(\.summary).allSatisfy { $0.contains("Fri bar") || $0.contains("Sun bar") })
        #expect(entries.filter { $0.summary.contains("Walt") }.count == 2)
        #expect(!entries.contains { $0.summary.contains("Vera") })
        #expect(!entries.contains { $0.summary.contains("Fri late") }, "cancelled")
        #expect(!entries.contains { $0.summary.contains("Yves") })
        #expect(Set(entries.map(\.uid)).count == entries.count, "one uid per seat")
    }

    @Test func uidsAreStableAcrossExports() async throws {
        let (fixture, secrets) = try await Self.crew()
        let first = try await fixture.calendar(secrets[1]!)
        fixture.dependencies.fixedClock.advance(by: 3600)
        let second = try await fixture.calendar(secrets[1]!)
        #expect(second.stampedAt != first.stampedAt)
        #expect(second.entries == first.entries)
        #expect(second.entries.map(\.uid) == first.entries.map(\.uid))
        // The same seat has the same uid in Walt's calendar.
        let walt = try await fixture.calendar(secrets[2]!)
        #expect(Set(walt.entries.map(\.uid)) == Set(first.entries.map(\.uid)))
        // Yves's seat is his own.
        let yves = try await fixture.calendar(secrets[3]!)
        #expect(yves.entries.count == 1 && yves.entries.first?.location == "Tent")
        #expect(!first.entries.map(\.uid).contains(yves.entries.first?.uid ?? ""))
    }

    /// A change elsewhere keeps every other entry's uid: an import updates, never duplicates.
    @Test func uidsSurviveOtherChanges() async throws {
        let (fixture, secrets) = try await Self.crew()
        let before = try await fixture.calendar(secrets[1]!)
        #expect(before.entries.count == 5)
        try await fixture.cancel("3")
        let cancelled = try await fixture.calendar(secrets[1]!)
        #expect(cancelled.entries.count == 4)
        #expect(Set(cancelled.entries.map(\.uid)).isSubset(of: Set(before.entries.map(\.uid))))
        try await fixture.shift("Sun late", "2026-07-12T14:00", "2026-07-12T16:00", needs: ["Bar=1"])
        try await fixture.signUp(secrets[1]!, "5")
        let more = try await fixture.calendar(secrets[1]!)
        #expect(more.entries.count == 5)
        #expect(Set(cancelled.entries.map(\.uid)).isSubset(of: Set(more.entries.map(\.uid))))
        #expect(more.entries.last?.location == nil && more.entries.last?.summary.contains("Sun late") == true)
    }

    @Test func aVolunteerWithNoShiftsHasAnEmptyCalendar() async throws {
        let (fixture, _) = try await Self.crew()
        try await fixture.volunteer("Zoe")
        let secret = try await fixture.link("4").secret
        #expect(try await fixture.calendar(secret).entries.isEmpty)
    }
}
