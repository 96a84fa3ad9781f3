/// Why the server could not start, in words a person can act on.
public struct WebServerError: Error, CustomStringConvertible, Sendable {
    /// What the words are about: `listen`, `tls-cert`, `tls-key`.
    public let field: String
    public let reason: String

    public var description: String { "\(field): \(reason)" }
}
