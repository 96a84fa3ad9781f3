import Domain
import Foundation

/// The rules for what people type about a guest; each error names its field as the request
/// calls it (`name`, `email`, `party`, `plus-one`, `tag` ...).
enum GuestFields {
    static let longestLine = 200
    static let longestNote = 2_000
    static let largestParty = 1_000

    static func name(_ raw: String, field: String = "name") throws(DomainError) -> String {
        let name = raw.trimmingScalars(in: .whitespaces)
        guard !name.isEmpty else { throw .invalid(field: field, message: "is blank; give the guest's name") }
        return try line(name, field: field)
    }

    /// Nil when not given; a blank one is an error (leave the option out for none).
    static func email(_ raw: String?) throws(DomainError) -> EmailAddress? {
        guard let raw else { return nil }
        try notBlank(raw, field: "email")
        return try EmailAddress(raw, field: "email")
    }

    static func phone(_ raw: String?) throws(DomainError) -> String? {
        guard let raw else { return nil }
        try notBlank(raw, field: "phone")
        let phone = raw.trimmingScalars(in: .whitespaces)
        let allowed = phone.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || " +-()./".unicodeScalars.contains($0) }
        guard allowed, phone.count <= 32, phone.filter(\.isNumber).count >= 3 else {
            throw .invalid(field: "phone", message: "\(UserText.quoted(raw)) is not a phone number; write digits with spaces, +, -, ( ), like +49 30 1234567")
        }
        return phone
    }

    /// The people the guest brings: `party` others, or the named plus-ones (then `party`, if
    /// given too, must be their count).
    static func party(_ party: Int?, plusOnes raw: [String]) throws(DomainError) -> (others: Int, plusOnes: [String]) {
        var plusOnes: [String] = []
        for name in raw { plusOnes.append(try Self.name(name, field: "plus-one")) }
        if let party {
            guard (0...largestParty).contains(party) else {
                throw .invalid(field: "party", message: "\(party) is not a number of people the guest brings; give 0 to \(largestParty)")
            }
            guard plusOnes.isEmpty || plusOnes.count == party else {
                throw .invalid(field: "party", message: "says \(party) but \(Plural.of(plusOnes.count, "plus-one")) \(Plural.noun(plusOnes.count, "is", "are")) named; give one of them, or make them agree")
            }
        }
        return (plusOnes.isEmpty ? party ?? 0 : plusOnes.count, plusOnes)
    }

    /// Trimmed, each once (compared as the list's tag filter compares them: without case, accents
    /// or widths, `GuestKeys.folded`), in the order given.
    static func tags(_ raw: [String]) throws(DomainError) -> [String] {
        var tags: [String] = []
        for tag in raw {
            let trimmed = tag.trimmingScalars(in: .whitespaces)
            guard !trimmed.isEmpty else { throw .invalid(field: "tag", message: "is blank; give a word like vip") }
            // Characters are never more than UTF-8 bytes: most tags are counted without breaking graphemes.
            guard trimmed.utf8.count <= 40 || trimmed.count <= 40 else { throw .invalid(field: "tag", message: "\(UserText.quoted(trimmed)) is longer than 40 characters; shorten it") }
            let checked = try line(trimmed, field: "tag")
            let key = GuestKeys.folded(checked)
            if !tags.contains(where: { GuestKeys.folded($0) == key }) { tags.append(checked) }
        }
        return tags
    }

    static func dietary(_ raw: String?) throws(DomainError) -> String? {
        guard let raw else { return nil }
        try notBlank(raw, field: "dietary")
        return try line(raw.trimmingScalars(in: .whitespaces), field: "dietary")
    }

    static func note(_ raw: String?) throws(DomainError) -> String? {
        guard let raw else { return nil }
        try notBlank(raw, field: "note")
        let note = raw.trimmingScalars(in: .whitespacesAndNewlines)
        try UserText.validate(note, field: "note", allowingLineBreaks: true)
        guard note.count <= longestNote else {
            throw .invalid(field: "note", message: "is \(note.count) characters long; keep it under \(longestNote)")
        }
        return note
    }

    /// One line of user text, at most `longestLine` characters.
    static func line(_ text: String, field: String) throws(DomainError) -> String {
        try UserText.validate(text, field: field, allowingLineBreaks: false)
        guard text.utf8.count <= longestLine || text.count <= longestLine else {
            throw .invalid(field: field, message: "is \(text.count) characters long; keep it under \(longestLine)")
        }
        return text
    }

    private static func notBlank(_ raw: String, field: String) throws(DomainError) {
        guard raw.trimmingScalars(in: .whitespacesAndNewlines).isEmpty else { return }
        throw .invalid(field: field, message: "is blank; leave the option out for none")
    }
}
