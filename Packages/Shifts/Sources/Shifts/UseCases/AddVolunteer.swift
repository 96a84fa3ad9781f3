public import Domain

/// `rushday shifts volunteers add EVENT NAME [--email] [--phone] [--role ROLE ...] [--household]`:
/// numbered one past the largest; a role that needs approval is held unapproved until an
/// organiser approves it. An email another volunteer of the event has is refused. Owners and
/// organizers only.
public struct AddVolunteer: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddVolunteerRequest) async throws(DomainError) -> VolunteerItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let name = try ShiftFields.line(request.name, field: "name", example: "Ada Lovelace", longest: 120)
        let email = try ShiftFields.email(request.email)
        let phone = try ShiftFields.phone(request.phone)
        let household = try ShiftFields.optionalLine(request.household, field: "household", example: "Lovelace")
        let id: VolunteerID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        return try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
            if let email, let other = board.volunteers.first(where: { $0.email?.value.lowercased() == email.value.lowercased() }) {
                throw .conflict(field: "email", message: "\(email) is volunteer #\(other.number) of this event already")
            }
            var grants: [VolunteerRoleGrant] = []
            for raw in request.roles {
                let role = try ShiftLookup.role(raw, on: board, event: event)
                if !grants.contains(where: { $0.role == role.id }) { grants.append(VolunteerRoleGrant(role: role.id, approved: !role.needsApproval)) }
            }
            let volunteer = Volunteer(id: id, eventID: event.id, number: ShiftLookup.nextVolunteerNumber(on: board), name: name, email: email,
                                      phone: phone, roles: grants, household: household, createdAt: now, updatedAt: now)
            board.volunteers.append(volunteer)
            return BoardItems(board: board, event: event, now: now).volunteer(volunteer)
        }
    }
}
