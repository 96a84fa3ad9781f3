// A retroactive conformance is public by nature, so both modules are imported publicly here.
public import ArgumentParser
public import Domain
import Foundation

/// `--role` takes the roles one can give (the owner is not one of them): anything else is a
/// usage error (64) that lists them, and `--help` and shell completions show them.
extension Role: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        guard let role = Role(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased()), role != .owner else {
            return nil
        }
        self = role
    }

    public static var allValueStrings: [String] { [Role.organizer, .staff].map(\.rawValue) }
}
