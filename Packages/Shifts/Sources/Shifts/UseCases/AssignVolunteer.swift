public import Domain

/// `rushday shifts assign EVENT SHIFT VOLUNTEER [--role ROLE]`: puts the volunteer on the shift
/// if every sign-up rule allows it (`SignUpRules`), checked against the board as it is when
/// written, so two taking the last place at once never both get it. Without a role, the one
/// role of the volunteer's that the shift needs. Owners and organizers only.
public struct AssignVolunteer: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ShiftSeatRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let id: ShiftAssignmentID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        return try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
            let shift = try ShiftLookup.shift(request.shift, on: board, event: event)
            let volunteer = try ShiftLookup.volunteer(request.volunteer, on: board, event: event)
            let role = try Self.role(request.role, of: volunteer, for: shift, on: board, event: event)
            try SignUpRules.check(volunteer, for: shift, as: role, on: board, event: event, at: now, by: .organiser)
            board.assignments.append(ShiftAssignment(id: id, eventID: event.id, shift: shift.id, volunteer: volunteer.id, role: role.id, assignedAt: now))
            return BoardItems(board: board, event: event, now: now).shift(shift)
        }
    }

    /// The role named, or the only one the volunteer may take that the shift needs (else the only
    /// one they hold unapproved, which the rules then refuse saying so).
    private static func role(_ named: String?, of volunteer: Volunteer, for shift: Shift, on board: ShiftBoard,
                             event: Event) throws(DomainError) -> VolunteerRole {
        if let named { return try ShiftLookup.role(named, on: board, event: event) }
        let held = volunteer.roles.compactMap { board.role($0.role) }.filter { shift.need(of: $0.id) > 0 }
        let fitting = held.contains(where: volunteer.mayTake) ? held.filter(volunteer.mayTake) : held
        guard fitting.count == 1, let only = fitting.first else {
            let names = fitting.map { UserText.quoted($0.name) }.joined(separator: ", ")
            throw .invalid(field: "role", message: fitting.isEmpty
                ? "\(UserText.quoted(volunteer.name)) holds no role shift #\(shift.number) needs; give them one first"
                : "\(UserText.quoted(volunteer.name)) could go as \(names); name the role")
        }
        return only
    }
}
