import Domain
import DomainTestSupport
import Foundation
import Testing

@Test func emptyStoreHasNoNames() {
    #expect(InMemoryEvents().name(of: UUID()) == nil)
}
