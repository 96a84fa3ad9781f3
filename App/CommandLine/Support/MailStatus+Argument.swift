// A retroactive conformance is public by nature, so both modules are imported publicly here.
public import ArgumentParser
public import Domain
import Foundation

/// `mail outbox --status` takes exactly the states there are: anything else is a usage error
/// (64) that lists them.
extension MailStatus: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
