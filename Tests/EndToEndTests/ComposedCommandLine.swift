@testable import RushDayApp
@testable import RushDayCommandLine
import Testing

/// Runs each test of a suite inside the composition the `rushday` binary runs its command line
/// in, so the command tree parses in process as it does in the program.
struct ComposedCommandLine: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await CommandLineFace.$composition.withValue(Composition()) { try await function() }
    }
}

extension Trait where Self == ComposedCommandLine {
    /// The command tree of `rushday`, parsed in process.
    static var composedCommandLine: Self { ComposedCommandLine() }
}
