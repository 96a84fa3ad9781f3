/// Writes a table as a CSV file (or to standard output), cells that a spreadsheet would run as
/// a formula made text, as every CSV RushDay prints is.
public protocol TableFileWriter: Sendable {
    /// Writes to `path` all at once (a reader never sees half a file); an existing file is
    /// replaced only when `replacing`, else `.cannotCreate`. A nil `path` is standard output.
    func write(header: [String], rows: [[String]], to path: String?, replacing: Bool) throws(DomainError)
}
