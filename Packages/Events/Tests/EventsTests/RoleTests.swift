import Domain
@testable import Events
import Testing

/// Events' permission table, as `EventAccess` applies it.
struct RoleTests {
    static let everyone: [EventPermission] = [.viewEvent]
    static let ownerOnly: [EventPermission] = [.forceDelete]
    static let organizers: [EventPermission] = [.editEvent, .changeEventStatus, .manageMembers, .deleteDraft]

    @Test func ownerMayDoEverything() {
        #expect((Self.everyone + Self.organizers + Self.ownerOnly).allSatisfy { $0.allows(.owner) })
    }

    @Test func organizerMayDoAllButOwnerActions() {
        #expect((Self.everyone + Self.organizers).allSatisfy { $0.allows(.organizer) })
        #expect(Self.ownerOnly.allSatisfy { !$0.allows(.organizer) })
    }

    @Test func staffMayOnlyView() {
        #expect(Self.everyone.allSatisfy { $0.allows(.staff) })
        #expect((Self.organizers + Self.ownerOnly).allSatisfy { !$0.allows(.staff) })
    }

    @Test func refusalsNameTheActionAndWhoMay() {
        #expect(EventPermission.editEvent.refusal(for: .staff) == "staff cannot edit this event; ask the event's owner or an organizer")
        #expect(EventPermission.forceDelete.refusal(for: .organizer) == "organizers cannot delete an event that is not a draft; ask the event's owner")
        #expect(Role.organizer.description == "organizer")
    }
}
