public import Domain

/// What an import did, or with `dryRun` would do. `problems` holds one per bad row, in
/// order; when there are any, nothing was written, unless `skippedInvalid`: then every good row
/// was, and none of the bad. `ignoredColumns` names the columns no field matched; `header` is
/// the file's own, which `rejects` heads, and `columns` says what each of its columns feeds (a
/// field's name, a question's key, or nil for a column left out).
public struct ImportGuestsResponse: Equatable, Sendable {
    public let event: Event
    public let dryRun: Bool
    public let added: Int
    public let updated: Int
    public let skipped: Int
    public let waitlisted: Int
    /// Waitlisted parties that rows freeing places let in, in the order they were promoted.
    public let promoted: [Guest]
    /// Guests the import declined who still hold valid tickets, in file order.
    public let stillHeld: [TicketsStillHeld]
    public let problems: [ImportProblem]
    public let ignoredColumns: [String]
    public let header: [String]
    public let columns: [String?]
    /// The bad rows were left out and the good ones imported.
    public let skippedInvalid: Bool

    public init(event: Event, dryRun: Bool, added: Int, updated: Int, skipped: Int, waitlisted: Int,
                promoted: [Guest], stillHeld: [TicketsStillHeld], problems: [ImportProblem], ignoredColumns: [String],
                header: [String] = [], columns: [String?] = [], skippedInvalid: Bool = false) {
        self.event = event
        self.dryRun = dryRun
        self.added = added
        self.updated = updated
        self.skipped = skipped
        self.waitlisted = waitlisted
        self.promoted = promoted
        self.stillHeld = stillHeld
        self.problems = problems
        self.ignoredColumns = ignoredColumns
        self.header = header
        self.columns = columns
        self.skippedInvalid = skippedInvalid
    }

    /// The bad rows as a table to fix and import again: the file's header and cells (a row
    /// short of the header padded, one longer cut), then a `problem` column saying what to fix.
    public var rejects: TableContents {
        TableContents(header: header + ["problem"], rows: problems.map { problem in
            Array((problem.cells + Array(repeating: "", count: max(0, header.count - problem.cells.count))).prefix(header.count))
                + [problem.error.message]
        })
    }
}
