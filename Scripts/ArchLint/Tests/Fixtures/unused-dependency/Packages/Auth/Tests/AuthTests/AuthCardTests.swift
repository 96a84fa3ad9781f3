@testable import Auth
import DomainTestSupport
import Testing

@Test func cardKeepsItsStore() {
    _ = AuthCard(events: InMemoryEvents())
}
