public import Domain

/// `rushday shifts roles remove EVENT NAME`: refused while a shift (not cancelled) needs any of
/// the role, or anyone was on a shift in it; the volunteers who held it lose it, and shifts
/// needing none of it or cancelled forget it. Owners and organizers only.
public struct RemoveVolunteerRole: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, name: String) async throws(DomainError) -> RoleItem {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let now = dependencies.clock.now()
        let audit = AuditDraft("volunteer-role.remove", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let role = try ShiftLookup.role(name, on: board, event: event)
                let item = BoardItems(board: board, event: event, now: now).role(role)
                if let shift = board.shifts.first(where: { !$0.isCancelled && $0.need(of: role.id) > 0 }) {
                    throw .invalid(field: "role", message: "shift #\(shift.number) needs \(UserText.quoted(role.name)); change its needs to \(role.name)=0 first")
                }
                if let assignment = board.assignments.first(where: { $0.role == role.id }), let shift = board.shift(assignment.shift) {
                    throw .invalid(field: "role", message: "volunteers were on shift #\(shift.number) as \(UserText.quoted(role.name)); a role with a record stays")
                }
                for index in board.shifts.indices where board.shifts[index].needs.contains(where: { $0.role == role.id }) {
                    board.shifts[index].needs.removeAll { $0.role == role.id }
                }
                board.roles.removeAll { $0.id == role.id }
                audit.record(target: role.name)
                for index in board.volunteers.indices where board.volunteers[index].roles.contains(where: { $0.role == role.id }) {
                    board.volunteers[index].roles.removeAll { $0.role == role.id }
                    board.volunteers[index].updatedAt = now
                }
                return item
            }
        }
    }
}
