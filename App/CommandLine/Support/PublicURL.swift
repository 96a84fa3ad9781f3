import ArgumentParser
import Domain
import Foundation

/// The address guests reach `rushday serve` at, which their personal links start with:
/// `--public-url`, else the `RUSHDAY_PUBLIC_URL` variable (serve reads the same one). http or
/// https, with a host, without a query or fragment (a link's secret follows the path), and
/// without a path: `serve`'s pages, forms and redirects are at the root of their host, so a
/// proxy serving it under `/rsvp/` would send the answer form outside it. A trailing "/" is
/// dropped. Missing or wrong is a usage error naming both ways to give it.
public struct PublicURL: Sendable {
    public static let variable = "RUSHDAY_PUBLIC_URL"

    /// Without the trailing "/".
    public let base: String
    /// The host alone, as `serve` answers to it.
    public let host: String

    init(flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let given = flag ?? environment[Self.variable].flatMap { $0.isEmpty ? nil : $0 }
        guard let given else {
            throw ValidationError("--public-url: missing; give the address guests reach 'rushday serve' at, like https://rsvp.example.org, with --public-url or \(Self.variable)")
        }
        let source = flag == nil ? Self.variable : "--public-url"
        let text = given.trimmingCharacters(in: .whitespaces)
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = parts.host, !host.isEmpty else {
            throw ValidationError("\(source): \(UserText.quoted(given)) is not an http or https address with a host; give one like https://rsvp.example.org")
        }
        guard parts.query == nil, parts.fragment == nil else {
            throw ValidationError("\(source): \(UserText.quoted(given)) has a query or fragment; give the address without '?' or '#' parts")
        }
        guard parts.path.isEmpty || parts.path == "/" else {
            throw ValidationError("\(source): \(UserText.quoted(given)) has a path ('\(parts.path)'); 'rushday serve' answers at the root of its "
                                  + "host: give \(scheme)://\(parts.percentEncodedHost ?? host)\(parts.port.map { ":\($0)" } ?? ""), on a host or subdomain of its own")
        }
        base = text.hasSuffix("/") ? String(text.dropLast()) : text
        self.host = host
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
