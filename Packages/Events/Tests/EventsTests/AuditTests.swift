import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// Each change the Events feature makes leaves exactly one entry in the event's log, with what
/// it changed; a refused one leaves none. (The fixture's own event and members are logged too:
/// only the entries a step adds are looked at.)
@Suite struct AuditTests {
    /// The entries `step` added to `event`'s log.
    func logged(_ fixture: Fixture, _ event: EventID, _ step: () async throws -> Void) async throws -> [AuditEntry] {
        let before = await fixture.store.auditEntries(of: event, since: nil, actor: nil, about: nil).count
        try await step()
        let after = await fixture.store.auditEntries(of: event, since: nil, actor: nil, about: nil)
        return Array(after.dropFirst(before))
    }

    /// The entries a refused `step` added to `event`'s log: none, it is expected.
    func loggedRefusing(_ fixture: Fixture, _ event: EventID, _ step: () async throws -> Void) async -> [AuditEntry] {
        let before = await fixture.store.auditEntries(of: event, since: nil, actor: nil, about: nil).count
        let error = await failure(step)
        #expect(error != nil, "the use case should have been refused")
        let after = await fixture.store.auditEntries(of: event, since: nil, actor: nil, about: nil)
        return Array(after.dropFirst(before))
    }

    @Test func createLogsTheNewEventWithItsFields() async throws {
        let fixture = try await Fixture.make()
        let created = try await AuditTrail.$visit.withValue(AuditVisit(face: .commandLine)) {
            try await CreateEvent(fixture.dependencies).execute(Fixture.gala(title: "Spring Fair")).event
        }
        let entries = await fixture.store.auditEntries(of: created.id, since: nil, actor: nil, about: nil)
        #expect(entries.map(\.action) == ["event.create"])
        let entry = try #require(entries.first)
        #expect(entry.target == "spring-fair")
        #expect(entry.via == .commandLine)
        #expect(entry.changes.contains(AuditChange("title", old: nil, new: "Spring Fair")))
        #expect(entry.changes.contains(AuditChange("starts", old: nil, new: "2026-12-12T18:00:00Z")))
        #expect(entry.changes.contains(AuditChange("timezone", old: nil, new: "Europe/Berlin")))
        #expect(!entry.changes.contains { $0.old != nil })
    }

    @Test func anEventNumberedByTheStoreIsLoggedUnderItsNumberedHandle() async throws {
        let fixture = try await Fixture.make()
        let created = try await AuditTrail.$visit.withValue(AuditVisit(face: .commandLine)) {
            try await CreateEvent(fixture.dependencies).execute(Fixture.gala(title: "Summer Gala")).event
        }
        #expect(created.handle.value == "summer-gala-2", "the fixture's own event holds summer-gala")
        let entries = await fixture.store.auditEntries(of: created.id, since: nil, actor: nil, about: nil)
        #expect(entries.map(\.target) == ["summer-gala-2"])
    }

