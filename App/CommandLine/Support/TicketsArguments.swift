// A retroactive conformance is public by nature, so both modules are imported publicly here.
public import ArgumentParser
public import Domain
import Foundation

/// `tickets list --status valid|cancelled`: anything else is a usage error (64) that lists them.
extension TicketStatus: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
