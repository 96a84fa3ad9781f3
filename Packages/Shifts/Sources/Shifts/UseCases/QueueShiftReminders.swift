public import Domain
import Foundation

/// Part of every pass of the outbox's sender (`mail send`, `serve`): each volunteer with an
/// email is reminded of each shift they are on once, the event's `remindBefore` ahead of its
/// start (late, if they signed up nearer to it, but never once it started), with the shift as it
/// is then. Queued with the board locked, so two senders never remind twice. No reminder for a
/// cancelled event or shift.
public struct QueueShiftReminders: DueMailSource {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func queueDue() async throws(DomainError) -> Int {
        let now = dependencies.clock.now()
        var queued = 0
        for event in try await dependencies.shiftRepository.eventsWithShiftRemindersDue(at: now) {
            let ids = dependencies.identifierGenerator
            queued += try await dependencies.shiftRepository.changeShiftBoard(event: event) { event, board throws(DomainError) in
                guard event.status != .cancelled else { return 0 }
                for index in board.assignments.indices where board.assignments[index].reminderMessage == nil {
                    let assignment = board.assignments[index]
                    guard let shift = board.shift(assignment.shift), !shift.isCancelled, shift.starts > now,
                          shift.starts.addingTimeInterval(-board.settings.remindBefore) <= now,
                          let message = ShiftMail.reminder(assignment, on: board, event: event, at: now, ids: ids) else { continue }
                    board.assignments[index].reminderMessage = message.id
                    board.mail.append(message)
                }
                return board.mail.count
            }
        }
        return queued
    }

    /// A reminder waiting (or failed and retried) goes only while its volunteer is still on the
    /// shift at the time it was queued for, and neither the shift nor the event was cancelled.
    public func withdrawal(of message: OutboxMessage) async throws(DomainError) -> String? {
        guard message.kind == .shift else { return nil }
        guard let (_, shift, event) = try await dependencies.shiftRepository.shiftAssignment(reminder: message.id) else {
            return "not sent: its volunteer left the shift, or the shift moved and a new reminder goes instead"
        }
        if shift.isCancelled { return "not sent: shift #\(shift.number) was cancelled" }
        if event.status == .cancelled { return "not sent: \(event.title) was cancelled" }
        return nil
    }
}