    @Test func updateLogsOnlyTheFieldsItChangedUnderTheHandleItHad() async throws {
        let fixture = try await Fixture.make()
        let entries = try await logged(fixture, fixture.event.id) {
            _ = try await UpdateEvent(fixture.dependencies).execute(
                UpdateEventRequest(event: "summer-gala", title: "Winter Gala", handle: "winter-gala", venue: "Opera"))
        }
        #expect(entries.map(\.action) == ["event.update"])
        #expect(entries.first?.target == "summer-gala")
        #expect(entries.first?.changes == [AuditChange("handle", old: "summer-gala", new: "winter-gala"),
                                           AuditChange("title", old: "Summer Gala", new: "Winter Gala"),
                                           AuditChange("venue", old: nil, new: "Opera")])
    }

    @Test func aNewCapacityLogsThePartiesItLetIn() async throws {
        let fixture = try await Fixture.make()
        let event = fixture.event.id
        _ = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: "2"))
        let now = fixture.dependencies.fixedClock.now()
        let waiting = Guest(id: fixture.dependencies.ids.make(), eventID: event, handle: try Handle("bb"), name: "Bb", others: 1,
                            status: .waitlisted, statusChangedAt: now, createdAt: now, updatedAt: now)
        try await fixture.store.change(event: event) { _, guests in guests = [waiting] }
        let entries = try await logged(fixture, event) {
            _ = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", capacity: "4"))
        }
        #expect(entries.map(\.action) == ["event.update"])
        #expect(entries.first?.changes == [AuditChange("capacity", old: "2", new: "4"), AuditChange("promoted", old: nil, new: "bb")])
    }

    @Test func anUpdateChangingNothingLogsNothing() async throws {
        let fixture = try await Fixture.make()
        let entries = await loggedRefusing(fixture, fixture.event.id) {
            _ = try await UpdateEvent(fixture.dependencies).execute(UpdateEventRequest(event: "summer-gala", title: "Summer Gala"))
        }
        #expect(entries.isEmpty)
    }

    @Test func aStatusChangeLogsTheCommandsVerb() async throws {
        let fixture = try await Fixture.make()
        let entries = try await logged(fixture, fixture.event.id) {
            _ = try await ChangeEventStatus(fixture.dependencies).execute(ChangeEventStatusRequest(event: "summer-gala", target: .published))
        }
        #expect(entries.map(\.action) == ["event.publish"])
        #expect(entries.first?.target == "summer-gala")
        #expect(entries.first?.changes == [AuditChange("status", old: "draft", new: "published")])
    }

    @Test func aRefusedStatusChangeLogsNothing() async throws {
        let fixture = try await Fixture.make()
        let entries = await loggedRefusing(fixture, fixture.event.id) {
            _ = try await ChangeEventStatus(fixture.dependencies).execute(ChangeEventStatusRequest(event: "summer-gala", target: .completed))
        }
        #expect(entries.isEmpty)
    }

    @Test func aDuplicateIsLoggedOnTheNewEventNamingItsSource() async throws {
        let fixture = try await Fixture.make()
        var copy: Event?
        let onSource = try await logged(fixture, fixture.event.id) {
            copy = try await DuplicateEvent(fixture.dependencies).execute(
                DuplicateEventRequest(event: "summer-gala", starts: "2027-12-11T19:00")).created.event
        }
        #expect(onSource.isEmpty)
        let created = try #require(copy)
        let entries = await fixture.store.auditEntries(of: created.id, since: nil, actor: nil, about: nil)
        #expect(entries.map(\.action) == ["event.duplicate"])
        let entry = try #require(entries.first)
        #expect(entry.target == "summer-gala")
        #expect(entry.changes.contains(AuditChange("starts", old: nil, new: "2027-12-11T18:00:00Z")))
        #expect(entry.changes.contains(AuditChange("title", old: nil, new: "Summer Gala")))
        // Numbered by the store after the entry was drafted: the new handle is not among them.
        #expect(!entry.changes.contains { $0.field == "handle" })
    }

    @Test func addingChangingAndRemovingMembersLogsEach() async throws {
        let fixture = try await Fixture.make()
        let entries = try await logged(fixture, fixture.event.id) {
            _ = try await AddMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: "nora@example.org"))
            _ = try await AddMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: "stan@example.org", role: .organizer))
            _ = try await RemoveMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: "otto@example.org"))
        }
        #expect(entries.map(\.action) == ["member.add", "member.role", "member.remove"])
        #expect(entries.map(\.target) == ["nora@example.org", "stan@example.org", "otto@example.org"])
        #expect(entries.map(\.changes) == [[AuditChange("role", old: nil, new: "staff")],
                                           [AuditChange("role", old: "staff", new: "organizer")],
                                           [AuditChange("role", old: "organizer", new: nil)]])
    }

    @Test func refusedMemberChangesLogNothing() async throws {
        let fixture = try await Fixture.make()
        let added = await loggedRefusing(fixture, fixture.event.id) {
            _ = try await AddMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: "stan@example.org", role: .staff))
        }
        let removed = await loggedRefusing(fixture, fixture.event.id) {
            _ = try await RemoveMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: "ada@example.org"))
        }
        #expect(added.isEmpty)
        #expect(removed.isEmpty)
    }
}
