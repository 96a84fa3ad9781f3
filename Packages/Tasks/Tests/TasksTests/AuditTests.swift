import Domain
import DomainTestSupport
import Foundation
import Tasks
import Testing

/// Every change to an event's checklist leaves one entry in its log (`AuditTrail`): what was
/// done, to which tasks, and the fields it changed; a refusal, or a change of nothing, leaves none.
@Suite struct AuditTests {
    @Test func addingATaskLogsItsFields() async throws {
        let fixture = try await Fixture()
        let venue = try await fixture.logged { try await fixture.add("Venue", due: "3 days before start", assign: "stan@example.org", note: "Call them") }
        #expect(venue.action == "task.add" && venue.target == "#1")
        #expect(venue.changes == [
            AuditChange("title", old: nil, new: "Venue"), AuditChange("due", old: nil, new: "3 days before the start"),
            AuditChange("assign", old: nil, new: "stan@example.org"), AuditChange("note", old: nil, new: "Call them"),
        ])
        let cake = try await fixture.logged { try await fixture.add("Cake", due: "2026-10-24T10:00") }
        #expect(cake.target == "#2")
        #expect(cake.changes == [AuditChange("title", old: nil, new: "Cake"), AuditChange("due", old: nil, new: try iso("2026-10-24T10:00+02:00"))])
        await fixture.refusedUnlogged { try await fixture.add("Chairs", assign: "nora@example.org") }
    }

    @Test func anUpdateLogsOnlyWhatChanged() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Venue", assign: "stan@example.org")
        let entry = try await fixture.logged { try await fixture.update("#1", title: "Book the venue", assign: "otto@example.org") }
        #expect(entry.action == "task.update" && entry.target == "#1")
        #expect(entry.changes == [AuditChange("title", old: "Venue", new: "Book the venue"),
                                  AuditChange("assign", old: "stan@example.org", new: "otto@example.org")])
        await fixture.refusedUnlogged { try await fixture.update("1", title: "Book the venue") }
        await fixture.refusedUnlogged { try await fixture.update("9", title: "Nothing") }
    }

    @Test func tickingLogsTheTasksThatChanged() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Venue")
        try await fixture.add("Cake", assign: "otto@example.org")
        let done = try await fixture.logged { try await fixture.mark("1", "2") }
        #expect(done.action == "task.done" && done.target == "#1 #2")
        #expect(done.changes == [AuditChange("status", old: "open", new: "done")])
        // Ticking a done task changes nothing: nothing is logged.
        let before = await fixture.log()
        try await fixture.mark("1")
        #expect(await fixture.log() == before)

        let opened = try await fixture.logged { try await fixture.mark("2", "1", done: false) }
        #expect(opened.action == "task.undo" && opened.target == "#2 #1")
        #expect(opened.changes == [AuditChange("status", old: "done", new: "open")])
        fixture.signIn(fixture.stan)
        await fixture.refusedUnlogged { try await fixture.mark("1") }
    }

    @Test func removingATaskIsLogged() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Venue")
        try await fixture.add("Cake")
        let entry = try await fixture.logged { try await fixture.remove("2") }
        #expect(entry.action == "task.remove" && entry.target == "#2")
        #expect(entry.changes == [AuditChange("title", old: "Cake", new: nil)])
        await fixture.refusedUnlogged { try await fixture.remove("2") }
    }

    @Test func templatesAreLoggedWithTheEventsTheyComeFromAndGoTo() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Venue", due: "3 days before start")
        try await fixture.add("Cake")
        let saved = try await fixture.logged { try await SaveTaskTemplate(fixture.dependencies).execute(event: "gala", name: "Party") }
        #expect(saved.action == "task-template.save" && saved.target == "Party")
        #expect(saved.changes == [AuditChange("tasks", old: nil, new: "2")])
        await fixture.refusedUnlogged { try await SaveTaskTemplate(fixture.dependencies).execute(event: "gala", name: "party") }

        let ball = try await fixture.makeEvent("ball", start: "2026-11-20T19:00+01:00", owner: fixture.ada)
        let applied = try await fixture.logged(in: ball.id) { try await ApplyTaskTemplate(fixture.dependencies).execute(event: "ball", from: .template("party")) }
        #expect(applied.action == "task-template.apply" && applied.target == "#1 #2")
        #expect(applied.changes == [AuditChange("template", old: nil, new: "Party"), AuditChange("count", old: nil, new: "2")])
        let copied = try await fixture.logged(in: ball.id) { try await ApplyTaskTemplate(fixture.dependencies).execute(event: "ball", from: .event("gala")) }
        #expect(copied.action == "tasks.copy" && copied.target == "#3 #4")
        #expect(copied.changes == [AuditChange("from", old: nil, new: "gala"), AuditChange("count", old: nil, new: "2")])
        await fixture.refusedUnlogged(in: ball.id) { try await ApplyTaskTemplate(fixture.dependencies).execute(event: "ball", from: .template("Nope")) }

        // A template belongs to no event: removing it is in no event's log.
        let galaLog = await fixture.log(), ballLog = await fixture.log(ball.id)
        _ = try await RemoveTaskTemplate(fixture.dependencies).execute(name: "Party")
        #expect(await fixture.log() == galaLog)
        #expect(await fixture.log(ball.id) == ballLog)
    }
}

extension Fixture {
    /// The log of `event` (the gala when nil), in the order written.
    func log(_ event: EventID? = nil) async -> [AuditEntry] {
        await store.auditEntries(of: event ?? self.event.id, since: nil, actor: nil, about: nil)
    }

    /// The one entry `body` left in the log of `event` (the gala when nil).
    func logged<T>(in event: EventID? = nil, sourceLocation: SourceLocation = #_sourceLocation,
                   _ body: () async throws -> T) async throws -> AuditEntry {
        let before = await log(event)
        _ = try await body()
        let after = await log(event)
        #expect(after.count == before.count + 1, "one entry, not \(after.count - before.count): \(after.dropFirst(before.count))",
                sourceLocation: sourceLocation)
        return try #require(after.last, sourceLocation: sourceLocation)
    }

    /// `body` is refused and leaves the log of `event` (the gala when nil) as it was.
    func refusedUnlogged<T>(in event: EventID? = nil, sourceLocation: SourceLocation = #_sourceLocation,
                            _ body: () async throws -> T) async {
        let before = await log(event)
        let error = await failure(body)
        #expect(error != nil, "refused", sourceLocation: sourceLocation)
        #expect(await log(event) == before, "a refusal logs nothing", sourceLocation: sourceLocation)
    }
}

/// An instant as the log shows it.
private func iso(_ text: String) throws -> String? {
    AuditChange.instant(try Fixture.instant(text))
}
