public import Domain
import Foundation

/// The address guests reach `rushday serve` at, which their personal links start with: http or
/// https, with a host, without a query or fragment (a link's secret follows the path), and
/// without a path: `serve`'s pages, forms and redirects are at the root of their host, so a
/// proxy serving it under `/rsvp/` would send the answer form outside it. A trailing "/" is
/// dropped. The same rule for `mail setup`, `serve --public-url` and the set-up page.
public enum PublicAddress {
    /// The address without its trailing "/", and its host alone; `field` names what gave it.
    public static func checked(_ given: String, field: String) throws(DomainError) -> (base: String, host: String) {
        let text = given.trimmingCharacters(in: .whitespaces)
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = parts.host, !host.isEmpty else {
            throw .invalid(field: field, message: "\(UserText.quoted(given)) is not an http or https address with a host; give one like https://rsvp.example.org")
        }
        guard parts.query == nil, parts.fragment == nil else {
            throw .invalid(field: field, message: "\(UserText.quoted(given)) has a query or fragment; give the address without '?' or '#' parts")
        }
        guard parts.path.isEmpty || parts.path == "/" else {
            let root = "\(scheme)://\(parts.percentEncodedHost ?? host)\(parts.port.map { ":\($0)" } ?? "")"
            throw .invalid(field: field, message: "\(UserText.quoted(given)) has a path ('\(parts.path)'); the web pages answer at the root of their host: give \(root), on a host or subdomain of its own")
        }
        return (text.hasSuffix("/") ? String(text.dropLast()) : text, host)
    }
}
