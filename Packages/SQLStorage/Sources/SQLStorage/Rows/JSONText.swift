import Domain
import Foundation

/// Lists and objects kept as JSON text in one column (a guest's plus-ones and tags, a question's
/// choices, a session's speakers), written by JSONEncoder so the same value is always the
/// same text: a copied row is the same row, and an unchanged one is not rewritten.
enum JSONText {
    static func text(_ list: [String]) -> String {
        if list.isEmpty { return "[]" }
        return text(of: list)
    }

    static func list(_ text: String, table: String) throws(CorruptRow) -> [String] {
        if text == "[]" { return [] }
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
}
