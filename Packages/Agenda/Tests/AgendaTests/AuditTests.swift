import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Each change to the programme leaves exactly one entry in the event's log, named by the
/// session's handle, with what it changed; a refused one leaves none.
@Suite struct AuditTests {
    func log(_ fixture: Fixture) async -> [AuditEntry] {
        await fixture.store.auditEntries(of: fixture.event.id, since: nil, actor: nil, about: nil)
    }

    @Test func addLogsTheSessionUnderTheHandleChosenInTheWrite() async throws {
        let fixture = try await Fixture()
        _ = try await AuditTrail.$visit.withValue(AuditVisit(face: .commandLine)) {
            try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A", speakers: ["Grace <grace@example.org>", "Ada"])
        }
        try await fixture.add("Keynote", "12:00", "13:00")
        let entries = await log(fixture)
        #expect(entries.map(\.action) == ["session.add", "session.add"])
        #expect(entries.map(\.target) == ["keynote", "keynote-2"])
        #expect(entries.first?.changes == [
            AuditChange("title", old: nil, new: "Keynote"), AuditChange("starts", old: nil, new: "2026-10-24T08:00:00Z"),
            AuditChange("ends", old: nil, new: "2026-10-24T09:00:00Z"), AuditChange("room", old: nil, new: "Hall A"),
            AuditChange("speaker", old: nil, new: "Grace <grace@example.org>, Ada"),
        ])
    }

    @Test func aStrictAddRefusedForAConflictLogsNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A")
        let before = await log(fixture)
        await #expect(throws: DomainError.self) {
            try await fixture.add("Panel", "10:30", "11:30", room: "Hall A", strict: true)
        }
        #expect(await log(fixture) == before)
    }

    @Test func updateLogsOnlyWhatChanged() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A")
        let before = await log(fixture).count
        _ = try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "KEYNOTE", title: "Big keynote", room: ""))
        let entries = await log(fixture).dropFirst(before)
        #expect(entries.map(\.action) == ["session.update"])
        #expect(entries.first?.target == "keynote")
        #expect(entries.first?.changes == [AuditChange("title", old: "Keynote", new: "Big keynote"), AuditChange("room", old: "Hall A", new: nil)])
    }

    @Test func anUpdateChangingNothingLogsNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00")
        let before = await log(fixture)
        await #expect(throws: DomainError.nothingToChange) {
            try await UpdateSession(fixture.dependencies).execute(UpdateSessionRequest(event: "conf", session: "keynote", title: "Keynote"))
        }
        #expect(await log(fixture) == before)
    }

    @Test func removeLogsWhatTheSessionWas() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00", room: "Hall A")
        let before = await log(fixture).count
        _ = try await RemoveSession(fixture.dependencies).execute(SessionReference(event: "conf", session: "keynote"))
        let entries = await log(fixture).dropFirst(before)
        #expect(entries.map(\.action) == ["session.remove"])
        #expect(entries.first?.target == "keynote")
        #expect(entries.first?.changes == [
            AuditChange("title", old: "Keynote", new: nil), AuditChange("starts", old: "2026-10-24T08:00:00Z", new: nil),
            AuditChange("ends", old: "2026-10-24T09:00:00Z", new: nil), AuditChange("room", old: "Hall A", new: nil),
        ])
    }

    @Test func removingASessionThatIsNotThereLogsNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Keynote", "10:00", "11:00")
        let before = await log(fixture)
        await #expect(throws: DomainError.self) {
            try await RemoveSession(fixture.dependencies).execute(SessionReference(event: "conf", session: "nope"))
        }
        #expect(await log(fixture) == before)
    }
}
