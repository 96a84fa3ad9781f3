import Foundation

/// The short name people type for an event ("summer-gala-2026"): lower-case ASCII letters,
/// digits and single hyphens, 1 to 48 characters, starting with a letter or digit. One character
/// is enough: a guest named "W" or a ticket type "Q" is `w` or `q`, not a fallback.
public struct Handle: Hashable, Sendable, Codable, CustomStringConvertible {
    public let value: String
    public static let maximumLength = 48

    public init(_ raw: String, field: String = "handle") throws(DomainError) {
        // Foundation's trimming is slow, and so is asking a Character whether it is a space; the
        // handles of a long list read from the store start and end with a letter or digit.
        let value = Self.mayNeedTrimming(raw.utf8) ? raw.trimmingCharacters(in: .whitespaces) : raw
        guard Self.isValid(value.utf8) else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not a valid handle; use 1-\(Handle.maximumLength) lower-case letters, digits and single hyphens, like summer-gala-2026")
        }
        self.value = value
    }

    /// Whether either end is a byte a space may start or end with: ASCII blank or control, or
    /// part of a longer character (some of which are spaces).
    private static func mayNeedTrimming(_ bytes: String.UTF8View) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        return first <= 0x20 || first >= 0x7f || last <= 0x20 || last >= 0x7f
    }

    /// Byte by byte, as every allowed character is ASCII: a list of 10,000 guests read back
    /// checks 10,000 handles.
    private static func isValid(_ bytes: String.UTF8View) -> Bool {
        guard (1...maximumLength).contains(bytes.count) else { return false }
        let hyphen = UInt8(ascii: "-")
        // Starting as if after a hyphen refuses a leading one.
        var previous = hyphen
        for byte in bytes {
            let allowed = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (byte == hyphen && previous != hyphen)
            guard allowed else { return false }
            previous = byte
        }
        return previous != hyphen
    }

    /// Derives a handle from a title: accents folded ("Café" -> "cafe"), anything else that is
    /// not a letter or digit becomes one hyphen, cut at a word boundary to fit. Nil when the title
    /// has nothing usable (all punctuation, non-Latin script).
    public static func derived(from title: String) -> Handle? {
        // ASCII has no accents nor widths to fold, only case: an import derives 100,000 of these.
        let folded = title.utf8.allSatisfy({ $0 < 0x80 }) ? title.lowercased()
            : title.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX")).lowercased()
        var slug = ""
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        if slug.count > maximumLength {
            // Cut at the last word boundary that keeps at least half the room; a title like
            // "A <60-letter word>" would otherwise shrink to "a", too short to be a handle.
            let head = slug.prefix(maximumLength + 1)
            if let cut = head.lastIndex(of: "-"), head.distance(from: head.startIndex, to: cut) >= maximumLength / 2 {
                slug = String(slug[..<cut])
            } else {
                slug = String(slug.prefix(maximumLength))
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return try? Handle(slug)
    }

    /// The handle `title` derives (`fallback` when the title has no Latin letters or digits),
    /// numbered "-2", "-3" ... past every one `isTaken` says is taken: how guests, sessions and
    /// the like get handles unique within their event.
    public static func free(from title: String, fallback: Handle, isTaken: (Handle) -> Bool) -> Handle {
        let base = derived(from: title) ?? fallback
        var handle = base
        var number = 1
        while isTaken(handle) {
            number += 1
            handle = base.numbered(number)
        }
        return handle
    }

    /// The same handle with "-2", "-3" ... appended, still within the length limit.
    public func numbered(_ number: Int) -> Handle {
        let suffix = "-\(number)"
        var base = String(value.prefix(Handle.maximumLength - suffix.count))
        while base.hasSuffix("-") { base.removeLast() }
        return (try? Handle(base + suffix)) ?? self
    }

    public var description: String { value }

    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
