/// Name-value pairs of a query or an `application/x-www-form-urlencoded` body, decoded byte by
/// byte: `+` is a space, `%XX` a byte, and each name and value must then be UTF-8. Text that is
/// not is never repaired into U+FFFD (what a person typed is stored as typed, or refused): the
/// first field holding such bytes is named in `invalid`, and the server refuses the request.
struct FormFields {
    /// The first value of each name; a name given twice keeps its first.
    private(set) var values: [String: String] = [:]
    /// The first field whose name or value is not UTF-8 once decoded.
    private(set) var invalid: String?

    init(_ bytes: some Collection<UInt8>) {
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let nameBytes = Self.decoded(parts[0]), valueBytes = parts.count > 1 ? Self.decoded(parts[1]) : []
            guard let name = String(validating: nameBytes, as: UTF8.self) else {
                invalid = invalid ?? String(decoding: nameBytes, as: UTF8.self)
                continue
            }
            guard let value = String(validating: valueBytes, as: UTF8.self) else {
                invalid = invalid ?? name
                continue
            }
            if values[name] == nil { values[name] = value }
        }
    }

    private static func decoded(_ text: some Collection<UInt8>) -> [UInt8] {
        let text = Array(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < text.count, let high = hex(text[index + 1]), let low = hex(text[index + 2]) {
                bytes.append(high << 4 | low)
                index += 2
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return bytes
    }

    private static func hex(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
