import Domain
import DomainTestSupport
import Foundation
import Testing

/// Times as people say them, judged against Foundation's own calendar for the weekday and the
/// wall clock, in zones either side of UTC, across midnight and across the clocks changing.
@Suite struct SpokenTimeTests {
    @Test func aSpanOnOneDayAndAcrossMidnight() throws {
        let berlin = try TimeZoneID("Europe/Berlin")
        let start = try #require(ISO8601DateFormatter().date(from: "2027-06-12T17:00:00Z"))
        #expect(ZonedTime.spoken(start, start.addingTimeInterval(4 * 3600), in: berlin) == "Saturday 12 June 2027, 19:00–23:00, Berlin time")
        #expect(ZonedTime.spoken(start, start.addingTimeInterval(6 * 3600), in: berlin)
            == "Saturday 12 June 2027, 19:00 – Sunday 13 June 2027, 01:00, Berlin time")
        #expect(ZonedTime.spoken(start, start.addingTimeInterval(1800), in: berlin, sayingZone: false) == "Saturday 12 June 2027, 19:00–19:30")
        #expect(ZonedTime.spoken(start, in: try TimeZoneID("America/New_York")) == "Saturday 12 June 2027, 13:00, New York time")
        #expect(ZonedTime.spoken(start, in: try TimeZoneID("Etc/UTC")) == "Saturday 12 June 2027, 17:00, UTC time")
    }

    @Test(arguments: 1...20) func theWeekdayAndClockAreFoundationsForRandomInstants(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "EEEE d MMMM yyyy, HH:mm"
        for name in ["Europe/Berlin", "Pacific/Kiritimati", "America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kolkata"] {
            let zone = try TimeZoneID(name)
            formatter.timeZone = TimeZone(identifier: name)
            let date = Date(timeIntervalSince1970: Double(Int64.random(in: -2_000_000_000...4_000_000_000, using: &random)))
            let expected = formatter.string(from: date) + ", \(ZonedTime.place(zone)) time"
            #expect(ZonedTime.spoken(date, in: zone) == expected, "\(name) \(date)")
        }
    }
}
