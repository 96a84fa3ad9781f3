public import Domain

/// `rushday shifts volunteers approve EVENT VOLUNTEER ROLE`: confirms them in the role (giving
/// it if they did not hold it). Owners and organizers only.
public struct ApproveVolunteer: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, volunteer: String, role: String) async throws(DomainError) -> VolunteerItem {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let now = dependencies.clock.now()
        let audit = AuditDraft("volunteer.approve", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                var found = try ShiftLookup.volunteer(volunteer, on: board, event: event)
                let role = try ShiftLookup.role(role, on: board, event: event)
                let before = found
                if let index = found.roles.firstIndex(where: { $0.role == role.id }) {
                    guard !found.roles[index].approved else {
                        throw .invalid(field: "role", message: "\(UserText.quoted(found.name)) is approved for \(UserText.quoted(role.name)) already")
                    }
                    found.roles[index].approved = true
                } else {
                    found.roles.append(VolunteerRoleGrant(role: role.id, approved: true))
                }
                found.updatedAt = now
                audit.record(target: VolunteerAudit.reference(found), changes: AuditChange.between(before, found, VolunteerAudit.fields(on: board)))
                board.volunteers[board.volunteers.firstIndex { $0.id == found.id }!] = found
                return BoardItems(board: board, event: event, now: now).volunteer(found)
            }
        }
    }
}
