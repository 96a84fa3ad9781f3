import Foundation

/// The names the system's tz database knows, each mapped to its canonical name: a zone maps to
/// itself, a link ("US/Eastern", "UTC") to the zone it stands for ("America/New_York", "Etc/UTC").
/// Read once per process, on first use: every event row read from the store asks.
enum TimeZoneDatabase {
    static let canonicalNames: [String: String] = load(from: folder)

    /// The system's tz database, whose files Foundation reads a zone's rules from.
    private static let folder = URL(fileURLWithPath: "/usr/share/zoneinfo")

    /// Whether the system's database has a zone file by this name (a zone or a link).
    static func hasZoneFile(named name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    static func load(from folder: URL) -> [String: String] {
        if let zic = FileManager.default.contents(atPath: folder.appendingPathComponent("tzdata.zi").path) {
            return names(inZicInput: zic)
        }
        if let names = names(inFolder: folder), !names.isEmpty {
            return names
        }
        // No tz database on disk (a container without tzdata): trust the zones Foundation lists.
        return Dictionary(uniqueKeysWithValues: TimeZone.knownTimeZoneIdentifiers.map { ($0, $0) })
    }

    /// tzdata.zi is the whole database as zic input: `Z name ...` declares a zone,
    /// `L target alias` a link. It is the one source that names links on every distribution
    /// (some install links as symbolic links, some as hard links or copies). Read as bytes:
    /// splitting its 100 kB into Characters took 4 ms of every listing's start, bytes 0.5 ms.
    static func names(inZicInput zic: Data) -> [String: String] {
        let (zone, link, space) = (UInt8(ascii: "Z"), UInt8(ascii: "L"), UInt8(ascii: " "))
        var names: [String: String] = [:]
        zic.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for line in bytes.split(separator: UInt8(ascii: "\n")) where line.count > 2 && line[line.startIndex + 1] == space {
                let kind = line[line.startIndex]
                guard kind == zone || kind == link else { continue }
                let fields = line.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
                if kind == zone, fields.count >= 2 {
                    names[fields[1]] = fields[1]
                } else if fields.count >= 3 {
                    names[fields[2]] = fields[1]
                }
            }
        }
        // zic allows a link to a link: follow each to its zone (a few hops; zic refuses cycles).
        for (name, target) in names where names[target] != target {
            var end = target
            for _ in 0..<8 { end = names[end] ?? end }
            names[name] = end
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
