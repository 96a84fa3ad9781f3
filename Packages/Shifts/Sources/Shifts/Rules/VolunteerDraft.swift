import Domain
import Foundation

/// A new volunteer as typed, checked: what `shifts volunteers add` and each row of
/// `shifts volunteers import` make. An email another volunteer of the event has is refused; a
/// role that needs approval is held unapproved until an organiser approves it.
struct VolunteerDraft {
    let name: String
    let email: EmailAddress?
    let phone: String?
    let household: String?
    let roles: [String]

    init(name: String, email: String?, phone: String?, roles: [String], household: String?) throws(DomainError) {
        self.name = try ShiftFields.line(name, field: "name", example: "Ada Lovelace", longest: 120)
        self.email = try ShiftFields.email(email)
        self.phone = try ShiftFields.phone(phone)
        self.household = try ShiftFields.optionalLine(household, field: "household", example: "Lovelace")
        self.roles = roles
    }

    /// The volunteer, numbered one past the largest on `board`, their roles found there.
    func volunteer(on board: ShiftBoard, event: Event, id: VolunteerID, at now: Date) throws(DomainError) -> Volunteer {
        if let email, let other = board.volunteers.first(where: { $0.email?.value.lowercased() == email.value.lowercased() }) {
            throw .conflict(field: "email", message: "\(email) is volunteer #\(other.number) of this event already")
        }
        var grants: [VolunteerRoleGrant] = []
        for raw in roles {
            let role = try ShiftLookup.role(raw, on: board, event: event)
            if !grants.contains(where: { $0.role == role.id }) { grants.append(VolunteerRoleGrant(role: role.id, approved: !role.needsApproval)) }
        }
        return Volunteer(id: id, eventID: event.id, number: ShiftLookup.nextVolunteerNumber(on: board), name: name, email: email,
                         phone: phone, roles: grants, household: household, createdAt: now, updatedAt: now)
    }
}
