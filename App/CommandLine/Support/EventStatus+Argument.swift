// A retroactive conformance is public by nature, so both modules are imported publicly here.
public import ArgumentParser
public import Domain
import Foundation

/// `--status` takes exactly the statuses there are: anything else is a usage error (64) that
/// lists them, and `--help` and shell completions show them.
extension EventStatus: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
