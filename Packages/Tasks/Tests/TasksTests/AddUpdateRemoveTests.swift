import Domain
import DomainTestSupport
import Foundation
import Tasks
import Testing

/// Adding, changing and removing a task: numbers and order, what each field accepts, who may.
@Suite struct AddUpdateRemoveTests {
    // MARK: Numbers and order

    @Test func tasksAreNumberedAndPlacedInTheOrderAdded() async throws {
        let fixture = try await Fixture()
        let first = try await fixture.add("Book the venue")
        let second = try await fixture.add("Order the cake")
        let third = try await fixture.add("Print badges")
        #expect([first, second, third].map(\.item.task.number) == [1, 2, 3])
        #expect([first, second, third].map(\.item.task.position) == [1, 2, 3])
        let stored = await fixture.tasks()
        #expect(stored.map(\.title) == ["Book the venue", "Order the cake", "Print badges"])
        #expect(stored.map(\.number) == [1, 2, 3])
        #expect(stored.allSatisfy { $0.eventID == fixture.event.id && $0.createdAt == fixture.dependencies.fixedClock.now() })
        let listed = try await fixture.list()
        #expect(listed.items.map(\.task.number) == [1, 2, 3])
    }

    /// A number below the largest is never given again.
    @Test func aRemovedNumberBelowTheLargestIsNotReused() async throws {
        let fixture = try await Fixture()
        for title in ["One", "Two", "Three"] { try await fixture.add(title) }
        let removed = try await fixture.remove("#2")
        #expect(removed.item.task.title == "Two")
        let added = try await fixture.add("Four")
        #expect(added.item.task.number == 4)
        #expect(added.item.task.position == 4)
        #expect(await fixture.tasks().map(\.number) == [1, 3, 4])
    }

    /// What the code does (`TaskLookup.nextNumber` is the largest number held, plus one): once
    /// the largest is removed, its number IS given again, to a different task. `EventTask.number`
    /// says a number is "never reused" by the event and `AddTask` says "one past the largest
    /// number it ever held"; `RemoveTask` says only "while a larger one is held". See the report.
    @Test func removingTheLargestNumberLetsItBeGivenAgain() async throws {
        let fixture = try await Fixture()
        for title in ["One", "Two", "Three"] { try await fixture.add(title) }
        try await fixture.remove("3")
        let added = try await fixture.add("Not three")
        #expect(added.item.task.number == 3, "the code reuses #3 once #3 is gone")
        #expect(await fixture.task(3)?.title == "Not three")
        // Emptying the checklist starts again at #1.
        for number in ["1", "2", "3"] { try await fixture.remove(number) }
        #expect(try await fixture.add("Again").item.task.number == 1)
    }

    // MARK: Fields

    @Test(arguments: ["", "   ", "\n\t", "Line one\nline two", "Line one\r\nline two", String(repeating: "x", count: 201)])
    func aBadTitleIsRefusedAndNothingIsStored(_ title: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.store.snapshot()
        let error = await failure { try await fixture.add(title) }
        #expect(error?.code == "invalid")
        #expect(error?.field == "title")
        #expect(await fixture.store.snapshot() == before)
        // And the same on update.
        try await fixture.add("Fine")
        let stored = await fixture.store.snapshot()
        let updateError = await failure { try await fixture.update("1", title: title) }
        #expect(updateError?.field == "title")
        #expect(await fixture.store.snapshot() == stored)
    }

    @Test func aTitleIsTrimmedAndTwoHundredCharactersAreAllowed() async throws {
        let fixture = try await Fixture()
        let long = String(repeating: "y", count: 200)
        #expect(try await fixture.add("  \(long)\n").item.task.title == long)
        #expect(try await fixture.add("  Book the venue ").item.task.title == "Book the venue")
    }

