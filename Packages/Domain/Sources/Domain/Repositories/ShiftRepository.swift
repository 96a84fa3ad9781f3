public import Foundation

/// Each event's volunteering (`ShiftBoard`). Rules about shifts (who may sign up where, and
/// when) live in the Shifts feature; the store makes each change atomic and keeps the board's
/// own rules (`ShiftBoard.requireValid`).
public protocol ShiftRepository: Sendable {
    /// The event's board: roles by creation, shifts by start then number, volunteers and
    /// assignments by number and assignment.
    func shiftBoard(of event: EventID) async throws(DomainError) -> ShiftBoard

    /// The volunteer whose personal link's secret has this digest, of any event.
    func volunteer(linkDigest: String) async throws(DomainError) -> Volunteer?

    /// The events, not cancelled, with a reminder due at `now`: a volunteer with an email on a
    /// shift, not cancelled and not started, that starts within the event's `remindBefore`, and no
    /// reminder queued for it yet. Asked every second by each sender, so it reads no board.
    func eventsWithShiftRemindersDue(at now: Date) async throws(DomainError) -> [EventID]

    /// The assignment whose reminder is `message`, with its shift and event; nil when none holds
    /// it any more (they left the shift, or its start moved and a new reminder replaces it).
    func shiftAssignment(reminder message: MailMessageID) async throws(DomainError) -> (ShiftAssignment, Shift, Event)?

    /// Reads the event and its board inside ONE write transaction, lets `body` change the board,
    /// and stores what changed before anyone else may write: two volunteers taking the last
    /// place of a role at once never both get it. The board's `mail` is queued in the outbox in
    /// the same transaction. An error from `body`, or a board that breaks
    /// `ShiftBoard.requireValid`, changes nothing. A missing event throws `.eventMissing`.
    func changeShiftBoard<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout ShiftBoard) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome
}
