import Domain
import DomainTestSupport
import Foundation
import Tasks
import Testing

/// An event's checklist, filtered; and a member's own open tasks across events.
@Suite struct ListTasksTests {
    /// The clock reads 2026-10-01T12:00Z. #1 is Stan's, a day before the start; #2 nobody's
    /// with no due time; #3 Ada's at 07:00Z tomorrow; #4 Stan's, past due but done; #5 nobody's,
    /// due this very second.
    static func checklist() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.add("Venue", due: "1 day before start", assign: "stan@example.org")
        try await fixture.add("Chairs")
        try await fixture.add("Cake", due: "2026-10-02T09:00", assign: "ada@example.org")
        try await fixture.add("Flowers", due: "2026-10-01T13:00", assign: "stan@example.org")
        try await fixture.add("Badges", due: "2026-10-01T14:00")
        try await fixture.mark("4")
        return fixture
    }

    static func numbers(_ response: TaskListResponse) -> [Int] { response.items.map(\.task.number) }

    @Test func everyTaskInOrderWithItsDueTimeAndTotal() async throws {
        let fixture = try await Self.checklist()
        let all = try await fixture.list()
        #expect(Self.numbers(all) == [1, 2, 3, 4, 5])
        #expect(all.total == 5)
        #expect(all.items.map(\.due) == [try Fixture.instant("2026-10-30T19:00+01:00"), nil, try Fixture.instant("2026-10-02T07:00Z"),
                                          try Fixture.instant("2026-10-01T11:00Z"), try Fixture.instant("2026-10-01T12:00Z")])
        #expect(all.items[0].assignee?.email == fixture.stan.email)
        #expect(all.items[3].doneBy?.email == fixture.ada.email)
        #expect(all.role == .owner && all.manages)
        #expect(all.me == fixture.ada.id)
    }

    @Test func openAndDone() async throws {
        let fixture = try await Self.checklist()
        let open = try await fixture.list(filter: .open)
        #expect(Self.numbers(open) == [1, 2, 3, 5])
        #expect(open.total == 5, "the total counts every task however filtered")
        let done = try await fixture.list(filter: .done)
        #expect(Self.numbers(done) == [4])
        #expect(done.total == 5)
    }

    @Test func mineIsWhatIsAssignedToTheAsker() async throws {
        let fixture = try await Self.checklist()
        fixture.signIn(fixture.stan)
        let mine = try await fixture.list(mine: true)
        #expect(Self.numbers(mine) == [1, 4])
        #expect(mine.total == 5)
        #expect(mine.role == .staff && !mine.manages)
        #expect(Self.numbers(try await fixture.list(mine: true, filter: .open)) == [1])
        #expect(Self.numbers(try await fixture.list(mine: true, filter: .done)) == [4])
        let all = try await fixture.list()
        #expect(all.items.map { all.mayTick($0) } == [true, false, false, true, false])
        fixture.signIn(fixture.otto)
        #expect(try await fixture.list(mine: true).items.isEmpty)
    }

    /// Overdue: open and due at or before now; it grows as the clock moves.
    @Test func overdueFollowsTheClock() async throws {
        let fixture = try await Self.checklist()
        #expect(Self.numbers(try await fixture.list(overdue: true)) == [5], "due this second is overdue; done #4 never is")
        // 07:00Z tomorrow, less a second.
        fixture.dependencies.fixedClock.advance(by: 19 * 3600 - 1)
        #expect(Self.numbers(try await fixture.list(overdue: true)) == [5])
        fixture.dependencies.fixedClock.advance(by: 1)
        #expect(Self.numbers(try await fixture.list(overdue: true)) == [3, 5])
        #expect(Self.numbers(try await fixture.list(mine: true, overdue: true)) == [3])
        #expect(Self.numbers(try await fixture.list(filter: .done, overdue: true)) == [])
        // Past the start less a day: #1 too.
        let venue = try Fixture.instant("2026-10-30T18:00Z")
        fixture.dependencies.fixedClock.advance(by: venue.timeIntervalSince(fixture.dependencies.fixedClock.now()))
        let overdue = try await fixture.list(overdue: true)
        #expect(Self.numbers(overdue) == [1, 3, 5])
        #expect(overdue.total == 5)
        #expect(overdue.now == venue)
        fixture.signIn(fixture.stan)
        #expect(Self.numbers(try await fixture.list(mine: true, filter: .open, overdue: true)) == [1])
    }

    /// A rule's due time is the event's as it is now: move the event and the task moves.
    @Test func aRuleFollowsTheEvent() async throws {
        let fixture = try await Self.checklist()
        var event = await fixture.currentEvent()
        event.startsAt = event.startsAt.addingTimeInterval(-30 * 86_400)
        event.endsAt = event.endsAt.addingTimeInterval(-30 * 86_400)
        try await fixture.store.update(event)
        // Thirty days of elapsed time earlier the start reads 2026-10-01T20:00+02:00 (summer
        // time); less a day is 2026-09-30T20:00+02:00: overdue now.
        let list = try await fixture.list(overdue: true)
        #expect(Self.numbers(list) == [1, 5])
        #expect(list.items.first?.due == (try Fixture.instant("2026-09-30T20:00+02:00")))
    }

    // MARK: Mine, across events

    /// Stan is staff at the gala (Berlin) and at the fair (New York, 2026-10-20 18:00).
    @Test func myTasksAcrossEventsSoonestFirstWithNoDueLast() async throws {
        let fixture = try await Fixture()
        let fair = try await fixture.makeEvent("fair", start: "2026-10-20T18:00-04:00", zone: "America/New_York", owner: fixture.ada,
                                               members: [(fixture.stan, .staff)])
        try await fixture.add("Venue", due: "1 day before start", assign: "stan@example.org")  // 2026-10-30T18:00Z
        try await fixture.add("Chairs", assign: "stan@example.org")
        try await fixture.add("Not his", due: "2026-10-02T09:00", assign: "otto@example.org")
        try await fixture.add("Done", due: "2026-10-02T09:00", assign: "stan@example.org")
        try await fixture.mark("4")
        func addToFair(_ title: String, due: String? = nil) async throws {
            _ = try await AddTask(fixture.dependencies).execute(AddTaskRequest(event: "fair", title: title, due: due, assign: "stan@example.org"))
        }
        try await addToFair("Sign")
        try await addToFair("Lights", due: "2026-11-05T09:00")  // EST: 14:00Z
        try await addToFair("Tent", due: "2 days before start")  // 2026-10-18T22:00Z
        try await addToFair("Old", due: "2026-10-02T09:00")
        try await fixture.mark("4", event: "fair")

        fixture.signIn(fixture.stan)
        let mine = try await ListMyTasks(fixture.dependencies).execute()
        #expect(mine.entries.map(\.item.task.title) == ["Tent", "Venue", "Lights", "Sign", "Chairs"])
        #expect(mine.entries.map(\.event.handle.value) == ["fair", "gala", "fair", "fair", "gala"])
        #expect(mine.entries.map(\.item.due) == [try Fixture.instant("2026-10-18T22:00Z"), try Fixture.instant("2026-10-30T18:00Z"),
                                                 try Fixture.instant("2026-11-05T14:00Z"), nil, nil])
        #expect(mine.now == fixture.dependencies.fixedClock.now())

        // Stan leaves the fair: its tasks, still his, are no longer listed.
        try await fixture.store.remove(event: fair.id, user: fixture.stan.id)
        let left = try await ListMyTasks(fixture.dependencies).execute()
        #expect(left.entries.map(\.item.task.title) == ["Venue", "Chairs"])

        fixture.signIn(fixture.nora)
        #expect(try await ListMyTasks(fixture.dependencies).execute().entries.isEmpty)
        fixture.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { try await ListMyTasks(fixture.dependencies).execute() }
    }

    @Test func myTasksWithTheSameDueTimeGoByEventThenChecklistOrder() async throws {
        let fixture = try await Fixture()
        try await fixture.makeEvent("auction", start: "2026-10-31T19:00+01:00", owner: fixture.ada, members: [(fixture.stan, .staff)])
        try await fixture.add("Gala one", due: "1 day before start", assign: "stan@example.org")
        try await fixture.add("Gala two", due: "1 day before start", assign: "stan@example.org")
        _ = try await AddTask(fixture.dependencies).execute(AddTaskRequest(event: "auction", title: "Auction", due: "1 day before start",
                                                                           assign: "stan@example.org"))
        fixture.signIn(fixture.stan)
        let mine = try await ListMyTasks(fixture.dependencies).execute()
        #expect(mine.entries.map(\.item.task.title) == ["Auction", "Gala one", "Gala two"])
    }
}
