// A retroactive conformance is public by nature, so both modules are imported publicly here.
public import ArgumentParser
public import Domain
import Foundation

/// `guests import --encoding utf-8|windows-1252`; anything else is a usage error (64).
extension TableFileOptions.Encoding: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
