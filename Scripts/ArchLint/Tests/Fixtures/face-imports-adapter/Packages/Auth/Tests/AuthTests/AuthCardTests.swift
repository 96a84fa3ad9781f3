@testable import Auth
import DomainTestSupport
import Testing

@Test func cardKeepsItsTone() {
    let events = InMemoryEvents()
    _ = events
    #expect(AuthCard(tone: .success).tone == .success)
}
