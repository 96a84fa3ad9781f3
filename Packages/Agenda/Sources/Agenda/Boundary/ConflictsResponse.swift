public import Domain

/// Every conflict of the programme, and its sessions for showing their times.
public struct ConflictsResponse: Hashable, Sendable {
    public let event: Event
    public let conflicts: [AgendaConflict]
    public let sessions: [AgendaSession]
    public let minimumGapMinutes: Int

    public init(event: Event, conflicts: [AgendaConflict], sessions: [AgendaSession], minimumGapMinutes: Int) {
        self.event = event
        self.conflicts = conflicts
        self.sessions = sessions
        self.minimumGapMinutes = minimumGapMinutes
    }
}
