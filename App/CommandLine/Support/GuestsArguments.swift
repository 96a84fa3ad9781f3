// A retroactive conformance is public by nature, so both modules are imported publicly here.
public import ArgumentParser
import Foundation
public import Guests

/// The answer of `guests rsvp EVENT GUEST ANSWER`: accepted, declined or maybe (waitlisted is
/// what an acceptance becomes when it does not fit, never typed). Anything else is a usage error.
extension RSVPRequest.Answer: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
    }
}

/// `guests list --sort name|status|updated`.
extension ListGuestsRequest.Sort: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
    }
}

/// `guests import --on-duplicate skip|update|fail`.
extension ImportGuestsRequest.OnDuplicate: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
