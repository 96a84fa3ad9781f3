public import Domain

/// What an import did, or with `dryRun` would do. `problems` holds one per bad row, in
/// order; when there are any, nothing was written. `ignoredColumns` names
/// the columns no field matched.
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

    public init(event: Event, dryRun: Bool, added: Int, updated: Int, skipped: Int, waitlisted: Int,
                promoted: [Guest], stillHeld: [TicketsStillHeld], problems: [ImportProblem], ignoredColumns: [String]) {
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
    }
}
