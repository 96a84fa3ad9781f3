import Domain
import DomainTestSupport
import Events
import Testing

/// Every use case that names an event, run as each kind of person.
enum Operation: String, CaseIterable, Sendable {
    case show, update, publish, cancel, delete, forceDelete, addMember, removeMember, listMembers

    func run(_ fixture: Fixture, on handle: String = "summer-gala") async throws {
        let dependencies = fixture.dependencies
        switch self {
        case .show: _ = try await ShowEvent(dependencies).execute(EventReference(event: handle))
        case .update: _ = try await UpdateEvent(dependencies).execute(UpdateEventRequest(event: handle, title: "Renamed"))
        case .publish: _ = try await ChangeEventStatus(dependencies).execute(ChangeEventStatusRequest(event: handle, target: .published))
        case .cancel: _ = try await ChangeEventStatus(dependencies).execute(ChangeEventStatusRequest(event: handle, target: .cancelled))
        case .delete: _ = try await DeleteEvent(dependencies).execute(DeleteEventRequest(event: handle))
        case .forceDelete: _ = try await DeleteEvent(dependencies).execute(DeleteEventRequest(event: handle, force: true))
        case .addMember: _ = try await AddMember(dependencies).execute(MemberRequest(event: handle, email: "nora@example.org"))
        case .removeMember: _ = try await RemoveMember(dependencies).execute(MemberRequest(event: handle, email: "stan@example.org"))
        case .listMembers: _ = try await ListMembers(dependencies).execute(EventReference(event: handle))
        }
    }

    /// What staff are told, or nil when staff may do it.
    var staffDenial: String? {
        switch self {
        case .show, .listMembers: nil
        case .update: "staff cannot edit this event; ask the event's owner or an organizer"
        case .publish, .cancel: "staff cannot change this event's status; ask the event's owner or an organizer"
        case .delete, .forceDelete: "staff cannot delete this event; ask the event's owner or an organizer"
        case .addMember, .removeMember: "staff cannot manage members; ask the event's owner or an organizer"
        }
    }
}

struct AuthorizationTests {
    @Test(arguments: Operation.allCases)
    func aNonMemberIsToldTheEventDoesNotExist(operation: Operation) async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.nora)
        let hidden = await failureLeavingStoreUnchanged(fixture.store) { try await operation.run(fixture) }
        let missing = await failureLeavingStoreUnchanged(fixture.store) { try await operation.run(fixture, on: "summer-galb") }
        #expect(hidden == .notFound(field: "event", message: "no event 'summer-gala' among yours", next: .listEvents))
        #expect(missing == .notFound(field: "event", message: "no event 'summer-galb' among yours", next: .listEvents))
    }

    @Test(arguments: Operation.allCases)
    func nobodySignedInIsAskedToSignIn(operation: Operation) async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(nil)
        #expect(await failureLeavingStoreUnchanged(fixture.store) { try await operation.run(fixture) } == .notSignedIn)
    }

    @Test(arguments: Operation.allCases)
    func staffMayOnlyLook(operation: Operation) async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.stan)
        if let denial = operation.staffDenial {
            #expect(await failureLeavingStoreUnchanged(fixture.store) { try await operation.run(fixture) } == .forbidden(denial))
        } else {
            try await operation.run(fixture)
        }
    }

    @Test(arguments: Operation.allCases)
    func organizersMayDoAllOfItToADraft(operation: Operation) async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.otto)
        try await operation.run(fixture)
    }

    @Test(arguments: Operation.allCases)
    func theOwnerMayDoAllOfIt(operation: Operation) async throws {
        let fixture = try await Fixture.make()
        try await operation.run(fixture)
    }

    @Test func onlyTheOwnerForceDeletesAPublishedEvent() async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(.published)
        fixture.signIn(fixture.otto)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await Operation.forceDelete.run(fixture) }
        #expect(error == .forbidden("organizers cannot delete an event that is not a draft; ask the event's owner"))
        fixture.signIn(fixture.ada)
        try await Operation.forceDelete.run(fixture)
        #expect(try await fixture.stored() == nil)
    }
}
