import Domain

/// A table of shifts or volunteers to import, read whole (an event's shifts and volunteers are
/// hundreds, not millions), each row by its columns' names (in any case and order). A column
/// the import does not know, or a required one missing, refuses the file; a row's problems are
/// gathered with its line, and any refuses the whole import, naming the first few.
struct ImportRows {
    let rows: [(line: Int, cells: [String: String])]

    init(_ source: any TableSource, required: [String], optional: [String]) throws(DomainError) {
        var columns: [String] = []
        var rows: [(line: Int, cells: [String: String])] = []
        try source.read(header: { header throws(DomainError) in
            columns = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if let unknown = columns.first(where: { !(required + optional).contains($0) }) {
                throw .invalid(field: "file", message: "no column \(UserText.quoted(unknown)) is known; the columns are \((required + optional).joined(separator: ", "))")
            }
            if let missing = required.first(where: { !columns.contains($0) }) {
                throw .invalid(field: "file", message: "the column \(UserText.quoted(missing)) is missing; the first line names the columns, like \((required + optional).joined(separator: ","))")
            }
        }, record: { record throws(DomainError) in
            if let problem = record.problem { throw .invalid(field: "file", message: "line \(record.line): \(problem)") }
            var cells: [String: String] = [:]
            for (index, column) in columns.enumerated() where index < record.fields.count { cells[column] = record.fields[index] }
            rows.append((record.line, cells))
        })
        guard !rows.isEmpty else { throw .invalid(field: "file", message: "has a header but no rows; nothing to import") }
        self.rows = rows
    }

    /// Each row made by `make`, or one refusal naming the rows that failed and why.
    func each<Made>(_ make: ([String: String]) throws(DomainError) -> Made) throws(DomainError) -> [Made] {
        try Self.each(rows.map { ($0.line, $0.cells) }, make)
    }

    /// Each of `inputs`, made from a row, made again by `make`, or one refusal as `each`.
    static func each<Input, Made>(_ inputs: [(line: Int, input: Input)], _ make: (Input) throws(DomainError) -> Made) throws(DomainError) -> [Made] {
        var made: [Made] = []
        var problems: [String] = []
        for (line, input) in inputs {
            do throws(DomainError) {
                made.append(try make(input))
            } catch {
                problems.append("line \(line), \(error.field ?? "row"): \(error.problem.description)")
            }
        }
        guard problems.isEmpty else {
            let more = problems.count > 3 ? "; and \(problems.count - 3) more" : ""
            throw .invalid(field: "file", message: ErrorText("\(Plural.of(problems.count, "row")) refused, nothing imported: "
                                                             + problems.prefix(3).joined(separator: "; ") + more))
        }
        return made
    }

    /// `made` beside the line of the row each came from.
    func lines<Made>(_ made: [Made]) -> [(line: Int, input: Made)] {
        zip(rows.map(\.line), made).map { ($0, $1) }
    }

    /// A cell left empty is not given.
    static func given(_ cell: String?) -> String? {
        cell.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }
}
