import Domain
import Foundation
import Tasks
import Testing

/// What people type for a due time, what it is said back as, and where it falls.
struct DueRuleTests {
    @Test(arguments: [
        ("3 days before start", "3 days before the start"),
        ("2 hours after the end", "2 hours after the end"),
        ("1 week 2 days before the start", "9 days before the start"),
        ("2 weeks before start", "2 weeks before the start"),
        ("90 minutes before end", "1 hour 30 minutes before the end"),
        ("start", "at the start"),
        ("  At The END ", "at the end"),
        ("1 d 3 h after start", "1 day 3 hours after the start"),
    ])
    func rulesAreReadAndSaidBack(_ typed: String, _ said: String) throws {
        let due = try TaskDueInput.parse(typed, in: TimeZoneID("Europe/Berlin"))
        guard case .relative(let offset) = due else {
            Issue.record("\(typed) did not read as a rule")
            return
        }
        #expect(TaskDueInput.words(offset) == said)
        #expect(try TaskDueInput.parse(said, in: TimeZoneID("Europe/Berlin")) == due)
    }

    @Test(arguments: ["soon", "3 fortnights before start", "three days before start", "3 days around start", "-2 days before start",
                      "40000 days before start", "12/11/2026"])
    func nonsenseIsRefusedNamingTheField(_ typed: String) throws {
        #expect(throws: DomainError.self) { try TaskDueInput.parse(typed, in: TimeZoneID("Europe/Berlin")) }
        do {
            _ = try TaskDueInput.parse(typed, in: TimeZoneID("Europe/Berlin"))
        } catch {
            #expect(error.field == "due")
        }
    }

    @Test func aDateTimeIsFixedAndBlankIsNone() throws {
        let zone = try TimeZoneID("Europe/Berlin")
        #expect(try TaskDueInput.parse("2026-10-20T09:00", in: zone) == .at(try Fixture.instant("2026-10-20T07:00Z")))
        #expect(try TaskDueInput.parse("  ", in: zone) == nil)
    }

    /// The clocks went back on 2026-10-25 in Berlin: 3 days before a 19:00 start on the 27th
    /// is 19:00 on the 24th, 25 hours earlier on the 27th's clock, not 72 hours.
    @Test func daysKeepTheWallClockAcrossAChangeOfClocks() throws {
        let fixture = try DueFixture(start: "2026-10-27T19:00+01:00", zone: "Europe/Berlin")
        let due = TaskOffset(anchor: .start, days: -3).date(for: fixture.event)
        #expect(due == (try Fixture.instant("2026-10-24T19:00+02:00")))
        let hours = TaskOffset(anchor: .start, minutes: -72 * 60).date(for: fixture.event)
        #expect(hours == (try Fixture.instant("2026-10-24T20:00+02:00")))
    }

    /// 02:30 does not exist in Berlin on 2027-03-28: a day before a 02:30 start on the 29th is
    /// 03:30, as far past the skip as 02:30 was past 02:00.
    @Test func aReadingTheClocksSkipLandsPastTheSkip() throws {
        let fixture = try DueFixture(start: "2027-03-29T02:30+02:00", zone: "Europe/Berlin")
        #expect(TaskOffset(anchor: .start, days: -1).date(for: fixture.event) == (try Fixture.instant("2027-03-28T03:30+02:00")))
    }
}

/// An event alone, for due times.
struct DueFixture {
    let event: Event

    init(start: String, hours: Double = 4, zone: String) throws {
        let starts = try Fixture.instant(start)
        let now = Date(timeIntervalSince1970: 0)
        event = Event(id: EventID(UUID()), handle: try Handle("due"), title: "Due", startsAt: starts,
                      endsAt: starts.addingTimeInterval(hours * 3600), timeZone: try TimeZoneID(zone), currency: .euro,
                      createdAt: now, updatedAt: now)
    }
}
