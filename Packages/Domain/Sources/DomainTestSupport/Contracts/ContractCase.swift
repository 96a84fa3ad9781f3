public import Testing

/// One behaviour every implementation of a repository protocol must show, run by each store's
/// test target against a new, empty store: `@Test(arguments: XRepositoryContract.cases)`.
public struct ContractCase<Store: Sendable>: Sendable, CustomTestStringConvertible {
    public let name: String
    private let body: @Sendable (Store) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (Store) async throws -> Void) {
        self.name = name
        self.body = body
    }

    /// Runs the case on `store`, which must be empty.
    public func run(_ store: Store) async throws {
        try await body(store)
    }

    public var testDescription: String { name }
}
