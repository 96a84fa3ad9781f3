import Foundation
import Synchronization

/// A stored value that no longer passes Domain's rules (edited by hand, or damaged): what every
/// store reports, in its own words, instead of trapping.
public struct CorruptRow: Error {
    public let table: String
    public let detail: String

    public init(table: String, detail: String) {
        self.table = table
        self.detail = detail
    }
}

/// Domain values read back from a store's text columns, failing as `CorruptRow`: the same
/// reading for every store.
public enum StoredValue {
    /// Through `Identifier(uuidString:)`, which reads the canonical form bytewise (Foundation's
    /// parser goes through sscanf on Linux, a quarter of reading 30,000 tickets).
    public static func identifier<Entity>(_ text: String, table: String) throws(CorruptRow) -> Identifier<Entity> {
        guard let id = Identifier<Entity>(uuidString: text) else {
            throw CorruptRow(table: table, detail: "'\(text)' is not a UUID")
        }
        return id
    }

    public static func email(_ text: String, table: String) throws(CorruptRow) -> EmailAddress {
        try domainValue(table) { () throws(DomainError) in try EmailAddress(stored: text) }
    }

    public static func handle(_ text: String, table: String) throws(CorruptRow) -> Handle {
        try domainValue(table) { () throws(DomainError) in try Handle(text) }
    }

    public static func timeZone(_ text: String, table: String) throws(CorruptRow) -> TimeZoneID {
        if let zone = zones.withLock({ $0[text] }) { return zone }
        let zone = try domainValue(table) { () throws(DomainError) in try TimeZoneID(stored: text) }
        zones.withLock { $0[text] = zone }
        return zone
    }

    public static func currency(_ text: String, table: String) throws(CorruptRow) -> Currency {
        if let currency = currencies.withLock({ $0[text] }) { return currency }
        let currency = try domainValue(table) { () throws(DomainError) in try Currency(code: text) }
        currencies.withLock { $0[text] = currency }
        return currency
    }

    /// The few zones and currencies of a long list, each read once: checking a name costs more
    /// than looking up its answer (a tenth of a 10,000-event list). Failures are not kept.
    private static let zones = Mutex<[String: TimeZoneID]>([:])
    private static let currencies = Mutex<[String: Currency]>([:])

    public static func raw<Value: RawRepresentable<String>>(_ text: String, table: String) throws(CorruptRow) -> Value {
        guard let value = Value(rawValue: text) else {
            throw CorruptRow(table: table, detail: "'\(text)' is not a known \(Value.self)")
        }
        return value
    }

    private static func domainValue<Value>(_ table: String, _ make: () throws(DomainError) -> Value) throws(CorruptRow) -> Value {
        do {
            return try make()
        } catch {
            throw CorruptRow(table: table, detail: error.message)
        }
    }
}
