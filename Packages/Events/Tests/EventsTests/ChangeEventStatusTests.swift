import Domain
import DomainTestSupport
import Events
import Testing

struct ChangeEventStatusTests {
    static let legal: Set<[EventStatus]> = [[.draft, .published], [.published, .completed], [.draft, .cancelled], [.published, .cancelled]]

    static let rules: [EventStatus: String] = [
        .draft: "a draft event can only be published or cancelled",
        .published: "a published event can only be completed or cancelled",
        .completed: "a completed event is final and cannot change status",
        .cancelled: "a cancelled event is final and cannot change status",
    ]

    static let phrases: [EventStatus: String] = [
        .draft: "move 'summer-gala' back to draft", .published: "publish 'summer-gala'",
        .completed: "complete 'summer-gala'", .cancelled: "cancel 'summer-gala'",
    ]

    @Test(arguments: EventStatus.allCases, EventStatus.allCases)
    func followsTheStatusMachine(from: EventStatus, to: EventStatus) async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(from)
        // During the event, when every move the machine allows is also allowed by the clock.
        fixture.dependencies.fixedClock.advance(by: instant("2026-12-12T18:30:00Z").timeIntervalSince(fixture.dependencies.fixedClock.now()))
        let change = ChangeEventStatus(fixture.dependencies)
        let request = ChangeEventStatusRequest(event: "summer-gala", target: to)
        if Self.legal.contains([from, to]) {
            fixture.dependencies.fixedClock.advance(by: 60)
            let response = try await change.execute(request)
            #expect(response.event.status == to)
            #expect(response.event.updatedAt == fixture.dependencies.fixedClock.now())
            #expect(try await fixture.stored()?.status == to)
        } else {
            let error = await failureLeavingStoreUnchanged(fixture.store) { try await change.execute(request) }
            #expect(error == .illegalTransition("cannot \(Self.phrases[to]!): it is \(from); \(Self.rules[from]!)"))
        }
    }

    @Test func anEventThatHasEndedCannotBePublished() async throws {
        let fixture = try await Fixture.make()
        fixture.dependencies.fixedClock.advance(by: instant("2026-12-13T00:00:00Z").timeIntervalSince(fixture.dependencies.fixedClock.now()))
        let publish = ChangeEventStatusRequest(event: "summer-gala", target: .published)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await ChangeEventStatus(fixture.dependencies).execute(publish) }
        #expect(error == .illegalTransition("cannot publish 'summer-gala': it ended 2026-12-13 01:00 +01:00", next: .rescheduleEvent(try Handle("summer-gala"))))

        fixture.dependencies.fixedClock.advance(by: -1)
        #expect(try await ChangeEventStatus(fixture.dependencies).execute(publish).event.status == .published)
    }

    @Test func anEventThatHasNotStartedIsCompletedOnlyWithForce() async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(.published)
        fixture.dependencies.fixedClock.advance(by: instant("2026-12-12T17:59:59Z").timeIntervalSince(fixture.dependencies.fixedClock.now()))
        let complete = ChangeEventStatusRequest(event: "summer-gala", target: .completed)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await ChangeEventStatus(fixture.dependencies).execute(complete) }
        #expect(error == .invalid(field: "force", message: "cannot complete 'summer-gala': it has not started yet (it starts 2026-12-12 19:00 +01:00); add it to complete the event anyway"))
        #expect(error?.category == .invalidData)

        let forced = ChangeEventStatusRequest(event: "summer-gala", target: .completed, force: true)
        #expect(try await ChangeEventStatus(fixture.dependencies).execute(forced).event.status == .completed)
        #expect(try await fixture.stored()?.status == .completed)
    }

    @Test func anEventCanBeCompletedFromTheMomentItStarts() async throws {
        let fixture = try await Fixture.make()
        try await fixture.setStatus(.published)
        fixture.dependencies.fixedClock.advance(by: instant("2026-12-12T18:00:00Z").timeIntervalSince(fixture.dependencies.fixedClock.now()))
        let complete = ChangeEventStatusRequest(event: "summer-gala", target: .completed)
        #expect(try await ChangeEventStatus(fixture.dependencies).execute(complete).event.status == .completed)
    }

    @Test func forceDoesNotBendTheOtherRules() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) {
            try await ChangeEventStatus(fixture.dependencies).execute(ChangeEventStatusRequest(event: "summer-gala", target: .completed, force: true))
        }
        #expect(error == .illegalTransition("cannot complete 'summer-gala': it is draft; a draft event can only be published or cancelled"))
    }

    @Test func organizersMayChangeStatusAndSeeTheirRole() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.otto)
        let response = try await ChangeEventStatus(fixture.dependencies).execute(ChangeEventStatusRequest(event: "summer-gala", target: .cancelled))
        #expect(response.role == .organizer)
        #expect(response.event.status == .cancelled)
    }
}
