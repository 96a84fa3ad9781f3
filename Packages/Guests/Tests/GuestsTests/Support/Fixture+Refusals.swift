import Domain
import DomainTestSupport
import Testing

extension Fixture {
    /// Expects `body` to be refused with `expected`, leaving the store exactly as it was.
    func expectRefused(_ expected: DomainError, _ body: () async throws -> Void) async throws {
        let before = await store.snapshot()
        await #expect(throws: expected) { try await body() }
        #expect(await store.snapshot() == before, "a refusal changes nothing")
    }

    /// Expects `body` to be refused as invalid `field`, saying `text`, leaving the store as it was.
    func expectRefused(field: String, containing text: String, _ body: () async throws -> Void) async throws {
        let before = await store.snapshot()
        do {
            try await body()
            Issue.record("expected a refusal naming \(field)")
        } catch let error as DomainError {
            #expect(error.field == field, "\(error)")
            #expect(error.message.contains(text), "\(error)")
        }
        #expect(await store.snapshot() == before, "a refusal changes nothing")
    }
}
