import Domain
import Guests

/// How to read an upload and what to import of it, as the preview's form says (`guests
/// import`'s options): the separator and the encoding (the file's own, guessed, until changed),
/// what to do with a guest already on the list, whether bad rows are left out, and what each
/// column feeds (once the form was sent; until then each column's header says, as the command
/// reads it).
struct ImportChoices {
    struct Separator {
        let value: String
        let label: String
        let character: Character
    }

    static let separators = [Separator(value: "comma", label: "Comma ,", character: ","),
                             Separator(value: "semicolon", label: "Semicolon ;", character: ";"),
                             Separator(value: "tab", label: "Tab", character: "\t")]

    var layout: TableFileOptions
    var onDuplicate: ImportGuestsRequest.OnDuplicate = .skip
    var skipInvalid = false
    /// What the form chose for each column, by position: a field, a question's key, or `ignore`.
    var columns: [Int: String] = [:]

    /// The choices `fields` (a query or a posted form) make of a file guessed to be `guessed`.
    init(_ fields: [String: String], guessed: TableFileOptions) throws(DomainError) {
        layout = guessed
        if let value = fields.given("delimiter") {
            guard let separator = Self.separators.first(where: { $0.value == value }) else {
                throw .invalid(field: "delimiter", message: "\(UserText.quoted(value)) is not one of \(Self.separators.map(\.value).joined(separator: ", "))")
            }
            layout.delimiter = separator.character
        }
        if let value = fields.given("encoding") { layout.encoding = try WebQuery.value(value, of: TableFileOptions.Encoding.self, field: "encoding") }
        if let value = fields.given("duplicates") { onDuplicate = try WebQuery.value(value, of: ImportGuestsRequest.OnDuplicate.self, field: "duplicates") }
        skipInvalid = fields["skip-invalid"] == "on"
        for (name, value) in fields where name.hasPrefix("column-") {
            guard let position = Int(name.dropFirst("column-".count)), position >= 0, !value.isEmpty else { continue }
            columns[position] = value
        }
    }

    /// The choices again as the fields of a form (the import's hidden ones).
    var fields: [String: String] {
        var fields = ["delimiter": separator, "encoding": layout.encoding.rawValue, "duplicates": onDuplicate.rawValue]
        if skipInvalid { fields["skip-invalid"] = "on" }
        for (position, target) in columns { fields["column-\(position)"] = target }
        return fields
    }

    /// The separator's form value.
    var separator: String {
        Self.separators.first { $0.character == layout.delimiter }?.value ?? Self.separators[0].value
    }

    /// The import these choices make of `source`, whose header is `header`: each chosen column
    /// mapped by its header (`--map HEADER=TARGET`).
    func request(event: String, source: any TableSource, header: [String], dryRun: Bool) -> ImportGuestsRequest {
        let mappings = columns.sorted { $0.key < $1.key }.compactMap { position, target in
            position < header.count && !header[position].isEmpty ? "\(header[position])=\(target)" : nil
        }
        return ImportGuestsRequest(event: event, source: source, dryRun: dryRun, onDuplicate: onDuplicate, mappings: mappings,
                                   skipInvalid: skipInvalid)
    }
}
