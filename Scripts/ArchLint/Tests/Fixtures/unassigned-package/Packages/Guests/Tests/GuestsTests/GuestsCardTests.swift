@testable import Guests
import DomainTestSupport
import Testing

@Test func cardKeepsItsTone() {
    let events = InMemoryEvents()
    _ = events
    #expect(GuestsCard(tone: 1).tone == 1)
}
