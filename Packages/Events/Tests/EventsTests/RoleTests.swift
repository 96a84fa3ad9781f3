import Domain
@testable import Events
import Testing

struct RoleTests {
    static let everyone: [EventAction] = [.view]
    static let ownerOnly: [EventAction] = [.forceDelete]
    static let organizers: [EventAction] = [.edit, .changeStatus, .manageMembers, .deleteDraft]

    @Test func ownerMayDoEverything() {
        #expect((Self.everyone + Self.organizers + Self.ownerOnly).allSatisfy { Role.owner.allows($0) })
    }

    @Test func organizerMayDoAllButOwnerActions() {
        #expect((Self.everyone + Self.organizers).allSatisfy { Role.organizer.allows($0) })
        #expect(Self.ownerOnly.allSatisfy { !Role.organizer.allows($0) })
    }

    @Test func staffMayOnlyView() {
        #expect(Self.everyone.allSatisfy { Role.staff.allows($0) })
        #expect((Self.organizers + Self.ownerOnly).allSatisfy { !Role.staff.allows($0) })
    }

    @Test func actionsDescribeThemselvesForErrorMessages() {
        #expect(EventAction.edit.description == "edit this event")
        #expect(EventAction.forceDelete.description == "delete an event that is not a draft")
        #expect(Role.organizer.description == "organizer")
    }
}
