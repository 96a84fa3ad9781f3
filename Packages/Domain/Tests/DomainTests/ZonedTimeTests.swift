import Domain
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
    }
}
