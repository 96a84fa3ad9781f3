import Domain
import Foundation

/// Lists and objects kept as JSON text in one column (a guest's plus-ones and tags, a question's
/// choices, a session's speakers), written by JSONEncoder so the same value is always the
/// same text: a copied row is the same row, and an unchanged one is not rewritten.
enum JSONText {
    /// The same text as `JSONEncoder` makes of the list (`["a","b"]`), written directly when
    /// every character is printable ASCII that needs no escape (`"`, `\\` and `/` do), which is
    /// nearly always; otherwise through the encoder. An import of 100,000 guests would
    /// otherwise make two encoders per row.
    static func text(_ list: [String]) -> String {
        if list.isEmpty { return "[]" }
        if list.allSatisfy(isPlain) { return "[\"" + list.joined(separator: "\",\"") + "\"]" }
        return text(of: list)
    }

    static func list(_ text: String, table: String) throws(CorruptRow) -> [String] {
        if let plain = plainList(text) { return plain }
        return try value([String].self, text, table: table, detail: "a JSON array of text")
    }

    /// `sortingKeys` for a dictionary, so equal ones are equal text.
    static func text(of value: some Encodable, sortingKeys: Bool = false) -> String {
        let encoder = JSONEncoder()
        if sortingKeys { encoder.outputFormatting = .sortedKeys }
        // Encoding strings, arrays and dictionaries of them cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    static func value<T: Decodable>(_ type: T.Type, _ text: String, table: String, detail: String) throws(CorruptRow) -> T {
        guard let value = try? JSONDecoder().decode(type, from: Data(text.utf8)) else {
            throw CorruptRow(table: table, detail: "'\(text)' is not \(detail)")
        }
        return value
    }

    /// Printable ASCII other than `"`, `\\` and `/`: what `JSONEncoder` writes unescaped.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
            && $0 != UInt8(ascii: "/") }
    }

    /// `[]`, or `["a","b"]` with no backslash (so no element holds an escape or a quote), read
    /// without a decoder; nil for anything else, which the decoder reads.
    private static func plainList(_ text: String) -> [String]? {
        if text == "[]" { return [] }
        let utf8 = Array(text.utf8)
        guard utf8.count >= 4, utf8[0] == UInt8(ascii: "["), utf8[1] == UInt8(ascii: "\""),
              utf8[utf8.count - 2] == UInt8(ascii: "\""), utf8[utf8.count - 1] == UInt8(ascii: "]"),
              !utf8.contains(UInt8(ascii: "\\")) else { return nil }
        let inner = utf8[2..<(utf8.count - 2)]
        var items: [String] = []
        var start = inner.startIndex
        var index = inner.startIndex
        while index < inner.endIndex {
            let byte = inner[index]
            if byte == UInt8(ascii: "\"") {
                // Only `","` may hold a quote inside.
                guard index + 2 < inner.endIndex, inner[index + 1] == UInt8(ascii: ","),
                      inner[index + 2] == UInt8(ascii: "\"") else { return nil }
                items.append(String(decoding: inner[start..<index], as: UTF8.self))
                index += 3
                start = index
            } else if byte < 0x20 {
                return nil
            } else {
                index += 1
            }
        }
        items.append(String(decoding: inner[start..<inner.endIndex], as: UTF8.self))
        return items
    }
}
