import Domain
import Foundation
import Synchronization

/// A stored value that no longer passes Domain's rules (edited by hand, or damaged).
struct CorruptRow: Error {
    let table: String
    let detail: String
}

/// Domain values read back from text columns, failing as `CorruptRow` rather than trapping.
enum StoredValue {
    static func identifier<Entity>(_ text: String, table: String) throws(CorruptRow) -> Identifier<Entity> {
        guard let uuid = uuid(text) else {
            throw CorruptRow(table: table, detail: "'\(text)' is not a UUID")
        }
        return Identifier(uuid)
    }

    /// The 8-4-4-4-12 hex form, read bytewise: Foundation's `UUID(uuidString:)` goes through
    /// sscanf on Linux, a quarter of reading an event's 30,000 tickets.
    static func uuid(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { bytes -> UUID? in
            guard bytes.count == 36, bytes[8] == 0x2D, bytes[13] == 0x2D, bytes[18] == 0x2D, bytes[23] == 0x2D else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let parsed = withUnsafeMutableBytes(of: &value) { out -> Bool in
                var index = 0
                for byte in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 { index += 1 }
                    guard let high = hexDigit(bytes[index]), let low = hexDigit(bytes[index + 1]) else { return false }
                    out[byte] = high << 4 | low
                    index += 2
                }
                return true
            }
            return parsed ? UUID(uuid: value) : nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x61...0x66: byte - 0x61 + 10
        case 0x41...0x46: byte - 0x41 + 10
        default: nil
        }
    }

    static func email(_ text: String, table: String) throws(CorruptRow) -> EmailAddress {
        try domainValue(table) { () throws(DomainError) in try EmailAddress(text) }
    }

    static func handle(_ text: String, table: String) throws(CorruptRow) -> Handle {
        try domainValue(table) { () throws(DomainError) in try Handle(text) }
    }

    static func timeZone(_ text: String, table: String) throws(CorruptRow) -> TimeZoneID {
        if let zone = zones.withLock({ $0[text] }) { return zone }
        let zone = try domainValue(table) { () throws(DomainError) in try TimeZoneID(text) }
        zones.withLock { $0[text] = zone }
        return zone
    }

    static func currency(_ text: String, table: String) throws(CorruptRow) -> Currency {
        if let currency = currencies.withLock({ $0[text] }) { return currency }
        let currency = try domainValue(table) { () throws(DomainError) in try Currency(code: text) }
        currencies.withLock { $0[text] = currency }
        return currency
    }

    /// The few zones and currencies of a long list, each read once: checking a name costs more
    /// than looking up its answer (a tenth of a 10,000-event list). Failures are not kept.
    private static let zones = Mutex<[String: TimeZoneID]>([:])
    private static let currencies = Mutex<[String: Currency]>([:])

    static func raw<Value: RawRepresentable<String>>(_ text: String, table: String) throws(CorruptRow) -> Value {
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
