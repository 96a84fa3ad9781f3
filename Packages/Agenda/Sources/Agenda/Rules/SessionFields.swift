import Domain
import Foundation

/// The rules for what people type about a session; each error names its field as the request
/// calls it (`title`, `room`, `speaker` ...). On update the exact empty text "" clears an
/// optional field; blank text is never "none".
enum SessionFields {
    static let longestLine = 200
    static let longestDescription = 5_000
    static let capacityRange = 1...100_000

    static func title(_ raw: String) throws(DomainError) -> String {
        let title = raw.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { throw .invalid(field: "title", message: "is blank; give the session a title, like \"Opening keynote\"") }
        return try line(title, field: "title")
    }

    /// A room or a track: one line, trimmed.
    static func label(_ raw: String, field: String) throws(DomainError) -> String {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw .invalid(field: field, message: "is blank; give a name, or leave it out") }
        return try line(text, field: field)
    }

    static func description(_ raw: String) throws(DomainError) -> String {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .invalid(field: "description", message: "is blank; give some text, or leave it out") }
        try UserText.validate(text, field: "description", allowingLineBreaks: true)
        guard text.count <= longestDescription else {
            throw .invalid(field: "description", message: "is \(text.count) characters long; keep it under \(longestDescription)")
        }
        return text
    }

    static func capacity(_ raw: String) throws(DomainError) -> Int {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard let number = Int(text), capacityRange.contains(number) else {
            throw .invalid(field: "capacity", message: "\(UserText.quoted(raw)) is not a number of seats; give a whole number from \(capacityRange.lowerBound) to \(capacityRange.upperBound)")
        }
        return number
    }

    /// "Ada Lovelace" or "Ada Lovelace <ada@example.org>"; the same person twice is refused.
    static func speakers(_ raw: [String]) throws(DomainError) -> [Speaker] {
        var speakers: [Speaker] = []
        for entry in raw {
            let speaker = try speaker(entry)
            if speakers.contains(where: { SpeakerIdentity.same($0, speaker) }) {
                throw .invalid(field: "speaker", message: "\(UserText.quoted(entry)) is given twice; name each speaker once")
            }
            speakers.append(speaker)
        }
        return speakers
    }

    private static func speaker(_ raw: String) throws(DomainError) -> Speaker {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let example = "write a name, or a name and an email like \"Ada Lovelace <ada@example.org>\""
        guard let open = text.firstIndex(of: "<") else {
            guard !text.isEmpty, !text.contains(">") else { throw .invalid(field: "speaker", message: "\(UserText.quoted(raw)) is not a speaker; \(example)") }
            return Speaker(name: try line(text, field: "speaker"))
        }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        guard text.hasSuffix(">"), !name.isEmpty, text.filter({ $0 == "<" || $0 == ">" }).count == 2 else {
            throw .invalid(field: "speaker", message: "\(UserText.quoted(raw)) is not a speaker; \(example)")
        }
        let address = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        return Speaker(name: try line(name, field: "speaker"), email: try EmailAddress(address, field: "speaker"))
    }

    /// `minimumGapMinutes` from 0 to a day.
    static func minimumGap(_ minutes: Int) throws(DomainError) -> Int {
        guard (0...ConflictRules.largestGapMinutes).contains(minutes) else {
            throw .invalid(field: "min-gap", message: "\(minutes) is not a number of minutes between sessions; give 0 to \(ConflictRules.largestGapMinutes)")
        }
        return minutes
    }

    private static func line(_ text: String, field: String) throws(DomainError) -> String {
        try UserText.validate(text, field: field, allowingLineBreaks: false)
        guard text.count <= longestLine else {
            throw .invalid(field: field, message: "is \(text.count) characters long; keep it under \(longestLine)")
        }
        return text
    }
}
