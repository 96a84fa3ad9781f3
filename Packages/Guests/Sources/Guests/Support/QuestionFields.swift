import Domain
import Foundation

/// The rules for what people type about a question; each error names its field as the request
/// calls it (`key`, `choice`, `prompt`).
enum QuestionFields {
    static let longestChoice = 100

    /// A key heads its answers' column in CSV, so it may not be a header import reads as a guest
    /// field (any synonym, after import's own folding: `e-mail`, `party-size`, `rsvp` ...), nor
    /// one of the guest list's own columns (`handle`, `heads`, `created-at` ...): the column
    /// would mean two things, and an exported file would not import as it was.
    static func key(_ raw: String) throws(DomainError) -> Handle {
        let key = try Handle(raw, field: "key")
        if let field = ImportField.matching(key.value) {
            throw .invalid(field: "key", message: "'\(key)' heads a guest field's own column (import reads it as the \(field.rawValue)); choose another key, like meal or shuttle")
        }
        guard !listColumns.contains(ImportField.folded(key.value)) else {
            throw .invalid(field: "key", message: "'\(key)' is a guest field's own column; choose another key, like meal or shuttle")
        }
        return key
    }

    private static let listColumns = Set(GuestRows.csvKeys.map(ImportField.folded))

    /// A choice question's choices: trimmed, one line each, at least two that differ without
    /// case (answers match them without case); the other kinds take none.
    static func choices(_ raw: [String], for kind: GuestQuestion.Kind) throws(DomainError) -> [String] {
        guard kind == .choice else {
            guard raw.isEmpty else {
                throw .invalid(field: "choice", message: "only a choice question has choices; leave them out, or make the kind choice")
            }
            return []
        }
        var choices: [String] = []
        for choice in raw {
            let trimmed = choice.trimmingScalars(in: .whitespaces)
            guard !trimmed.isEmpty else { throw .invalid(field: "choice", message: "is blank; give a word like vegan") }
            guard trimmed.count <= longestChoice else {
                throw .invalid(field: "choice", message: "\(UserText.quoted(trimmed)) is longer than \(longestChoice) characters; shorten it")
            }
            let checked = try GuestFields.line(trimmed, field: "choice")
            guard !choices.contains(where: { $0.equalsIgnoringCase(checked) }) else {
                throw .invalid(field: "choice", message: "\(UserText.quoted(checked)) is given twice; give each choice once")
            }
            choices.append(checked)
        }
        guard choices.count >= 2 else {
            throw .invalid(field: "choice", message: "a choice question needs at least two different choices; give \(2 - choices.count) more")
        }
        return choices
    }

    static func prompt(_ raw: String?) throws(DomainError) -> String? {
        guard let raw else { return nil }
        let prompt = raw.trimmingScalars(in: .whitespaces)
        guard !prompt.isEmpty else { throw .invalid(field: "prompt", message: "is blank; leave the option out to show the key") }
        return try GuestFields.line(prompt, field: "prompt")
    }
}
