public import Foundation

/// A typed identifier: `Identifier<User>` and `Identifier<Event>` never mix, though both are UUIDs.
public struct Identifier<Entity>: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UUID

    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    public init?(uuidString: String) {
        guard let uuid = Self.canonical(uuidString) ?? UUID(uuidString: uuidString) else { return nil }
        self.rawValue = uuid
    }

    /// The 8-4-4-4-12 hex form read directly: Foundation parses it with `sscanf`, which was a
    /// tenth of reading a long guest list back from the store.
    private static func canonical(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { utf8 -> UUID? in
            guard utf8.count == 36 else { return nil }
            // Written into the UUID's own bytes: an array for them cost an allocation per row.
            var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let parsed = withUnsafeMutableBytes(of: &uuid) { bytes -> Bool in
                var position = 0
                for index in 0..<16 {
                    if position == 8 || position == 13 || position == 18 || position == 23 {
                        guard utf8[position] == UInt8(ascii: "-") else { return false }
                        position += 1
                    }
                    guard let high = nibble(utf8[position]), let low = nibble(utf8[position + 1]) else { return false }
                    bytes[index] = high << 4 | low
                    position += 2
                }
                return true
            }
            return parsed ? UUID(uuid: uuid) : nil
        }
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The lowercase 8-4-4-4-12 form, written bytewise: Foundation's `uuidString` formats each
    /// byte with `sprintf`, and then it is lowercased, which cost a listing more than its dates.
    public var description: String {
        withUnsafeBytes(of: rawValue.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var position = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    text[position] = Self.hexDigits.utf8Start[Int(byte >> 4)]
                    text[position + 1] = Self.hexDigits.utf8Start[Int(byte & 0x0f)]
                    position += 2
                }
                return position
            }
        }
    }

    private static var hexDigits: StaticString { "0123456789abcdef" }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

public typealias UserID = Identifier<User>
public typealias SessionID = Identifier<UserSession>
public typealias EventID = Identifier<Event>
public typealias GuestID = Identifier<Guest>
public typealias AgendaSessionID = Identifier<AgendaSession>
