@testable import Auth
import DomainTestSupport
import Testing

@Test func cardKeepsItsTone() {
    let events = InMemoryEvents()
    _ = events
    #expect(AuthCard(tone: 1).tone == 1)
}