    @Test func aNonMemberCannotBeAssigned() async throws {
        let fixture = try await Fixture()
        let before = await fixture.store.snapshot()
        let error = await failure { try await fixture.add("Cake", assign: "nora@example.org") }
        #expect(error?.code == "invalid")
        #expect(error?.field == "assign")
        let unknown = await failure { try await fixture.add("Cake", assign: "nobody@example.org") }
        #expect(unknown?.field == "assign")
        let malformed = await failure { try await fixture.add("Cake", assign: "not an address") }
        #expect(malformed?.field == "assign")
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func aMemberIsAssignedByEmail() async throws {
        let fixture = try await Fixture()
        let response = try await fixture.add("Cake", assign: "  STAN@example.org ")
        #expect(response.item.task.assignee == fixture.stan.id)
        #expect(response.item.assignee?.email == fixture.stan.email)
        #expect(response.item.assignee?.name == "Stan")
        #expect(await fixture.task(1)?.assignee == fixture.stan.id)
        #expect(try await fixture.add("Flowers", assign: "").item.task.assignee == nil)
    }

    @Test func aRuleIsStoredAsARuleAndADateTimeAsAnInstant() async throws {
        let fixture = try await Fixture()
        let rule = try await fixture.add("Venue", due: "3 days before start", note: "  Call them  ")
        #expect(rule.item.task.due == .relative(TaskOffset(anchor: .start, days: -3)))
        #expect(rule.item.due == (try Fixture.instant("2026-10-28T19:00+01:00")))
        #expect(rule.item.task.note == "Call them")
        let end = try await fixture.add("Tidy up", due: "2 hours after the end")
        #expect(end.item.task.due == .relative(TaskOffset(anchor: .end, minutes: 120)))
        #expect(end.item.due == (try Fixture.instant("2026-11-01T01:00+01:00")))
        // Read in the event's zone: 09:00 in Berlin on the 20th is 07:00Z (summer time).
        let fixed = try await fixture.add("Cake", due: "2026-10-20T09:00")
        #expect(fixed.item.task.due == .at(try Fixture.instant("2026-10-20T07:00Z")))
        #expect(fixed.item.due == (try Fixture.instant("2026-10-20T07:00Z")))
        let none = try await fixture.add("Whenever", due: " ")
        #expect(none.item.task.due == nil)
        #expect(none.item.due == nil)
        let stored = await fixture.tasks()
        #expect(stored.map(\.due) == [.relative(TaskOffset(anchor: .start, days: -3)), .relative(TaskOffset(anchor: .end, minutes: 120)),
                                      .at(try Fixture.instant("2026-10-20T07:00Z")), nil])
    }

    @Test(arguments: ["soon", "2026-10-25T02:30", "3 days around start"])
    func aBadDueIsRefusedAndNothingIsStored(_ due: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.store.snapshot()
        let error = await failure { try await fixture.add("Cake", due: due) }
        #expect(error?.field == "due")
        #expect(await fixture.store.snapshot() == before)
    }

    // MARK: Update

    @Test func blankStringsClearTheFields() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", due: "1 day before start", assign: "stan@example.org", note: "Chocolate")
        let cleared = try await fixture.update("#1", due: "", assign: "  ", note: "\n")
        #expect(cleared.item.task.due == nil)
        #expect(cleared.item.task.assignee == nil)
        #expect(cleared.item.task.note == nil)
        #expect(cleared.item.task.title == "Cake")
        let stored = await fixture.task(1)
        #expect(stored?.due == nil && stored?.assignee == nil && stored?.note == nil && stored?.title == "Cake")
    }

    @Test func onlyWhatIsGivenChanges() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", due: "1 day before start", assign: "stan@example.org", note: "Chocolate")
        let before = await fixture.task(1)!
        fixture.dependencies.fixedClock.advance(by: 60)
        let renamed = try await fixture.update("1", title: "Order the cake")
        var expected = before
        expected.title = "Order the cake"
        expected.updatedAt = fixture.dependencies.fixedClock.now()
        #expect(renamed.item.task == expected)
        #expect(await fixture.task(1) == expected)

        fixture.dependencies.fixedClock.advance(by: 60)
        let noted = try await fixture.update("1", note: "Lemon")
        #expect(noted.item.task.note == "Lemon")
        #expect(noted.item.task.title == "Order the cake")
        #expect(noted.item.task.due == before.due)
        #expect(noted.item.task.assignee == fixture.stan.id)

        fixture.dependencies.fixedClock.advance(by: 60)
        let moved = try await fixture.update("1", due: "2026-10-30T12:00", assign: "otto@example.org")
        #expect(moved.item.task.due == .at(try Fixture.instant("2026-10-30T12:00+01:00")))
        #expect(moved.item.task.assignee == fixture.otto.id)
        #expect(moved.item.task.note == "Lemon")
        #expect(moved.item.task.number == 1 && moved.item.task.position == 1 && moved.item.task.createdAt == before.createdAt)
    }

    @Test func anUpdateThatChangesNothingIsNothingToChange() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", due: "1 day before start", assign: "stan@example.org")
        let before = await fixture.task(1)!
        fixture.dependencies.fixedClock.advance(by: 60)
        let same = await failure { try await fixture.update("1", title: "Cake", due: "1 day before the start", assign: "stan@example.org") }
        #expect(same == .nothingToChange)
        #expect(await failure { try await fixture.update("1") } == .nothingToChange)
        #expect(await fixture.task(1) == before)
    }

    /// A reminder is queued once per due time and assignee: a new due time or a new assignee
    /// takes it away (so one falls due again); a new title or note does not.
    @Test func aNewDueTimeOrAssigneeRearmsTheReminder() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", due: "2026-10-01T10:00", assign: "stan@example.org")
        #expect(try await fixture.queueReminders() == 1)
        #expect(await fixture.task(1)?.reminder != nil)

        try await fixture.update("1", title: "Cake!", note: "Lemon")
        #expect(await fixture.task(1)?.reminder != nil, "a new title keeps the reminder")
        #expect(await failure { try await fixture.update("1", due: "2026-10-01T10:00", assign: "stan@example.org") } == .nothingToChange)
        #expect(await fixture.task(1)?.reminder != nil, "the same due time and assignee keep it")

        try await fixture.update("1", due: "2026-10-01T11:00")
        #expect(await fixture.task(1)?.reminder == nil, "a new due time re-arms it")
        #expect(await fixture.reminders(status: .replaced).count == 1, "the reminder still waiting is not sent")
        #expect(try await fixture.queueReminders() == 1)
        #expect(await fixture.task(1)?.reminder != nil)

        try await fixture.update("1", assign: "otto@example.org")
        #expect(await fixture.task(1)?.reminder == nil, "a new assignee re-arms it")
        #expect(await fixture.reminders(status: .replaced).count == 2)
    }

    // MARK: Unknown tasks

    @Test(arguments: ["#99", "99", "x", "", "#"])
    func anUnknownTaskIsNotFound(_ reference: String) async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake")
        let before = await fixture.store.snapshot()
        let errors = [
            await failure { try await fixture.update(reference, title: "New") },
            await failure { try await fixture.remove(reference) },
            await failure { try await fixture.mark(reference) },
            await failure { try await ShowTask(fixture.dependencies).execute(TaskReference(event: "gala", task: reference)) },
        ]
        for error in errors {
            #expect(error?.code == "not_found")
            #expect(error?.field == "task")
            #expect(error?.nextStep == .listTasks(event: try Handle("gala")))
        }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func aTaskIsNamedWithOrWithoutTheHash() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake")
        #expect(try await ShowTask(fixture.dependencies).execute(TaskReference(event: "gala", task: " #1 ")).item.task.title == "Cake")
        #expect(try await ShowTask(fixture.dependencies).execute(TaskReference(event: "GALA", task: "1")).item.task.title == "Cake")
    }

    // MARK: Who may

    @Test func staffAreRefusedEveryChangeAndNothingChanges() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", assign: "stan@example.org")
        fixture.signIn(fixture.stan)
        let before = await fixture.store.snapshot()
        await #expect(throws: staffRefusal) { try await fixture.add("Flowers") }
        await #expect(throws: staffRefusal) { try await fixture.update("1", title: "Mine now") }
        await #expect(throws: staffRefusal) { try await fixture.remove("1") }
        #expect(await fixture.store.snapshot() == before)
        // But they read the checklist.
        #expect(try await fixture.list().items.count == 1)
        #expect(try await ShowTask(fixture.dependencies).execute(TaskReference(event: "gala", task: "1")).item.task.title == "Cake")
    }

    @Test func aNonMemberIsToldTheEventIsMissing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake")
        fixture.signIn(fixture.nora)
        let before = await fixture.store.snapshot()
        await #expect(throws: galaMissing) { try await fixture.add("Flowers") }
        await #expect(throws: galaMissing) { try await fixture.update("1", title: "Hers") }
        await #expect(throws: galaMissing) { try await fixture.remove("1") }
        await #expect(throws: galaMissing) { try await fixture.mark("1") }
        await #expect(throws: galaMissing) { try await fixture.list() }
        await #expect(throws: galaMissing) { try await ShowTask(fixture.dependencies).execute(TaskReference(event: "gala", task: "1")) }
        fixture.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { try await fixture.add("Flowers") }
        await #expect(throws: DomainError.notSignedIn) { try await fixture.list() }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func organizersChangeTheChecklist() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.otto)
        try await fixture.add("Cake")
        #expect(try await fixture.update("1", assign: "ada@example.org").item.assignee?.email == fixture.ada.email)
        #expect(try await fixture.remove("1").item.task.title == "Cake")
        #expect(await fixture.tasks().isEmpty)
    }

    /// The edit form posts every field back: an assignee who has left the event, posted back as
    /// they are, keeps the task; given to someone else it goes; nothing new is nothing to change.
    @Test func anAssigneeWhoLeftIsKeptUntilTheTaskGoesToAnother() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", assign: "stan@example.org")
        try await fixture.store.remove(event: fixture.event.id, user: fixture.stan.id)
        let kept = try await fixture.update("1", title: "Cake!", assign: "stan@example.org")
        #expect(kept.item.task.assignee == fixture.stan.id && kept.item.task.title == "Cake!")
        let same = await failure { try await fixture.update("1", title: "Cake!", assign: "stan@example.org") }
        #expect(same == .nothingToChange)
        let moved = try await fixture.update("1", assign: "otto@example.org")
        #expect(moved.item.task.assignee == fixture.otto.id)
        let back = await failure { try await fixture.update("1", assign: "stan@example.org") }
        #expect(back?.field == "assign", "Stan left: the task cannot go back to him")
    }
}
