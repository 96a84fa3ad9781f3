import Domain
import Testing

/// A permission is data: the roles that may, and the words the others are refused with.
struct EventPermissionTests {
    @Test func anActionIsRefusedNamingTheRoleAndWhoToAsk() {
        let change = EventPermission(roles: [.owner, .organizer], action: "change the programme")
        #expect(change.refusal(for: .staff) == "staff cannot change the programme; ask the event's owner or an organizer")
        #expect(change.refusal(for: .organizer) == nil && change.refusal(for: .owner) == nil)

        let ownerOnly = EventPermission(roles: [.owner], action: "delete an event that is not a draft")
        #expect(ownerOnly.refusal(for: .organizer) == "organizers cannot delete an event that is not a draft; ask the event's owner")
        #expect(ownerOnly.refusal(for: .staff) == "staff cannot delete an event that is not a draft; ask the event's owner")
    }

    @Test func aRefusalGivenWordForWordIsKept() {
        let words = "staff may check tickets in and read them, but not issue, cancel or change ticket types; ask the event's owner or an organizer"
        let manage = EventPermission(roles: [.owner, .organizer], refusal: words)
        #expect(manage.refusal(for: .staff) == words)
        #expect(throws: DomainError.forbidden(words)) { try manage.require(.staff) }
    }

    @Test(arguments: Role.allCases)
    func everyMemberRefusesNobody(role: Role) throws {
        #expect(EventPermission.everyMember.allows(role) && EventPermission.everyMember.refusal(for: role) == nil)
        try EventPermission.everyMember.require(role)
    }
}
