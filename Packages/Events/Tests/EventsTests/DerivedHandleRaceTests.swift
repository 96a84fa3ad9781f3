import Domain
import DomainTestSupport
import Events
import Testing

/// Another process may take a title's handle between this process's look and its write.
struct DerivedHandleRaceTests {
    /// An event repository that answers "free" to every look, as it would when another process
    /// commits the same handle just after the look.
    struct StaleLookRepository: EventRepository {
        let store: InMemoryStore

        func create(_ event: Event, owner: Membership) async throws(DomainError) { try await store.create(event, owner: owner) }
        func createNumberingHandle(_ event: Event, owner: Membership, stored: @Sendable (Event) -> Void) async throws(DomainError) -> Event {
            try await store.createNumberingHandle(event, owner: owner, stored: stored)
        }
        func find(handle: Handle) async throws(DomainError) -> Event? { await store.find(handle: handle) }
        func find(id: EventID) async throws(DomainError) -> Event? { await store.find(id: id) }
        func events(notifying notices: AnswerNotices) async throws(DomainError) -> [Event] { await store.events(notifying: notices) }
        func isHandleTaken(_ handle: Handle) async throws(DomainError) -> Bool { false }
        func update(_ event: Event) async throws(DomainError) { try await store.update(event) }
        func delete(_ id: EventID) async throws(DomainError) { try await store.delete(id) }
        func list(_ query: EventQuery) async throws(DomainError) -> [MemberEvent] { await store.list(query) }
    }

    struct RacingDependencies: EventsDependencies {
        let base: TestDependencies
        var eventRepository: any EventRepository { StaleLookRepository(store: base.store) }
        var membershipRepository: any MembershipRepository { base.membershipRepository }
        var guestRepository: any GuestRepository { base.guestRepository }
        var userRepository: any UserRepository { base.userRepository }
        var currentUser: any CurrentUserProvider { base.currentUser }
        var clock: any Clock { base.clock }
        var identifierGenerator: any IdentifierGenerator { base.identifierGenerator }
        var dashboardContributors: [any DashboardContributor] { [] }
        var storeChanges: any StoreChanges { base.storeChanges }
        var eventCopyRepository: any EventCopyRepository { base.eventCopyRepository }
        var auditRepository: any AuditRepository { base.auditRepository }
    }

    @Test func aHandleMadeFromTheTitleIsNumberedWhenTakenAfterTheLook() async throws {
        let fixture = try await Fixture.make()
        let racing = RacingDependencies(base: fixture.dependencies)
        let event = try await CreateEvent(racing).execute(Fixture.gala(title: "Summer Gala")).event
        #expect(event.handle.value == "summer-gala-2")
        #expect(try await fixture.stored("summer-gala-2") == event)
    }

    @Test func aTakenExplicitHandleIsStillAConflict() async throws {
        let fixture = try await Fixture.make()
        var request = Fixture.gala(title: "Another")
        request.handle = "summer-gala"
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await CreateEvent(RacingDependencies(base: fixture.dependencies)).execute(request)
        }
        #expect(error == .conflict(field: "handle", message: "'summer-gala' is already used by another event; choose another handle"))
    }
}
