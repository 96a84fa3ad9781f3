import ArgumentParser
import Domain
import Foundation
import Mail

/// The address guests reach `rushday serve` at, which their personal links start with:
/// `--public-url`, else the `RUSHDAY_PUBLIC_URL` variable (serve reads the same one), checked
/// by Mail's rule (`PublicAddress`). Missing or wrong is a usage error naming both ways to give it.
public struct PublicURL: Sendable {
    public static let variable = "RUSHDAY_PUBLIC_URL"

    /// Without the trailing "/".
    public let base: String
    /// The host alone, as `serve` answers to it.
    public let host: String

    init(flag: String?, environment: [String: String] = ProcessEnvironment.variables) throws {
        let given = flag ?? environment[Self.variable].flatMap { $0.isEmpty ? nil : $0 }
        guard let given else {
            throw ValidationError("--public-url: missing; give the address guests reach 'rushday serve' at, like https://rsvp.example.org, with --public-url or \(Self.variable)")
        }
        let source = flag == nil ? Self.variable : "--public-url"
        do throws(DomainError) {
            (base, host) = try PublicAddress.checked(given, field: source)
        } catch {
            throw ValidationError("\(source): \(error.reason)")
        }
    }

    /// `/d/SECRET`: a door link, which signs its phone in to the event's door page.
    static let doorSegment = "d"

    /// `BASE/d/SECRET`, a door's link.
    func door(_ secret: String) -> String {
        "\(base)/\(Self.doorSegment)/\(secret)"
    }

    /// `BASE/i/SECRET`, the address of a guest's page.
    func link(_ secret: String) -> String {
        GuestAddresses.page(base, secret: secret)
    }
}
