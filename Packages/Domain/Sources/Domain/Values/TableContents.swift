/// A table a use case hands back for a face to write (as CSV to a file, standard output or a
/// download): a header, then rows of the same width.
public struct TableContents: Hashable, Sendable {
    public let header: [String]
    public let rows: [[String]]

    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }
}
