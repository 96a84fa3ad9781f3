import Domain
import Foundation

/// When volunteers may leave a shift themselves: until a deadline before it starts (3 hours,
/// as Engelsystem's); a cancelled shift at any time; never once checked in, so the hours stay.
/// After that, an organiser unassigns them.
enum LeaveRules {
    static let deadline: TimeInterval = 3 * 3600

    static func leaveBy(_ shift: Shift) -> Date {
        shift.starts.addingTimeInterval(-deadline)
    }

    static func mayLeave(_ assignment: ShiftAssignment, _ shift: Shift, at now: Date) -> Bool {
        assignment.checkedInAt == nil && (shift.isCancelled || now < leaveBy(shift))
    }

    static func check(_ assignment: ShiftAssignment, _ shift: Shift, of volunteer: Volunteer, event: Event, at now: Date) throws(DomainError) {
        guard !mayLeave(assignment, shift, at: now) else { return }
        guard assignment.checkedInAt == nil else {
            throw .invalid(field: "shift", message: "\(UserText.quoted(volunteer.name)) checked in to shift #\(shift.number); their hours stay on it")
        }
        let by = ZonedTime.display(leaveBy(shift), in: event.timeZone)
        throw .invalid(field: "shift", message: "shift #\(shift.number) could be left until \(by), 3 hours before it starts; ask an organiser to take \(UserText.quoted(volunteer.name)) off it")
    }
}
