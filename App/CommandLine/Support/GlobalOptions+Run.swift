import Domain
import DesignTokens

extension GlobalOptions {
    /// The one way a leaf command runs: open the store as `access` says, run one use case on the
    /// container, show its answer in the chosen format. `access` has no default, so every command
    /// states whether it writes; one that only reads then never waits for a writer nor creates
    /// the database.
    func run<Response>(
        _ access: StoreAccess,
        _ format: FormatOption,
        present: (Response) -> Presentation,
        _ execute: (any CommandContainer) async throws -> Response
    ) async throws {
        let container = try container(access)
        let response = try await execute(container)
        try console.show(present(response), as: format.format)
    }
}
