public import Domain

/// `rushday shifts roles add EVENT NAME [--needs-approval]`. Owners and organizers only.
public struct AddVolunteerRole: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddVolunteerRoleRequest) async throws(DomainError) -> RoleItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let name = try ShiftFields.line(request.name, field: "role", example: "Bar", longest: 60)
        let now = dependencies.clock.now()
        let role = VolunteerRole(id: dependencies.identifierGenerator.make(), eventID: event.id, name: name,
                                 needsApproval: request.needsApproval, createdAt: now)
        return try await AuditTrail.recording("volunteer-role.add", event: event.id, target: name, at: now,
                                              changes: [AuditChange("needs-approval", old: nil, new: request.needsApproval ? "yes" : "no")]) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                if board.roles.contains(where: { $0.nameKey == role.nameKey }) { throw .volunteerRoleNameTaken(name) }
                board.roles.append(role)
                return BoardItems(board: board, event: event, now: now).role(role)
            }
        }
    }
}
