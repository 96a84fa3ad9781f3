import Foundation

/// The access log's view of a request's path and query: the secret segment after any of
/// `secretPaths` (a site's link secrets: `/i/SECRET/...`) and every value of a query field that
/// may hold a secret are replaced, so a log shared for help gives nothing away. Forms post their
/// secrets in bodies, which are never logged.
public struct AccessLog: Sendable {
    public static let secretFields: Set<String> = ["token", "secret", "password", "csrf", "code", "key"]
    /// The first segments of paths whose next segment is a link secret.
    private let secretPaths: Set<Substring>

    public init(secretPaths: [String]) {
        self.secretPaths = Set(secretPaths.map { Substring($0) })
    }

    public func redact(_ target: String) -> String {
        let target = redactingPath(target)
        guard let mark = target.firstIndex(of: "?") else { return target }
        let fields = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { field in
            let name = field.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return Self.secretFields.contains(name.lowercased()) ? "\(name)=[redacted]" : String(field)
        }
        return target[..<mark] + "?" + fields.joined(separator: "&")
    }

    /// One line on stderr, written whole.
    public static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The secret segment replaced, however the path spells its slashes (`//i/S`, `/i//S`: the
    /// router finds the page either way).
    private func redactingPath(_ target: String) -> String {
        let end = target.firstIndex(of: "?") ?? target.endIndex
        var segments = target[..<end].split(separator: "/", omittingEmptySubsequences: false)
        guard let first = segments.firstIndex(where: { !$0.isEmpty }), secretPaths.contains(segments[first]),
              let secret = segments[(first + 1)...].firstIndex(where: { !$0.isEmpty }) else { return target }
        segments[secret] = "[redacted]"
        return segments.joined(separator: "/") + target[end...]
    }
}
