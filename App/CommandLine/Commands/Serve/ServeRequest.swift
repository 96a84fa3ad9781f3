/// `rushday serve`'s options, read and checked, for the composition that serves the web face.
public struct ServeRequest: Sendable {
    /// Plain HTTP, or HTTPS with the given PEM files, or with a certificate made and kept here.
    public enum TLS: Sendable {
        case none
        case files(certificate: String, key: String)
        case selfSigned
    }

    /// `--metrics` and `--metrics-listen`: where `GET /metrics` is served, if anywhere.
    public enum Metrics: Sendable {
        case off
        case withPages
        case at(host: String, port: Int)
    }

    /// `--log-format`: the log's lines as text for people, or JSON for a collector.
    public enum LogFormat: String, Sendable, CaseIterable {
        case text, json
    }

    public let host: String
    public let port: Int
    /// The address guests reach the server at; nil when neither the flag nor the variable gives it.
    public let publicURL: PublicURL?
    public let tls: TLS
    /// `--trusted-proxy`: the proxies whose `X-Forwarded-For` names the client, as typed
    /// (CIDR blocks or addresses; the composition reads them).
    public let trustedProxies: [String]
    public let metrics: Metrics
    public let logFormat: LogFormat
    /// `--bench-floor` (hidden): the server's fixed page for Scripts/bench.
    public let benchFloor: Bool
    public let paths: StorePaths
}
