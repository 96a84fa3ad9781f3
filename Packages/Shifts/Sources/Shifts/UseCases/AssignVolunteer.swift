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
        let audit = AuditDraft("shift.assign", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let shift = try ShiftLookup.shift(request.shift, on: board, event: event)
                let volunteer = try ShiftLookup.volunteer(request.volunteer, on: board, event: event)
                let role = try RoleChoice.role(request.role, of: volunteer, for: shift, on: board, event: event)
                try SignUpRules.check(volunteer, for: shift, as: role, on: board, event: event, at: now, by: .organiser)
                board.assignments.append(ShiftAssignment(id: id, eventID: event.id, shift: shift.id, volunteer: volunteer.id, role: role.id, assignedAt: now))
                audit.record(target: ShiftAudit.reference(shift), changes: ShiftAudit.seat(volunteer, role: role.id, on: board, taken: true))
                return BoardItems(board: board, event: event, now: now).shift(shift)
            }
        }
    }
}
