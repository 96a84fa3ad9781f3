/// How `WebServer` listens and what it adds to every answer.
public struct WebServerConfiguration: Sendable {
    public var host: String
    /// 0 lets the system choose a free port; the one chosen is reported when listening starts.
    public var port: Int
    /// The certificate and key for HTTPS; nil for plain HTTP.
    public var tls: WebServerTLS?
    /// The host of the public address guests' links begin with, served beside the listen host
    /// (`ServedHosts`); a request naming any other host is answered 421.
    public var publicHost: String?
    /// The most a request body may hold; a larger one is answered 413 before a route sees it.
    public var bodyLimit: Int
    /// How long a connection may stay without a whole request part: one that sent half its
    /// headers, or is idle between requests, is closed after it (an answer being written, a
    /// live stream, is not idle).
    public var idleTimeout: Duration = .seconds(15)
    /// The most connections one client address may hold open at once: enough for a venue's
    /// hundreds of phones behind one NAT posting at once, never a server's every socket.
    public var connectionsPerClient = 512
    /// The proxies whose `X-Forwarded-For` names the client (`ClientAddress`); none by default,
    /// when the peer is the client. Their connections are not limited per address either: a
    /// proxy carries every visitor's.
    public var trustedProxies: [AddressRange] = []
    /// Whether the server can serve (`GET /readyz`): its store answers and is of its schema.
    public var isReady: @Sendable () async -> Bool = { true }
    /// Where `GET /metrics` is served (`serve --metrics`); nil for nowhere, when nothing is counted.
    public var metrics: MetricsExposure?
    /// Run before each `/metrics` answer, to set what is read rather than counted (the outbox's age).
    public var refreshMetrics: @Sendable () async -> Void = {}
    /// Sent with every answer (the security policy), before a route's own headers.
    public var headers: [(name: String, value: String)]
    /// Where the access log's lines go: one per request, secrets already removed by `redact`.
    public var log: ServerLog
    /// The path and query as the log may show them (a personal link's secret replaced).
    public var redact: @Sendable (String) -> String

    public init(host: String, port: Int, tls: WebServerTLS? = nil, publicHost: String? = nil, bodyLimit: Int = 8 << 20,
                headers: [(name: String, value: String)] = [], log: ServerLog = ServerLog(format: .text, sink: { _ in }),
                redact: @escaping @Sendable (String) -> String = { $0 }) {
        self.host = host
        self.port = port
        self.tls = tls
        self.publicHost = publicHost
        self.bodyLimit = bodyLimit
        self.headers = headers
        self.log = log
        self.redact = redact
    }
}
