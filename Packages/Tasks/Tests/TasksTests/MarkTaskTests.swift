import Domain
import DomainTestSupport
import Foundation
import Tasks
import Testing

/// Ticking a task and opening it again: owners and organizers tick any, staff only their own;
/// ticking twice changes nothing.
@Suite struct MarkTaskTests {
    @Test func theOwnerTicksAnyTask() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", assign: "stan@example.org")
        try await fixture.add("Flowers")
        fixture.dependencies.fixedClock.advance(by: 300)
        let now = fixture.dependencies.fixedClock.now()
        let cake = try await fixture.mark("1").items[0]
        #expect(cake.task.doneAt == now)
        #expect(cake.task.doneBy == fixture.ada.id)
        #expect(cake.doneBy?.email == fixture.ada.email)
        #expect(cake.task.updatedAt == now)
        let flowers = try await fixture.mark("#2").items[0]
        #expect(flowers.task.isDone)
        let stored = await fixture.tasks()
        #expect(stored.map(\.doneAt) == [now, now])
        #expect(stored.map(\.doneBy) == [fixture.ada.id, fixture.ada.id])
    }

    @Test func anOrganizerTicksAnyTask() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", assign: "stan@example.org")
        fixture.signIn(fixture.otto)
        #expect(try await fixture.mark("1").items[0].task.doneBy == fixture.otto.id)
        #expect(try await fixture.mark("1", done: false).items[0].task.isDone == false)
    }

    @Test func staffTickTheirOwnTaskOnly() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", assign: "stan@example.org")
        try await fixture.add("Flowers", assign: "otto@example.org")
        try await fixture.add("Chairs")
        fixture.signIn(fixture.stan)

        let mine = try await fixture.mark("1").items[0]
        #expect(mine.task.doneBy == fixture.stan.id)
        #expect(mine.doneBy?.name == "Stan")
        #expect(await fixture.task(1)?.isDone == true)

        let before = await fixture.store.snapshot()
        for other in ["2", "3"] {
            let error = await failure { try await fixture.mark(other) }
            #expect(error?.code == "forbidden")
            #expect(error == .forbidden("staff tick only the tasks assigned to them; #\(other) is not yours, so ask the event's owner or an organizer"))
        }
        #expect(await fixture.store.snapshot() == before, "a refused tick changes nothing")

        // Opening one that is not theirs is refused too, even when it is done.
        fixture.signIn(fixture.ada)
        try await fixture.mark("2")
        fixture.signIn(fixture.stan)
        let done = await fixture.store.snapshot()
        #expect(await failure { try await fixture.mark("2", done: false) }?.code == "forbidden")
        #expect(await fixture.store.snapshot() == done)

        // And their own again.
        #expect(try await fixture.mark("1", done: false).items[0].task.isDone == false)
    }

    @Test func undoClearsWhenAndWho() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake")
        try await fixture.mark("1")
        fixture.dependencies.fixedClock.advance(by: 60)
        let opened = try await fixture.mark("1", done: false).items[0]
        #expect(opened.task.doneAt == nil)
        #expect(opened.task.doneBy == nil)
        #expect(opened.doneBy == nil)
        #expect(opened.task.updatedAt == fixture.dependencies.fixedClock.now())
        let stored = await fixture.task(1)
        #expect(stored?.doneAt == nil && stored?.doneBy == nil)
    }

    @Test func tickingTwiceChangesNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake")
        let first = try await fixture.mark("1").items[0]
        let afterFirst = await fixture.store.snapshot()
        fixture.dependencies.fixedClock.advance(by: 3600)
        fixture.signIn(fixture.otto)
        let second = try await fixture.mark("1").items[0]
        #expect(second.task.doneAt == first.task.doneAt, "the first tick's time stays")
        #expect(second.task.doneBy == fixture.ada.id, "and the first ticker")
        #expect(second.task.updatedAt == first.task.updatedAt)
        #expect(await fixture.store.snapshot() == afterFirst)
    }

    @Test func openingAnOpenTaskChangesNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake")
        let before = await fixture.store.snapshot()
        fixture.dependencies.fixedClock.advance(by: 60)
        let response = try await fixture.mark("1", done: false).items[0]
        #expect(response.task.isDone == false)
        #expect(await fixture.store.snapshot() == before)
    }
}

/// Several tasks at once: all or none.
@Suite struct MarkSeveralTasksTests {
    @Test func severalAreTickedTogetherEachOnce() async throws {
        let fixture = try await Fixture()
        for title in ["Cake", "Flowers", "Chairs"] { try await fixture.add(title) }
        let marked = try await fixture.mark("3", "#1", "1")
        #expect(marked.items.map(\.task.number) == [3, 1], "in the order named, each once")
        #expect(marked.done)
        #expect(marked.now == fixture.dependencies.fixedClock.now())
        #expect(await fixture.tasks().map(\.isDone) == [true, false, true])
        let opened = try await fixture.mark("1", "2", done: false)
        #expect(opened.items.map(\.task.isDone) == [false, false])
        #expect(!opened.done)
        #expect(await fixture.tasks().map(\.isDone) == [false, false, true])
    }

    @Test func oneRefusalOrUnknownTaskChangesNone() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake", assign: "stan@example.org")
        try await fixture.add("Flowers")
        fixture.signIn(fixture.stan)
        let before = await fixture.store.snapshot()
        #expect(await failure { try await fixture.mark("1", "2") }?.code == "forbidden")
        #expect(await failure { try await fixture.mark("1", "#9") }?.field == "task")
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func noTaskNamedIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Cake")
        let before = await fixture.store.snapshot()
        let error = await failure { try await MarkTask(fixture.dependencies).execute(event: "gala", tasks: [], done: true) }
        #expect(error?.code == "invalid" && error?.field == "task")
        #expect(await fixture.store.snapshot() == before)
    }
}
