/// A table's records (a CSV file, an upload), read record by record, so a feature sees rows,
/// never a file or a parsing library, and a table of any size is read in flat memory. The
/// adapter that makes one knows where the rows come from and how to read them.
public protocol TableSource: Sendable {
    /// Calls `header` with the first record, then `record` with each later one, in order.
    /// A blank line is skipped. A cell reads as the value any CSV RushDay writes was given: the
    /// apostrophe that made a formula text is taken off again. A source that is missing throws
    /// `.inputMissing`; an empty one, or text that is not in its encoding, throws `.invalid`.
    /// An error thrown by a closure stops the reading and is rethrown.
    func read(header: ([String]) throws(DomainError) -> Void,
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
