import Domain
import DomainTestSupport
import Foundation
import Testing

/// `ZonedTime` and `WallTime(_:in:)` work from each zone's cached offsets and plain date
/// arithmetic, not Foundation's calendar; they must agree with that calendar everywhere.
struct ZonedTimeCacheTests {
    /// Foundation's reading of an instant, the slow way `ZonedTime` used to take.
    static func reference(_ date: Date, in zone: TimeZoneID) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(c.year!, 4))-\(pad(c.month!, 2))-\(pad(c.day!, 2))T\(pad(c.hour!, 2)):\(pad(c.minute!, 2)):\(pad(c.second!, 2))"
            + ZonedTime.offsetText(zone.timeZone.secondsFromGMT(for: date))
    }

    /// Random instants, to the millisecond, from 1583 to 2200, asked in random order so the
    /// cache learns its stretches out of order, in every zone of the tz database.
    @Test func agreesWithTheCalendarInEveryZone() throws {
        var random = SeededRandom(seed: 2026)
        for name in TimeZoneSamples.zoneNames {
            let zone = try TimeZoneID(name)
            for _ in 0..<40 {
                let date = Date(timeIntervalSince1970: Double(Int64.random(in: -12_212_553_600_000...7_258_118_400_000, using: &random)) / 1000)
                #expect(ZonedTime.iso8601(date, in: zone) == Self.reference(date, in: zone), "\(name) at \(date.timeIntervalSince1970)")
            }
        }
    }

    /// Around each of a zone's transitions (daylight saving time, a half hour on Lord Howe, the
    /// end of local mean time), a millisecond either side.
    @Test(arguments: ["Europe/Berlin", "Australia/Lord_Howe", "America/St_Johns", "Africa/Monrovia", "Asia/Kathmandu", "Pacific/Apia"])
    func agreesAroundTransitions(name: String) throws {
        let zone = try TimeZoneID(name)
        var cursor = Date(timeIntervalSince1970: -2_500_000_000)
        var transitions: [Date] = []
        while let next = zone.timeZone.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 < 2_000_000_000 {
            transitions.append(next)
            cursor = next
        }
        #expect(!transitions.isEmpty)
        for transition in transitions.reversed() {
            for delta in [-0.001, 0, 0.001, -3600, 3600] {
                let date = transition.addingTimeInterval(delta)
                #expect(ZonedTime.iso8601(date, in: zone) == Self.reference(date, in: zone), "\(name) at \(date.timeIntervalSince1970)")
            }
        }
    }

    @Test func beforeTheGregorianCalendarFoundationStillDecides() throws {
        let date = Date(timeIntervalSince1970: -15_000_000_000)
        #expect(ZonedTime.iso8601(date, in: try TimeZoneID("Etc/UTC")) == Self.reference(date, in: try TimeZoneID("Etc/UTC")))
    }

    @Test func displayIsTheISOFormWithoutSecondsAndWithSpaces() throws {
        let zone = try TimeZoneID("Asia/Kolkata")
        let date = Date(timeIntervalSince1970: 1_800_000_000.999)
        #expect(ZonedTime.iso8601(date, in: zone) == "2027-01-15T13:30:00+05:30")
        #expect(ZonedTime.display(date, in: zone) == "2027-01-15 13:30 +05:30")
        #expect(WallTime(date, in: zone) == WallTime(year: 2027, month: 1, day: 15, hour: 13, minute: 30, second: 0))
    }
}
