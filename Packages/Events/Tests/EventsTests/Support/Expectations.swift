import Domain
import DomainTestSupport
import Testing

/// The `DomainError` a use case threw, or nil when it succeeded. (Untyped closure so call sites
/// stay short; anything other than a DomainError is a test failure.)
func failure<T>(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> T) async -> DomainError? {
    do {
        _ = try await body()
        return nil
    } catch let error as DomainError {
        return error
    } catch {
        Issue.record("threw \(error), not a DomainError", sourceLocation: sourceLocation)
        return nil
    }
}

/// Runs a use case that must fail and checks it left every table exactly as it was.
func failureLeavingStoreUnchanged<T>(_ store: InMemoryStore, sourceLocation: SourceLocation = #_sourceLocation,
                                     _ body: () async throws -> T) async -> DomainError? {
    let before = await store.snapshot()
    let error = await failure(sourceLocation: sourceLocation, body)
    #expect(error != nil, "the use case should have failed", sourceLocation: sourceLocation)
    #expect(await store.snapshot() == before, "a failed use case changed the store", sourceLocation: sourceLocation)
    return error
}

func field(of error: DomainError?) -> String? {
    switch error {
    case let .invalid(field, _, _), let .conflict(field, _): field
    default: nil
    }
}
