import Domain
import Foundation

/// The mail a volunteer gets about a shift, written when it is queued (as a task's reminder
/// is): the reminder before it starts, and the news when it moves or is cancelled. Only to
/// volunteers with an email; the others hear from the organiser.
enum ShiftMail {
    static func reminder(_ assignment: ShiftAssignment, on board: ShiftBoard, event: Event, at now: Date,
                         ids: any IdentifierGenerator) -> OutboxMessage? {
        guard let shift = board.shift(assignment.shift), let volunteer = board.volunteer(assignment.volunteer), let email = volunteer.email else {
            return nil
        }
        let role = board.role(assignment.role)?.name ?? ""
        var message = OutboxMessage.notice(.shift, of: event.id, to: email, saying: lines(shift, as: role, event: event).joined(separator: "\n"),
                                           at: now, id: ids.make())
        message.subject = "Your shift at \(event.title): \(shift.title), \(ZonedTime.spoken(shift.starts, in: event.timeZone))"
        return message
    }

    /// News of `shift` (as it is now, moved or cancelled) to each volunteer on it.
    static func news(_ shift: Shift, on board: ShiftBoard, event: Event, at now: Date, ids: any IdentifierGenerator) -> [OutboxMessage] {
        board.assignments.filter { $0.shift == shift.id }.compactMap { assignment in
            guard let email = board.volunteer(assignment.volunteer)?.email else { return nil }
            let role = board.role(assignment.role)?.name ?? ""
            let words = shift.isCancelled
                ? ["Shift #\(shift.number) \(shift.title) was cancelled: you are free at its time.", ""] + lines(shift, as: role, event: event)
                : ["Shift #\(shift.number) \(shift.title) changed. It is now:", ""] + lines(shift, as: role, event: event)
            var message = OutboxMessage.notice(.shiftNews, of: event.id, to: email, saying: words.joined(separator: "\n"), at: now, id: ids.make())
            message.subject = shift.isCancelled ? "Cancelled: your shift at \(event.title), \(shift.title)"
                : "Changed: your shift at \(event.title), \(shift.title)"
            return message
        }
    }

    private static func lines(_ shift: Shift, as role: String, event: Event) -> [String] {
        ["#\(shift.number) \(shift.title), as \(role)", ZonedTime.spoken(shift.starts, shift.ends, in: event.timeZone)]
            + (shift.place.map { ["At \($0)"] } ?? [])
    }
}
