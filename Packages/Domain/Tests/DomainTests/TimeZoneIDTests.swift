@testable import Domain
import Foundation
import Testing

struct TimeZoneIDTests {
    @Test(arguments: [("Europe/Berlin", "Europe/Berlin"), ("America/New_York", "America/New_York"),
                      ("Asia/Kolkata", "Asia/Kolkata"), ("America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
                      (" Europe/Berlin ", "Europe/Berlin"),
                      // The canonical names themselves, which were refused.
                      ("Etc/UTC", "Etc/UTC"), ("Etc/GMT-14", "Etc/GMT-14"), ("Etc/GMT+1", "Etc/GMT+1"),
                      // Links are kept as the zone they stand for.
                      ("US/Eastern", "America/New_York"), ("Asia/Calcutta", "Asia/Kolkata"), ("UTC", "Etc/UTC"),
                      ("GMT", "Etc/GMT"), ("Europe/Kiev", "Europe/Kyiv")])
    func acceptsTzDatabaseNamesAndKeepsTheCanonicalOne(text: String, canonical: String) throws {
        #expect(try TimeZoneID(text).identifier == canonical)
    }

    @Test func resolvesToTheZonesRules() throws {
        let kolkata = try TimeZoneID("Asia/Kolkata").timeZone
        #expect(kolkata.secondsFromGMT(for: instant("2026-01-15T00:00:00Z")) == 19_800)
        let berlin = try TimeZoneID("Europe/Berlin").timeZone
        #expect(berlin.secondsFromGMT(for: instant("2026-01-15T00:00:00Z")) == 3600)
        #expect(berlin.secondsFromGMT(for: instant("2026-07-15T00:00:00Z")) == 7200)
        #expect(try TimeZoneID("UTC").timeZone.secondsFromGMT(for: instant("2026-07-15T00:00:00Z")) == 0)
        #expect(try TimeZoneID("Etc/GMT-14").timeZone.secondsFromGMT(for: instant("2026-07-15T00:00:00Z")) == 14 * 3600)
    }

    @Test func anAliasEqualsItsZone() throws {
        #expect(try TimeZoneID("US/Eastern") == TimeZoneID("America/New_York"))
        #expect(try Set([TimeZoneID("UTC"), TimeZoneID("Etc/UTC")]).count == 1)
    }

    /// Every name in the machine's tz database is accepted, and a canonical name is its own.
    @Test func acceptsEveryNameOfTheSystemsDatabase() throws {
        let names = try #require(try? String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8))
            .split(separator: "\n").filter { $0.hasPrefix("Z ") || $0.hasPrefix("L ") }
            .map { line in String(line.split(separator: " ")[line.hasPrefix("Z ") ? 1 : 2]) }
        #expect(names.count > 500)
        for name in names {
            let zone = try TimeZoneID(name)
            #expect(try TimeZoneID(zone.identifier).identifier == zone.identifier, "\(name)")
        }
    }

    // TimeZone(identifier:) itself takes abbreviations and offsets that are no tz database name;
    // names are case-sensitive.
    @Test(arguments: ["PST", "CEST", "GMT+1", "UTC+01:00", "europe/berlin", "Berlin", "", "Mars/Olympus_Mons", "Asia/kolkata",
                      "posix/Europe/Berlin", "right/Europe/Berlin", "zone.tab", "../zoneinfo/UTC"])
    func rejectsNamesTheDatabaseDoesNotHave(text: String) {
        let error = #expect(throws: DomainError.self) { try TimeZoneID(text, field: "timezone") }
        #expect(field(of: error) == "timezone")
        #expect(error?.message.contains("use a name like Europe/Berlin") == true)
    }

    /// A zone read back from a store is looked up by its rules alone, and is the zone written.
    @Test func aStoredCanonicalNameReadsBackAsItsZone() throws {
        for name in ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Etc/UTC", "Australia/Lord_Howe", "Africa/Monrovia"] {
            let stored = try StoredValue.timeZone(name, table: "events")
            #expect(stored == (try TimeZoneID(name)))
            #expect(stored.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_800_000_000))
                    == (try TimeZoneID(name)).timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_800_000_000)))
        }
    }

    /// What no store writes is still a corrupt row: abbreviations, offsets, other cases, paths.
    @Test(arguments: ["PST", "GMT+1", "UTC+01:00", "europe/berlin", "Berlin", "", "Mars/Olympus_Mons", "../zoneinfo/UTC", "/etc/localtime"])
    func aStoredNameThatIsNoZoneIsACorruptRow(text: String) {
        #expect(throws: CorruptRow.self) { try StoredValue.timeZone(text, table: "events") }
    }

    /// Where there is no tzdata.zi, the zone files are the database and a symbolic link names its zone.
    @Test func readsAZoneFolderWithoutTzdataZi() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileManager.default
        for path in ["America", "US", "Etc", "posix/Europe"] {
            try files.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let zoneFile = Data("TZif2".utf8)
        try zoneFile.write(to: folder.appendingPathComponent("America/New_York"))
        try zoneFile.write(to: folder.appendingPathComponent("Etc/UTC"))
        try zoneFile.write(to: folder.appendingPathComponent("posix/Europe/Berlin"))
        try Data("# country codes".utf8).write(to: folder.appendingPathComponent("Zone.tab"))
        try files.createSymbolicLink(atPath: folder.appendingPathComponent("US/Eastern").path, withDestinationPath: "../America/New_York")
        try files.createSymbolicLink(atPath: folder.appendingPathComponent("UTC").path, withDestinationPath: "Etc/UTC")
        #expect(TimeZoneDatabase.load(from: folder) == ["America/New_York": "America/New_York", "Etc/UTC": "Etc/UTC",
                                                        "US/Eastern": "America/New_York", "UTC": "Etc/UTC"])
    }

    @Test func followsALinkToALink() {
        let names = TimeZoneDatabase.names(inZicInput: Data("Z Etc/UTC 0 - UTC\nL Etc/UTC UTC\nL UTC Zulu\nR X 1 2 - - 0 - -\n".utf8))
        #expect(names == ["Etc/UTC": "Etc/UTC", "UTC": "Etc/UTC", "Zulu": "Etc/UTC"])
    }
}
