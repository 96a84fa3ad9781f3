import Domain
import DomainTestSupport
import Events
import Testing

struct DeleteEventTests {
    func delete(_ fixture: Fixture, force: Bool = false) async throws -> EventResponse {
        try await DeleteEvent(fixture.dependencies).execute(DeleteEventRequest(event: "summer-gala", force: force))
    }

    @Test(arguments: [false, true])
    func theOwnerDeletesADraftAndEverythingInIt(force: Bool) async throws {
        let fixture = try await Fixture.make()
        let response = try await delete(fixture, force: force)
        #expect(response.event == fixture.event)
        #expect(response.role == .owner)
        #expect(try await fixture.stored() == nil)
        #expect(await fixture.store.list(event: fixture.event.id).isEmpty)
        #expect(try await fixture.role(of: fixture.otto) == nil)
    }

    @Test(arguments: [false, true])
    func anOrganizerDeletesADraft(force: Bool) async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.otto)
        #expect(try await delete(fixture, force: force).role == .organizer)
        #expect(try await fixture.stored() == nil)
    }

    @Test func staffCannotDeleteADraft() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.stan)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await delete(fixture) }
        #expect(error == .forbidden("staff cannot delete this event; ask the event's owner or an organizer"))
    }

    @Test(arguments: [EventStatus.published, .completed, .cancelled])
    func aNonDraftNeedsForce(status: EventStatus) async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(status)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await delete(fixture) }
        #expect(error == .invalid(field: "force", message: "'summer-gala' is \(status), not a draft; deleting it also deletes its guests, tickets and expenses: add it to confirm"))
        #expect(try await delete(fixture, force: true).event.status == status)
        #expect(try await fixture.stored() == nil)
    }

    @Test(arguments: [false, true])
    func onlyTheOwnerDeletesANonDraft(force: Bool) async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(.published)
        fixture.signIn(fixture.otto)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await delete(fixture, force: force) }
        #expect(error == .forbidden("organizers cannot delete an event that is not a draft; ask the event's owner"))
        fixture.signIn(fixture.stan)
        let staffError = await failureLeavingStoreUnchanged(fixture.store) { try await delete(fixture, force: force) }
        #expect(staffError == .forbidden("staff cannot delete an event that is not a draft; ask the event's owner"))
    }

    @Test func aFailedDeleteKeepsEverything() async throws {
        let fixture = try await Fixture.make()
        await fixture.store.failNextWrite(with: .storeBusy)
        #expect(await failureLeavingStoreUnchanged(fixture.store) { try await delete(fixture) } == .storeBusy)
    }
}
