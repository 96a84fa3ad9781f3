import Domain

/// Which column of the file feeds which field: `COLUMN=FIELD` mappings first (FIELD may be a
/// question's key: the column then holds its answers), then matched headers; a column headed
/// by a question's key holds its answers (export heads them so); `COLUMN=ignore` leaves a
/// column out. A field named twice, or no column for the name, is refused before any row is read.
struct ImportColumns {
    /// The target of a mapping that leaves its column out.
    static let ignore = "ignore"

    private(set) var index: [ImportField: Int] = [:]
    private(set) var answers: [(key: Handle, position: Int)] = []
    /// Columns no field matched (those mapped to `ignore` are not among them).
    private(set) var ignored: [String] = []
    /// What each column of the header feeds: a field's name, a question's key, or nil.
    private(set) var targets: [String?] = []
    /// The header's cells: every row has as many, or a cell was split or lost.
    let width: Int

    init(header: [String], mappings: [String], questions: [GuestQuestion]) throws(DomainError) {
        width = header.count
        var mapped: [String: ImportField] = [:]
        var mappedAnswers: [String: Handle] = [:]
        var left: Set<String> = []
        for mapping in mappings {
            let parts = mapping.split(separator: "=", maxSplits: 1).map { $0.trimmingScalars(in: .whitespaces) }
            let question = parts.count == 2 ? questions.first { $0.key.value == parts[1].lowercased() } : nil
            let field = parts.count == 2 ? ImportField.matching(parts[1]) : nil
            let leaves = parts.count == 2 && parts[1].lowercased() == Self.ignore
            guard parts.count == 2, !parts[0].isEmpty, field != nil || question != nil || leaves else {
                let targets = ImportField.allCases.map(\.rawValue) + questions.map(\.key.value) + [Self.ignore]
                throw .invalid(field: "map", message: "\(UserText.quoted(mapping)) is not COLUMN=FIELD; fields are \(targets.joined(separator: ", "))")
            }
            guard header.contains(where: { ImportField.folded($0) == ImportField.folded(parts[0]) }) else {
                throw .invalid(field: "map", message: "the file has no column \(UserText.quoted(parts[0])); its columns are \(header.joined(separator: ", "))")
            }
            if leaves {
                left.insert(ImportField.folded(parts[0]))
            } else if let field {
                mapped[ImportField.folded(parts[0])] = field
            } else if let question {
                mappedAnswers[ImportField.folded(parts[0])] = question.key
            }
        }
        for (position, title) in header.enumerated() {
            targets.append(nil)
            if left.contains(ImportField.folded(title)) { continue }
            if let key = mappedAnswers[ImportField.folded(title)] {
                answers.append((key, position))
                targets[position] = key.value
                continue
            }
            guard let field = mapped[ImportField.folded(title)] ?? ImportField.matching(title) else {
                let key = title.trimmingScalars(in: .whitespaces).lowercased()
                if let question = questions.first(where: { $0.key.value == key }) {
                    answers.append((question.key, position))
                    targets[position] = question.key.value
                } else {
                    ignored.append(title)
                }
                continue
            }
            guard index[field] == nil else {
                throw .invalid(field: "map", message: "two columns give the \(field.rawValue); map one of them to another field")
            }
            index[field] = position
            targets[position] = field.rawValue
        }
        guard index[.name] != nil else {
            throw .invalid(field: "file", message: "no column gives the guest's name; head one 'Name', or map it with name")
        }
    }

    /// The row's value for `field`: nil when there is no such column or the cell is blank.
    func value(_ field: ImportField, in fields: [String]) -> String? {
        guard let position = index[field] else { return nil }
        return cell(position, in: fields)
    }

    /// The row's answers by their columns' keys, blank cells left out.
    func typedAnswers(in fields: [String]) -> [QuestionAnswer] {
        answers.compactMap { answer in cell(answer.position, in: fields).map { QuestionAnswer(key: answer.key.value, value: $0) } }
    }

    private func cell(_ position: Int, in fields: [String]) -> String? {
        guard position < fields.count else { return nil }
        let value = fields[position].trimmingScalars(in: .whitespacesAndNewlines)
        return value.isEmpty ? nil : value
    }
}
