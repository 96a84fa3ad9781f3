import Domain
import DomainTestSupport
import Events
import Testing

/// The watched dashboard comes at once, then again after each change to the store, and the
/// stream ends with the error that stops it.
struct WatchEventTests {
    @Test func redrawsAfterEachChangeAndNotOtherwise() async throws {
        let fixture = try await Fixture.make()
        var updates = WatchEvent(fixture.dependencies).execute(EventReference(event: "summer-gala"), every: .milliseconds(10))
            .makeAsyncIterator()
        let first = try #require(try await updates.next())
        #expect(first.dashboard.first?.items.last == .init(label: "Total", value: "3"))

        _ = try await RemoveMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: fixture.stan.email.value))
        let second = try #require(try await updates.next())
        #expect(second.dashboard.first?.items.last == .init(label: "Total", value: "2"))
    }

    @Test func endsWithTheErrorThatStopsIt() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(nil)
        var updates = WatchEvent(fixture.dependencies).execute(EventReference(event: "summer-gala")).makeAsyncIterator()
        await #expect(throws: DomainError.notSignedIn) { _ = try await updates.next() }
    }
}
