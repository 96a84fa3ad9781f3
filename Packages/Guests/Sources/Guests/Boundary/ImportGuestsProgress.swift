/// How far an import has come, told while it runs (every `ImportGuestsProgress.every` rows, and
/// once at the end of the file, before it is written): the rows read, and what they did so far.
public struct ImportGuestsProgress: Equatable, Sendable {
    /// Rows between two reports: a report is a line of text, not a row's cost.
    public static let every = 1000

    public let rows: Int
    public let added: Int
    public let updated: Int
    public let skipped: Int
    public let bad: Int

    public init(rows: Int, added: Int, updated: Int, skipped: Int, bad: Int) {
        self.rows = rows
        self.added = added
        self.updated = updated
        self.skipped = skipped
        self.bad = bad
    }
}
