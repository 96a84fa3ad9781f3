import Foundation

/// Where the browser goes after signing in: `next`, when it is a path of this site, else the
/// events. Browsers drop tabs, line breaks and other control characters from a `Location` and
/// read `\` as `/`, so `/<TAB>/evil.example` would land on another site: a destination holds
/// only visible ASCII, no `\`, and starts with exactly one `/`; once decoded (for anything that
/// decodes it again) it still starts with one `/` and holds no control character; and it
/// resolves against the site to the site itself.
enum SignInDestination {
    static let fallback = "/events"

    static func path(_ next: String?) -> String {
        guard let next, isSitePath(next), let decoded = next.removingPercentEncoding, isSitePath(decoded, decoded: true),
              let resolved = URL(string: next, relativeTo: site), resolved.scheme == site.scheme, resolved.host == site.host,
              resolved.port == site.port
        else { return fallback }
        return next
    }

    /// The query `/signin?next=` carries to come back to `path` with its query, nothing dropped.
    static func query(for pathAndQuery: String) -> String {
        "next=" + (pathAndQuery.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "%2F")
    }

    private static let site = URL(string: "http://rushday.invalid")!

    private static func isSitePath(_ text: String, decoded: Bool = false) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count > 1, bytes[1] == UInt8(ascii: "/") || bytes[1] == UInt8(ascii: "\\") { return false }
        // Once decoded, a space, `\` or a name's UTF-8 may be what was searched for.
        if decoded { return bytes.allSatisfy { $0 >= 0x20 && $0 != 0x7f } }
        return bytes.allSatisfy { (0x21...0x7e).contains($0) && $0 != UInt8(ascii: "\\") }
    }
}
