import Domain
import Testing

extension TestAuthDependencies {
    /// Runs `command` on fresh dependencies prepared by `setUp`, failing its first store write,
    /// then its second, and so on until it runs through; returns how many store writes it made.
    /// Every failed run must leave the store and this machine's session file as they were.
    static func failingEachStoreWrite(
        setUp: (TestAuthDependencies) async throws -> Void,
        _ command: (TestAuthDependencies) async throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Int {
        for skipped in 0..<10 {
            let deps = TestAuthDependencies()
            try await setUp(deps)
            let before = await deps.store.snapshot()
            let token = deps.tokenFile.load()
            await deps.store.failNextWrite(with: .storeBusy, skipping: skipped)
            do {
                try await command(deps)
                return skipped
            } catch {
                let write = "store write \(skipped + 1) failed"
                #expect(error as? DomainError == .storeBusy, "\(write)", sourceLocation: sourceLocation)
                #expect(await deps.store.snapshot() == before, "\(write)", sourceLocation: sourceLocation)
                #expect(deps.tokenFile.load() == token, "\(write)", sourceLocation: sourceLocation)
            }
        }
        Issue.record("the command still failed after 10 store writes", sourceLocation: sourceLocation)
        return -1
    }
}
