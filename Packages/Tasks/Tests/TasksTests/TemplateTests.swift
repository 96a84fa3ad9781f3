import Domain
import DomainTestSupport
import Foundation
import Tasks
import Testing

/// Saving a checklist as a template, and starting another event's from it (or from another
/// event): rules are kept, fixed times become distances from the start, nobody is assigned,
/// nothing is done, and the numbers go on after the event's own.
@Suite struct TemplateTests {
    /// The gala (Berlin, 2026-10-31 19:00+01:00 to 23:00): #1 three days before the start,
    /// Stan's, with a note; #2 at 10:00 a week before (+02:00: before the clocks went back on
    /// the 25th), Otto's and done; #3 with no due time; #4 two hours after the end.
    static func gala() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.add("Venue", due: "3 days before start", assign: "stan@example.org", note: "Call them")
        try await fixture.add("Cake", due: "2026-10-24T10:00", assign: "otto@example.org")
        try await fixture.add("Chairs")
        try await fixture.add("Tidy", due: "2 hours after the end")
        try await fixture.mark("2")
        return fixture
    }

    static let galaItems = [
        TaskTemplate.Item(title: "Venue", note: "Call them", offset: TaskOffset(anchor: .start, days: -3)),
        TaskTemplate.Item(title: "Cake", offset: TaskOffset(anchor: .start, days: -7, minutes: -540)),
        TaskTemplate.Item(title: "Chairs"),
        TaskTemplate.Item(title: "Tidy", offset: TaskOffset(anchor: .end, minutes: 120)),
    ]

    func save(_ fixture: Fixture, _ name: String, from event: String = "gala") async throws -> TemplateResponse {
        try await SaveTaskTemplate(fixture.dependencies).execute(event: event, name: name)
    }

    func apply(_ fixture: Fixture, to event: String, from source: TaskSource) async throws -> AppliedTasksResponse {
        try await ApplyTaskTemplate(fixture.dependencies).execute(event: event, from: source)
    }

    @Test func savingKeepsRulesAndTurnsFixedTimesIntoDistancesFromTheStart() async throws {
        let fixture = try await Self.gala()
        let saved = try await save(fixture, "  Party ")
        #expect(saved.template.name == "Party")
        #expect(saved.template.items == Self.galaItems)
        #expect(saved.template.savedBy == fixture.ada.id)
        #expect(saved.savedBy == fixture.ada.email)
        #expect(saved.template.savedAt == fixture.dependencies.fixedClock.now())
        let listed = try await ListTaskTemplates(fixture.dependencies).execute()
        #expect(listed.map(\.template.name) == ["Party"])
        #expect(listed.first?.template.items == Self.galaItems)
        #expect(listed.first?.savedBy == fixture.ada.email)
    }

    /// The fair starts a day after the gala, on 2026-11-01 at 19:00+01:00, and has two tasks of
    /// its own. The cake, 10:00 on the Saturday a week before the gala's start in summer time,
    /// is 10:00 on the Sunday a week before the fair's, after the clocks went back: the same
    /// distance on the wall, an hour less of elapsed time.
    @Test func applyingLandsAtTheSameWallDistanceNobodysAndOpenAfterTheEventsOwn() async throws {
        let fixture = try await Self.gala()
        _ = try await save(fixture, "Party")
        let fair = try await fixture.makeEvent("fair", start: "2026-11-01T19:00+01:00", owner: fixture.ada)
        for title in ["Own one", "Own two"] {
            _ = try await AddTask(fixture.dependencies).execute(AddTaskRequest(event: "fair", title: title))
        }
        fixture.dependencies.fixedClock.advance(by: 600)
        let applied = try await apply(fixture, to: "fair", from: .template("PARTY"))
        #expect(applied.source == "Party")
        #expect(applied.event.id == fair.id)
        #expect(applied.items.map(\.task.title) == ["Venue", "Cake", "Chairs", "Tidy"])
        #expect(applied.items.map(\.task.number) == [3, 4, 5, 6])
        #expect(applied.items.map(\.task.position) == [3, 4, 5, 6])
        #expect(applied.items.map(\.task.due) == Self.galaItems.map { $0.offset.map { .relative($0) } })
        #expect(applied.items.map(\.due) == [try Fixture.instant("2026-10-29T19:00+01:00"), try Fixture.instant("2026-10-25T10:00+01:00"), nil,
                                             try Fixture.instant("2026-11-02T01:00+01:00")])
        #expect(applied.items.map(\.task.note) == ["Call them", nil, nil, nil])
        #expect(applied.items.allSatisfy { $0.task.assignee == nil && $0.assignee == nil }, "nobody is assigned")
        #expect(applied.items.allSatisfy { $0.task.doneAt == nil && $0.task.doneBy == nil && $0.task.reminder == nil }, "none is done")
        #expect(applied.items.allSatisfy { $0.task.createdAt == fixture.dependencies.fixedClock.now() && $0.task.eventID == fair.id })
        let stored = await fixture.store.tasks(of: fair.id)
        #expect(stored.map(\.title) == ["Own one", "Own two", "Venue", "Cake", "Chairs", "Tidy"])
        #expect(stored.map(\.number) == [1, 2, 3, 4, 5, 6])
        // The gala is as it was.
        #expect(await fixture.tasks().map(\.title) == ["Venue", "Cake", "Chairs", "Tidy"])
    }

    /// Across the other change of clocks: 2026-03-29 in Berlin.
    @Test func applyingAcrossTheSpringChangeKeepsTheWallTime() async throws {
        let fixture = try await Self.gala()
        _ = try await save(fixture, "Party")
        try await fixture.makeEvent("spring", start: "2026-04-02T19:00+02:00", owner: fixture.ada)
        let applied = try await apply(fixture, to: "spring", from: .template("party"))
        #expect(applied.items.map(\.task.number) == [1, 2, 3, 4])
        #expect(applied.items.map(\.due) == [try Fixture.instant("2026-03-30T19:00+02:00"), try Fixture.instant("2026-03-26T10:00+01:00"), nil,
                                             try Fixture.instant("2026-04-03T01:00+02:00")])
    }

    @Test func applyingFromAnotherEventCopiesItsChecklist() async throws {
        let fixture = try await Self.gala()
        try await fixture.makeEvent("fair", start: "2026-11-01T19:00+01:00", owner: fixture.ada)
        let applied = try await apply(fixture, to: "fair", from: .event(" GALA "))
        #expect(applied.source == "gala")
        #expect(applied.items.map(\.task.due) == Self.galaItems.map { $0.offset.map { .relative($0) } })
        #expect(applied.items.map(\.due) == [try Fixture.instant("2026-10-29T19:00+01:00"), try Fixture.instant("2026-10-25T10:00+01:00"), nil,
                                             try Fixture.instant("2026-11-02T01:00+01:00")])
        #expect(applied.items.allSatisfy { $0.task.assignee == nil && !$0.task.isDone })
        #expect(try await ListTaskTemplates(fixture.dependencies).execute().isEmpty, "no template is saved by a copy")
    }

    /// Staff of the gala may copy its checklist into an event they manage; a stranger to the
    /// gala is told it does not exist.
    @Test func copyingNeedsOnlyToSeeTheOtherEvent() async throws {
        let fixture = try await Self.gala()
        try await fixture.makeEvent("stans", start: "2026-12-01T19:00+01:00", owner: fixture.stan)
        try await fixture.makeEvent("noras", start: "2026-12-01T19:00+01:00", owner: fixture.nora)
        fixture.signIn(fixture.stan)
        #expect(try await apply(fixture, to: "stans", from: .event("gala")).items.count == 4)
        await #expect(throws: staffRefusal) { try await apply(fixture, to: "gala", from: .event("stans")) }
        fixture.signIn(fixture.nora)
        let before = await fixture.store.snapshot()
        await #expect(throws: galaMissing) { try await apply(fixture, to: "noras", from: .event("gala")) }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func nothingToSaveOrApplyIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.makeEvent("fair", start: "2026-11-01T19:00+01:00", owner: fixture.ada)
        let empty = await failure { try await save(fixture, "Empty") }
        #expect(empty?.code == "invalid" && empty?.field == "event")
        let copy = await failure { try await apply(fixture, to: "fair", from: .event("gala")) }
        #expect(copy?.code == "invalid" && copy?.field == "from")
        let unknown = await failure { try await apply(fixture, to: "fair", from: .template("Nope")) }
        #expect(unknown?.code == "not_found" && unknown?.field == "template")
        #expect(unknown?.nextStep == .listTaskTemplates)
        try await fixture.add("Cake")
        for name in ["", "  ", "Two\nlines", String(repeating: "n", count: 101)] {
            #expect(await failure { try await save(fixture, name) }?.field == "name")
        }
        #expect(try await ListTaskTemplates(fixture.dependencies).execute().isEmpty)
    }

    @Test func aNameTakenInAnotherCaseIsRefused() async throws {
        let fixture = try await Self.gala()
        _ = try await save(fixture, "Party")
        try await fixture.makeEvent("fair", start: "2026-11-01T19:00+01:00", owner: fixture.otto)
        _ = try await AddTask(fixture.dependencies).execute(AddTaskRequest(event: "gala", title: "More"))
        fixture.signIn(fixture.otto)
        _ = try await AddTask(fixture.dependencies).execute(AddTaskRequest(event: "fair", title: "Stage"))
        let before = await fixture.store.snapshot()
        await #expect(throws: DomainError.taskTemplateNameTaken("PARTY")) { try await save(fixture, "PARTY", from: "fair") }
        await #expect(throws: DomainError.taskTemplateNameTaken("party")) { try await save(fixture, " party ", from: "gala") }
        #expect(await fixture.store.snapshot() == before)
        let templates = try await ListTaskTemplates(fixture.dependencies).execute()
        #expect(templates.map(\.template.name) == ["Party"])
        #expect(templates.first?.template.items == Self.galaItems, "the first is kept as it was")
    }

    @Test func staffCannotSave() async throws {
        let fixture = try await Self.gala()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await save(fixture, "Party") }
        fixture.signIn(fixture.nora)
        await #expect(throws: galaMissing) { try await save(fixture, "Party") }
        #expect(await fixture.store.taskTemplates().isEmpty)
    }

    @Test func onlyTheSaverRemovesATemplate() async throws {
        let fixture = try await Self.gala()
        _ = try await save(fixture, "Party")
        let before = await fixture.store.snapshot()
        for other in [fixture.otto, fixture.stan, fixture.nora] {
            fixture.signIn(other)
            await #expect(throws: DomainError.forbidden("only the account that saved 'Party' (ada@example.org) may remove it")) {
                try await RemoveTaskTemplate(fixture.dependencies).execute(name: "party")
            }
        }
        #expect(await fixture.store.snapshot() == before)
        fixture.signIn(fixture.ada)
        let removed = try await RemoveTaskTemplate(fixture.dependencies).execute(name: " PARTY ")
        #expect(removed.template.name == "Party")
        #expect(await fixture.store.taskTemplates().isEmpty)
        let again = await failure { try await RemoveTaskTemplate(fixture.dependencies).execute(name: "Party") }
        #expect(again?.code == "not_found" && again?.field == "template")
        // The name is free again.
        #expect(try await save(fixture, "party").template.name == "party")
    }

    /// Copying the checklist to a twin event (same start, same zone) puts every task at the
    /// same instant, even a fixed due time on the day the clocks change, on the other side of
    /// the change from the start's time of day (2026-10-25 has 25 hours in Berlin).
    @Test func aCopyToATwinEventLandsAtTheSameInstant() async throws {
        let fixture = try await Fixture()
        let original = try Fixture.instant("2026-10-25T01:00+02:00")  // 2026-10-24T23:00Z
        try await fixture.add("Early", due: "2026-10-25T01:00+02:00")
        try await fixture.add("Late", due: "2026-10-25T20:00+01:00")
        try await fixture.makeEvent("twin", start: "2026-10-31T19:00+01:00", owner: fixture.ada)
        let applied = try await apply(fixture, to: "twin", from: .event("gala"))
        #expect(applied.items[1].due == (try Fixture.instant("2026-10-25T20:00+01:00")), "same side of the change: exact")
        #expect(applied.items[0].due == original)
    }

    /// 20:00 the day before a 19:00 start is a day back and an hour on; said in words it is
    /// "23 hours before the start", which reads back to the same instant.
    @Test func aFixedTimeBecomesARuleThatSaysWhereItIs() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Rehearse", due: "2026-10-30T20:00")
        let saved = try await SaveTaskTemplate(fixture.dependencies).execute(event: "gala", name: "Rehearsals")
        let offset = try #require(saved.template.items.first?.offset)
        #expect(offset == TaskOffset(anchor: .start, days: 0, minutes: -23 * 60))
        #expect(TaskDueInput.words(offset) == "23 hours before the start")
        #expect(try TaskDueInput.parse(TaskDueInput.words(offset), in: fixture.event.timeZone) == .relative(offset))
        #expect(offset.date(for: fixture.event) == (try Fixture.instant("2026-10-30T20:00+01:00")))
    }
}
