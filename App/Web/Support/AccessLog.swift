import Foundation

/// The access log's view of a request's path and query: the secret of a personal link
/// (`/i/SECRET/...`) and every value of a query field that may hold a secret are replaced, so a
/// log shared for help gives nothing away. Forms post their secrets in bodies, which are never
/// logged.
enum AccessLog {
    static let secretFields: Set<String> = ["token", "secret", "password", "csrf", "code", "key"]
    /// Paths whose next segment is a link secret.
    static let secretPaths = [GuestPageRoutes.prefix]

    static func redact(_ target: String) -> String {
        var target = target
        for prefix in secretPaths where target.hasPrefix(prefix) {
            let rest = target.dropFirst(prefix.count)
            target = prefix + "[redacted]" + rest[(rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex)...]
        }
        guard let mark = target.firstIndex(of: "?") else { return target }
        let fields = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { field in
            let name = field.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return secretFields.contains(name.lowercased()) ? "\(name)=[redacted]" : String(field)
        }
        return target[..<mark] + "?" + fields.joined(separator: "&")
    }

    /// One line on stderr, written whole.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
