import Domain
import Foundation

/// What happened at shifts: no-shows and hours worked, from the check-in times.
enum ShiftRecord {
    /// A shift ended, not cancelled, that the volunteer was on and never checked in to, nor
    /// was excused from.
    static func isNoShow(_ assignment: ShiftAssignment, on board: ShiftBoard, at now: Date) -> Bool {
        guard let shift = board.shift(assignment.shift), !shift.isCancelled else { return false }
        return shift.ends <= now && assignment.checkedInAt == nil && assignment.excusedAt == nil
    }

    static func noShows(of volunteer: VolunteerID, on board: ShiftBoard, at now: Date) -> Int {
        board.assignments(of: volunteer).filter { isNoShow($0, on: board, at: now) }.count
    }

    /// The no-shows an organiser has not forgiven: those that stop a volunteer signing up.
    static func unforgivenNoShows(of volunteer: VolunteerID, on board: ShiftBoard, at now: Date) -> [ShiftAssignment] {
        board.assignments(of: volunteer).filter { $0.forgivenAt == nil && isNoShow($0, on: board, at: now) }
    }

    /// Seconds worked: from check-in to check-out; one checked in and never out counts until
    /// the shift's end once it has ended (nothing before).
    static func secondsWorked(_ assignment: ShiftAssignment, on board: ShiftBoard, at now: Date) -> Int {
        guard let checkedIn = assignment.checkedInAt, let shift = board.shift(assignment.shift) else { return 0 }
        let end = assignment.checkedOutAt ?? (shift.ends <= now ? max(shift.ends, checkedIn) : checkedIn)
        return max(0, Int(end.timeIntervalSince(checkedIn).rounded()))
    }
}
