public import Domain

/// One session after a command: shown, added, updated or removed, with the conflicts it is part
/// of (none for a removed one).
public struct SessionResponse: Hashable, Sendable {
    public let event: Event
    public let session: AgendaSession
    public let conflicts: [AgendaConflict]
    public let minimumGapMinutes: Int

    public init(event: Event, session: AgendaSession, conflicts: [AgendaConflict] = [],
                minimumGapMinutes: Int = ConflictRules.defaultMinimumGapMinutes) {
        self.event = event
        self.session = session
        self.conflicts = conflicts
        self.minimumGapMinutes = minimumGapMinutes
    }
}
