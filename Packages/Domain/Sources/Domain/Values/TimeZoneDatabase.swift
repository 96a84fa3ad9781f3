import Foundation

/// The names the system's tz database knows, each mapped to its canonical name: a zone maps to
/// itself, a link ("US/Eastern", "UTC") to the zone it stands for ("America/New_York", "Etc/UTC").
/// Read once per process, on first use: every event row read from the store asks.
enum TimeZoneDatabase {
    static let canonicalNames: [String: String] = load(from: URL(fileURLWithPath: "/usr/share/zoneinfo"))

    static func load(from folder: URL) -> [String: String] {
        if let text = try? String(contentsOf: folder.appendingPathComponent("tzdata.zi"), encoding: .utf8) {
            return names(inZicInput: text)
        }
        if let names = names(inFolder: folder), !names.isEmpty {
            return names
        }
        // No tz database on disk (a container without tzdata): trust the zones Foundation lists.
        return Dictionary(uniqueKeysWithValues: TimeZone.knownTimeZoneIdentifiers.map { ($0, $0) })
    }

    /// tzdata.zi is the whole database as zic input: `Z name ...` declares a zone,
    /// `L target alias` a link. It is the one source that names links on every distribution
    /// (some install links as symbolic links, some as hard links or copies).
    static func names(inZicInput text: String) -> [String: String] {
        var names: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("Z ") || line.hasPrefix("L ") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2 else { continue }
            if fields[0] == "Z" {
                names[String(fields[1])] = String(fields[1])
            } else if fields.count >= 3 {
                names[String(fields[2])] = String(fields[1])
            }
        }
        // zic allows a link to a link: follow each to its zone (a few hops; zic refuses cycles).
        for (name, target) in names where names[target] != target {
            var zone = target
            for _ in 0..<8 { zone = names[zone] ?? zone }
            names[name] = zone
        }
        return names
    }

    /// Without tzdata.zi, the zone files themselves: a symbolic link names its zone. `posix/` and
    /// `right/` are copies of the database under other rules (`right/` counts leap seconds),
    /// not names.
    private static func names(inFolder folder: URL) -> [String: String]? {
        let root = folder.resolvingSymlinksInPath().path + "/"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return nil }
        var names: [String: String] = [:]
        while let name = walker.nextObject() as? String {
            guard !name.hasPrefix("posix/"), !name.hasPrefix("right/"), name.first?.isUppercase == true,
                  isZoneFile(root + name)
            else { continue }
            let target = URL(fileURLWithPath: root + name).resolvingSymlinksInPath().path
            names[name] = target.hasPrefix(root) ? String(target.dropFirst(root.count)) : name
        }
        return names
    }

    /// Zone files start with the magic "TZif"; the folder also holds tables and notes.
    private static func isZoneFile(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data("TZif".utf8)
    }
}
