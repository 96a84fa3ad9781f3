import Domain

/// The rules for what people type about shifts, roles and volunteers; each error names its field.
enum ShiftFields {
    /// One line, not blank, at most `longest` characters: a title, a place, a name.
    static func line(_ raw: String, field: String, example: String, longest: Int = 200) throws(DomainError) -> String {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .invalid(field: field, message: "is blank; give one, like \(UserText.quoted(example))") }
        guard !text.contains(where: \.isNewline) else { throw .invalid(field: field, message: "is more than one line; keep it to one") }
        guard text.count <= longest else { throw .invalid(field: field, message: "is \(text.count) characters; keep it to \(longest)") }
        try UserText.validate(text, field: field, allowingLineBreaks: false)
        return text
    }

    /// Nil for none given or the exact empty text (which clears it on update); other blank text
    /// is refused, as every optional value is (Domain's conventions).
    static func optionalLine(_ raw: String?, field: String, example: String) throws(DomainError) -> String? {
        guard let raw, !raw.isEmpty else { return nil }
        guard !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalid(field: field, message: "is blank; leave it out for none")
        }
        return try line(raw, field: field, example: example)
    }

    static func email(_ raw: String?) throws(DomainError) -> EmailAddress? {
        guard let raw, !raw.isEmpty else { return nil }
        return try EmailAddress(raw.trimmingCharacters(in: .whitespaces))
    }

    /// Digits, spaces and the signs phone numbers are written with.
    static func phone(_ raw: String?) throws(DomainError) -> String? {
        guard let text = try optionalLine(raw, field: "phone", example: "+44 20 7946 0000") else { return nil }
        guard text.count <= 40, text.contains(where: \.isNumber), text.allSatisfy({ $0.isNumber || " +-().".contains($0) }) else {
            throw .invalid(field: "phone", message: "\(UserText.quoted(text)) is not a phone number; write digits, spaces and + - ( ) only, like +44 20 7946 0000")
        }
        return text
    }
}
