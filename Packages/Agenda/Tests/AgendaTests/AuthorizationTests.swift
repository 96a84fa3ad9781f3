import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Staff read the programme; the owner and organizers change it; a non-member is told the event
/// does not exist, exactly as for a missing one.
@Suite struct AuthorizationTests {
    @Test func staffReadButDoNotChange() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00")
        fixture.signIn(fixture.stan)
        let reference = SessionReference(event: "conf", session: "keynote")
        #expect(try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf")).days.count == 1)
        #expect(try await ShowSession(fixture.dependencies).execute(reference).session.title == "Keynote")
        #expect(try await ListConflicts(fixture.dependencies).execute(ConflictsRequest(event: "conf")).conflicts.isEmpty)
        #expect(try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf")).entries.count == 2)
        let before = await fixture.store.snapshot()
        let forbidden = DomainError.forbidden("staff cannot change the programme; ask the event's owner or an organizer")
        await #expect(throws: forbidden) { try await fixture.add("Talk", "12:00", "13:00") }
        await #expect(throws: forbidden) {
            try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "keynote", title: "X"))
        }
        await #expect(throws: forbidden) { try await RemoveSession(fixture.dependencies).execute(reference) }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func organizersChange() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.otto)
        try await fixture.add("Talk", "12:00", "13:00")
        #expect(try await RemoveSession(fixture.dependencies).execute(SessionReference(event: "conf", session: "talk")).session.title == "Talk")
    }

    @Test func aNonMemberGetsTheAnswerForAMissingEvent() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.nora)
        let missing = DomainError.notFound(field: "event", message: "no event 'conf' among yours", next: .listEvents)
        await #expect(throws: missing) { try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf")) }
        await #expect(throws: missing) { try await fixture.add("Talk", "12:00", "13:00") }
        await #expect(throws: missing) { try await ExportAgenda(fixture.dependencies).execute(ExportAgendaRequest(event: "conf")) }
        fixture.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { try await ListAgenda(fixture.dependencies).execute(ListAgendaRequest(event: "conf")) }
    }
}
