import Domain

/// The rules for what people type about a task; each error names its field.
enum TaskFields {
    static let longestTitle = 200
    static let longestNote = 4000

    static func title(_ raw: String) throws(DomainError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .invalid(field: "title", message: "is blank; say what is to be done, like \"Book the venue\"") }
        guard !title.contains(where: \.isNewline) else { throw .invalid(field: "title", message: "is more than one line; put the rest in the note") }
        guard title.count <= longestTitle else {
            throw .invalid(field: "title", message: "is \(title.count) characters; keep it to \(longestTitle) and put the rest in the note")
        }
        try UserText.validate(title, field: "title", allowingLineBreaks: false)
        return title
    }

    /// Nil for blank text: no note. Line breaks as a browser sends them (CRLF) or as old files
    /// have them (CR) are kept as LF, so every face splits the note alike.
    static func note(_ raw: String) throws(DomainError) -> String? {
        let note = raw.trimmingCharacters(in: .whitespacesAndNewlines).replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        try UserText.validate(note, field: "note", allowingLineBreaks: true)
        guard note.count <= longestNote else { throw .invalid(field: "note", message: "is \(note.count) characters; keep it to \(longestNote)") }
        return note.isEmpty ? nil : note
    }

    static func templateName(_ raw: String) throws(DomainError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .invalid(field: "name", message: "is blank; name the template, like \"Summer party\"") }
        guard name.count <= 100, !name.contains(where: \.isNewline) else {
            throw .invalid(field: "name", message: "must be one line of at most 100 characters")
        }
        try UserText.validate(name, field: "name", allowingLineBreaks: false)
        return name
    }
}
