import Domain
import DomainTestSupport
import Foundation
import Testing

struct ZonedTimeTests {
    @Test func showsTheZonesOffsetInWinterAndSummer() {
        #expect(ZonedTime.display(instant("2026-12-12T18:00:00Z"), in: berlin) == "2026-12-12 19:00 +01:00")
        #expect(ZonedTime.display(instant("2026-07-01T18:00:00Z"), in: berlin) == "2026-07-01 20:00 +02:00")
        #expect(ZonedTime.display(instant("2026-01-15T23:30:00Z"), in: newYork) == "2026-01-15 18:30 -05:00")
        #expect(ZonedTime.display(instant("2026-01-15T23:30:00Z"), in: kolkata) == "2026-01-16 05:00 +05:30")
    }

    @Test func writesISO8601WithTheOffset() {
        #expect(ZonedTime.iso8601(instant("2026-12-12T18:00:05Z"), in: berlin) == "2026-12-12T19:00:05+01:00")
        #expect(ZonedTime.iso8601(instant("2026-01-15T23:30:00Z"), in: newYork) == "2026-01-15T18:30:00-05:00")
        #expect(ZonedTime.iso8601(instant("2026-01-15T23:30:00Z"), in: try! TimeZoneID("UTC")) == "2026-01-15T23:30:00+00:00")
    }

    @Test func isoOutputReadsBackAsTheSameInstant() throws {
        let original = instant("2026-10-25T01:30:00Z")
        let text = ZonedTime.iso8601(original, in: berlin)
        #expect(text == "2026-10-25T02:30:00+01:00")
        #expect(try DateTimeInput.parse(text, in: newYork, field: "starts") == original)
    }

    @Test func offsetText() {
        #expect(ZonedTime.offsetText(0) == "+00:00")
        #expect(ZonedTime.offsetText(3600) == "+01:00")
        #expect(ZonedTime.offsetText(-18_000) == "-05:00")
        #expect(ZonedTime.offsetText(19_800) == "+05:30")
        #expect(ZonedTime.offsetText(-34_200) == "-09:30")
        #expect(ZonedTime.offsetText(3208) == "+00:53:28")
        #expect(ZonedTime.offsetText(-2670) == "-00:44:30")
        #expect(ZonedTime.offsetText(-1) == "-00:00:01")
    }

    /// Before about 1900 zones kept local mean time, whose offset has seconds: cut to minutes,
    /// the printed instant would be wrong by those seconds.
    @Test func keepsTheSecondsOfAnOffset() throws {
        #expect(ZonedTime.display(instant("1890-06-01T11:06:32Z"), in: berlin) == "1890-06-01 12:00 +00:53:28")
        #expect(ZonedTime.iso8601(instant("1890-06-01T11:06:32Z"), in: berlin) == "1890-06-01T12:00:00+00:53:28")
        let monrovia = try TimeZoneID("Africa/Monrovia")
        #expect(ZonedTime.iso8601(instant("1960-06-01T12:00:00Z"), in: monrovia) == "1960-06-01T11:15:30-00:44:30")
        #expect(ZonedTime.iso8601(instant("1972-06-01T12:00:00Z"), in: monrovia) == "1972-06-01T12:00:00+00:00")
        #expect(try DateTimeInput.parse("1890-06-01T12:00", in: berlin, field: "starts") == instant("1890-06-01T11:06:32Z"))
    }

    /// Whatever the zone and era, what JSON and CSV print reads back as the same instant.
    @Test func isoOutputReadsBackInEveryZoneAndEra() throws {
        for (index, name) in TimeZoneSamples.zoneNames.enumerated() {
            let zone = try TimeZoneID(name)
            for year in stride(from: 1850 + index % 7, through: 2040, by: 23) {
                let original = instant("\(year)-0\(1 + index % 9)-1\(index % 10)T\(10 + index % 13):17:4\(index % 10)Z")
                let text = ZonedTime.iso8601(original, in: zone)
                #expect(try DateTimeInput.parse(text, in: tokyo, field: "starts") == original, "\(name): \(text)")
            }
        }
    }

    /// Foundation's `.iso8601` style is the judge of the UTC form, across the years ISO 8601's
    /// four digits cover, whole seconds and parts of one, before 1970 and after.
    @Test func utcMatchesFoundationsISO8601Style() {
        var random = SeededRandom(seed: 23)
        for _ in 0..<3_000 {
            let date = Date(timeIntervalSince1970: Double.random(in: -11_000_000_000...250_000_000_000, using: &random))
            #expect(ZonedTime.utcISO8601(date) == date.formatted(.iso8601), "\(date.timeIntervalSince1970)")
        }
        #expect(ZonedTime.utcISO8601(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(ZonedTime.utcISO8601(Date(timeIntervalSince1970: -0.5)) == Date(timeIntervalSince1970: -0.5).formatted(.iso8601))
    }
}
