/// An event's volunteering as one value: its roles, shifts, volunteers and who is on which
/// shift. The Shifts feature's rules read and change it whole; every store keeps it whole.
public struct ShiftBoard: Hashable, Sendable {
    public var roles: [VolunteerRole]
    public var shifts: [Shift]
    public var volunteers: [Volunteer]
    public var assignments: [ShiftAssignment]
    public var settings: ShiftSettings
    /// Mail a change queues in the outbox with itself (a shift's news, a reminder); empty as read.
    public var mail: [OutboxMessage]

    public init(roles: [VolunteerRole] = [], shifts: [Shift] = [], volunteers: [Volunteer] = [], assignments: [ShiftAssignment] = [],
                settings: ShiftSettings = ShiftSettings(), mail: [OutboxMessage] = []) {
        self.roles = roles
        self.shifts = shifts
        self.volunteers = volunteers
        self.assignments = assignments
        self.settings = settings
        self.mail = mail
    }

    public func role(_ id: VolunteerRoleID) -> VolunteerRole? { roles.first { $0.id == id } }
    public func shift(_ id: ShiftID) -> Shift? { shifts.first { $0.id == id } }
    public func volunteer(_ id: VolunteerID) -> Volunteer? { volunteers.first { $0.id == id } }

    /// Who is on `shift` in `role`.
    public func assignments(on shift: ShiftID, as role: VolunteerRoleID) -> [ShiftAssignment] {
        assignments.filter { $0.shift == shift && $0.role == role }
    }

    /// Every shift `volunteer` is on, with its assignment.
    public func assignments(of volunteer: VolunteerID) -> [ShiftAssignment] {
        assignments.filter { $0.volunteer == volunteer }
    }

    /// The rules no change may break, whichever path made it, checked by every store before it
    /// writes (the Shifts feature refuses first, saying why in a person's words):
    /// - names and numbers unique within the event (role names without case);
    /// - every need, grant and assignment names a role, shift and volunteer of the board;
    /// - a shift ends after it starts and needs each role at most once, never fewer than 0;
    /// - a volunteer is on a shift once, in a role the shift needs, and never on two shifts
    ///   (not cancelled) that overlap;
    /// - never more volunteers in a role of a shift than it needs.
    public func requireValid(event: EventID) throws(DomainError) {
        var roleKeys: Set<String> = []
        for role in roles {
            guard role.eventID == event else { throw .referenceMissing }
            guard roleKeys.insert(role.nameKey).inserted else { throw .volunteerRoleNameTaken(role.name) }
        }
        let roleIDs = Set(roles.map(\.id))
        var shiftNumbers: Set<Int> = []
        for shift in shifts {
            guard shift.eventID == event else { throw .referenceMissing }
            guard shiftNumbers.insert(shift.number).inserted else { throw .shiftNumberTaken(shift.number) }
            guard shift.starts < shift.ends else { throw .shiftEndsBeforeStart }
            guard Set(shift.needs.map(\.role)).count == shift.needs.count, shift.needs.allSatisfy({ $0.count >= 0 && roleIDs.contains($0.role) }) else {
                throw .referenceMissing
            }
        }
        var volunteerNumbers: Set<Int> = []
        for volunteer in volunteers {
            guard volunteer.eventID == event else { throw .referenceMissing }
            guard volunteerNumbers.insert(volunteer.number).inserted else { throw .volunteerNumberTaken(volunteer.number) }
            guard volunteer.roles.allSatisfy({ roleIDs.contains($0.role) }), Set(volunteer.roles.map(\.role)).count == volunteer.roles.count else {
                throw .referenceMissing
            }
        }
        guard settings.remindBefore >= 0, settings.noShowLimit >= 1 else { throw .referenceMissing }
        guard mail.allSatisfy({ $0.eventID == event && ($0.kind == .shift || $0.kind == .shiftNews) }) else { throw .referenceMissing }
        try requireStaffing(event: event)
    }

    private func requireStaffing(event: EventID) throws(DomainError) {
        let shiftsByID = Dictionary(shifts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let volunteerIDs = Set(volunteers.map(\.id))
        var seats: Set<[String]> = []
        var filled: [[String]: Int] = [:]
        var onDuty: [VolunteerID: [Shift]] = [:]
        for assignment in assignments {
            guard assignment.eventID == event, let shift = shiftsByID[assignment.shift], volunteerIDs.contains(assignment.volunteer) else {
                throw .referenceMissing
            }
            guard seats.insert([assignment.shift.description, assignment.volunteer.description]).inserted else {
                throw .volunteerOnShiftAlready(shift.number)
            }
            let key = [assignment.shift.description, assignment.role.description]
            filled[key, default: 0] += 1
            guard filled[key, default: 0] <= shift.need(of: assignment.role) else { throw .shiftRoleFull(shift.number) }
            guard !shift.isCancelled else { continue }
            if let other = onDuty[assignment.volunteer, default: []].first(where: shift.overlaps) {
                throw .shiftsOverlap(shift.number, other.number)
            }
            onDuty[assignment.volunteer, default: []].append(shift)
        }
    }
}
