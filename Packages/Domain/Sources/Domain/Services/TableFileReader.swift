/// Reads a delimited text file (CSV) record by record, so a feature sees rows, never a file or
/// a parsing library, and a file of any size is read in flat memory.
public protocol TableFileReader: Sendable {
    /// Calls `header` with the first record, then `record` with each later one, in file order.
    /// A blank line is skipped. A cell reads as the value `TableFileWriter` (or any CSV RushDay
    /// prints) was given: the apostrophe that made a formula text is taken off again. A missing file throws `.inputMissing`; an empty one, or text
    /// that is not in `options.encoding`, throws `.invalid` naming the line. An error thrown by
    /// a closure stops the reading and is rethrown.
    func read(_ path: String, options: TableFileOptions,
              header: ([String]) throws(DomainError) -> Void,
              record: (TableRecord) throws(DomainError) -> Void) throws(DomainError)
}

/// One record of a table file and the line it starts on (a quoted value may span lines).
public struct TableRecord: Hashable, Sendable {
    public let line: Int
    public let fields: [String]
    /// What is wrong with the record's text itself, so its fields mean nothing (a quote never
    /// closed): a message after the field, like the reasons of `DomainError.invalid`.
    public let problem: String?

    public init(line: Int, fields: [String], problem: String? = nil) {
        self.line = line
        self.fields = fields
        self.problem = problem
    }
}
