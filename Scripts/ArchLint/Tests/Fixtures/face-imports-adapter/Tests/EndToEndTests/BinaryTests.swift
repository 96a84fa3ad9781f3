import DomainTestSupport
import Testing

@Test func storeStartsEmpty() {
    _ = InMemoryEvents()
}
