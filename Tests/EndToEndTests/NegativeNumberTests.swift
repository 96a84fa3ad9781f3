import Foundation
import Testing

/// A negative number typed in its natural form reaches the rule that refuses it, whether it is
/// an option's value or an argument, and the store stays as it was.
@Suite struct NegativeNumberTests {
    @Test func aNegativeValueIsRefusedByItsOwnRule() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let before = try rushday.dump()
        let cases: [([String], String)] = [
            (["guests", "add", "gala", "Ann", "--party", "-1"], "rushday: --party: -1 is not a number"),
            (["expenses", "budget", "set", "gala", "venue", "-5"], "rushday: amount: "),
            (["expenses", "add", "gala", "-1", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"], "rushday: amount: "),
            (["expenses", "show", "gala", "-1"], "rushday: expense: '-1' is not an expense number"),
        ]
        for (arguments, prefix) in cases {
            let outcome = try rushday.run(arguments)
            outcome.expectFailure(65, mentioning: [])
            #expect(outcome.stderr.hasPrefix(prefix), "\(arguments): \(outcome.stderr)")
        }
        #expect(try rushday.dump() == before)
    }

    /// Moved behind `--` for the parser, a negative argument keeps its place among the others.
    @Test func aNegativeArgumentKeepsItsPlace() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let outcome = try rushday.run(["expenses", "budget", "set", "--format", "json", "gala", "-5", "venue"])
        outcome.expectFailure(65, mentioning: [])
        #expect(outcome.stderr.hasPrefix("rushday: category: '-5' is not a category"), "\(outcome.stderr)")
    }
}
