public import Domain

/// `rushday shifts volunteers add EVENT NAME [--email] [--phone] [--role ROLE ...] [--household]`:
/// numbered one past the largest, as `VolunteerDraft` checks them. Owners and organizers only.
public struct AddVolunteer: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddVolunteerRequest) async throws(DomainError) -> VolunteerItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let draft = try VolunteerDraft(name: request.name, email: request.email, phone: request.phone, roles: request.roles,
                                       household: request.household)
        let id: VolunteerID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        // Their number is given under the board's lock, so the entry is told it there.
        let audit = AuditDraft("volunteer.add", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let volunteer = try draft.volunteer(on: board, event: event, id: id, at: now)
                board.volunteers.append(volunteer)
                audit.record(target: VolunteerAudit.reference(volunteer), changes: AuditChange.made(volunteer, VolunteerAudit.fields(on: board)))
                return BoardItems(board: board, event: event, now: now).volunteer(volunteer)
            }
        }
    }
}
