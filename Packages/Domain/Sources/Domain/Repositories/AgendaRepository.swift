/// The programme (agenda sessions) of each event. Rules about it (times, conflicts) live in the
/// Agenda feature; the store makes each change atomic.
public protocol AgendaRepository: Sendable {
    /// The event's sessions in programme order (start, end, handle).
    func agendaSessions(of event: EventID) async throws(DomainError) -> [AgendaSession]

    /// Reads the event and its sessions inside ONE write transaction, lets `body` change the
    /// programme, and stores what changed before anyone else may write, so two organisers
    /// adding sessions at once both see each other's for the conflict check. An error from
    /// `body` changes nothing. A missing event throws `.eventMissing`; two sessions with one
    /// handle throw `.agendaSessionHandleTaken`; a session not ending after it starts throws
    /// `.agendaSessionEndsBeforeStart`.
    func changeAgenda<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [AgendaSession]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome
}
