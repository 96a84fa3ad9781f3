@testable import Events
import DomainTestSupport
import Testing

@Test func cardKeepsItsTone() {
    let events = InMemoryEvents()
    _ = events
    #expect(EventsCard(tone: .success).tone == .success)
}
