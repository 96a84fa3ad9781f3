import Foundation

/// An email address, trimmed and lower-cased, so "Ada@Example.org " and "ada@example.org" are
/// one account; without the invisible and direction-changing characters names refuse, so two
/// addresses never display alike. Every address typed anywhere is read through this type.
public struct EmailAddress: Hashable, Sendable, Codable, CustomStringConvertible {
    public let value: String

    public init(_ raw: String, field: String = "email") throws(DomainError) {
        try self.init(raw, field: field, refusingInvisible: true)
    }

    /// An address read back from a store (a column, or JSON through `Decodable`): one stored
    /// before invisible characters were refused still reads, so its list still opens.
    public init(stored raw: String) throws(DomainError) {
        try self.init(raw, field: "email", refusingInvisible: false)
    }

    private init(_ raw: String, field: String, refusingInvisible: Bool) throws(DomainError) {
        if Self.isPlainLowerASCII(raw) {
            value = raw
            return
        }
        // Foundation's trimming is slow, and the addresses of a long list read from the store
        // are already trimmed: it runs only when an end scalar is one it would remove.
        let spaces = CharacterSet.whitespacesAndNewlines
        let padded = raw.unicodeScalars.first.map(spaces.contains) == true || raw.unicodeScalars.last.map(spaces.contains) == true
        let value = (padded ? raw.trimmingCharacters(in: spaces) : raw).lowercased()
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        // As for names: "a\u{200B}b@x.org" would display as "ab@x.org" and be a second guest.
        if refusingInvisible, !value.utf8.allSatisfy({ $0 < 0x80 }) { try UserText.requireVisible(value, field: field) }
        // In ASCII the whitespace, line breaks and controls are the bytes up to the space, and DEL.
        let plain = value.utf8.allSatisfy({ $0 < 0x80 })
            ? value.utf8.count <= 254 && !value.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F })
            : value.count <= 254 && !value.contains(where: { $0.isWhitespace || $0.isNewline })
              // Control characters (escape sequences) would reach terminals through member lists.
              && !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        // The domain's dot looked for bytewise: `contains(".")` on a Substring is Foundation's
        // string search, the slowest step here.
        guard plain, parts.count == 2, !parts[0].isEmpty, parts[1].utf8.contains(UInt8(ascii: ".")),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix(".")
        else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not an email address; write one like ada@example.org")
        }
        self.value = value
    }

    /// The common case, decided in one pass over the bytes without a copy: printable ASCII
    /// with no capital and no space, one "@" after something, and a dot in the domain, neither
    /// first nor last. Everything else (and every refusal) takes the general path above.
    private static func isPlainLowerASCII(_ raw: String) -> Bool {
        let bytes = raw.utf8
        guard bytes.count <= 254 else { return false }
        var ats = 0
        var localLength = 0
        var domainDot = false
        var previous: UInt8 = 0
        for byte in bytes {
            guard byte > 0x20, byte < 0x7F, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) else { return false }
            if byte == UInt8(ascii: "@") {
                ats += 1
                guard previous != 0 else { return false }
            } else if ats == 0 {
                localLength += 1
            } else if byte == UInt8(ascii: ".") {
                guard previous != UInt8(ascii: "@") else { return false }
                domainDot = true
            }
            previous = byte
        }
        return ats == 1 && localLength > 0 && domainDot && previous != UInt8(ascii: ".")
    }

    public var description: String { value }

    public init(from decoder: any Decoder) throws {
        try self.init(stored: decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
