import Domain
import Testing

struct TimeZoneIDTests {
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Asia/Calcutta", "America/Argentina/Buenos_Aires",
                      "UTC", " Europe/Berlin "])
    func acceptsIANANames(text: String) throws {
        let zone = try TimeZoneID(text)
        #expect(zone.identifier == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func resolvesToTheZonesRules() throws {
        let kolkata = try TimeZoneID("Asia/Kolkata").timeZone
        #expect(kolkata.secondsFromGMT(for: instant("2026-01-15T00:00:00Z")) == 19_800)
        let berlin = try TimeZoneID("Europe/Berlin").timeZone
        #expect(berlin.secondsFromGMT(for: instant("2026-01-15T00:00:00Z")) == 3600)
        #expect(berlin.secondsFromGMT(for: instant("2026-07-15T00:00:00Z")) == 7200)
        #expect(try TimeZoneID("UTC").timeZone.secondsFromGMT(for: instant("2026-07-15T00:00:00Z")) == 0)
    }

    // TimeZone(identifier:) itself accepts these; they carry no daylight-saving rules of a
    // place (or, for GMT+1, a sign people misread), so RushDay refuses them.
    @Test(arguments: ["CET", "EST", "PST", "GMT+1", "Etc/GMT+1", "europe/berlin", "Berlin", "", "Mars/Olympus", "Asia/kolkata"])
    func rejectsAbbreviationsAndUnknownNames(text: String) {
        let error = #expect(throws: DomainError.self) { try TimeZoneID(text, field: "timezone") }
        #expect(field(of: error) == "timezone")
        #expect(error?.message.contains("use a name like Europe/Berlin") == true)
    }
}
