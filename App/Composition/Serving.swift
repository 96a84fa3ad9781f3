import Domain
import Foundation
import Mail
import RushDayCommandLine
import RushDayWeb
import WebServer

/// `rushday serve` run: the web face's routes over a container for a server, the security
/// headers and the access log, TLS as asked, and the mail outbox drained beside the pages for as
/// long as they are served. SIGINT or SIGTERM stops it gracefully (requests in flight finish,
/// live streams end).
struct Serving {
    /// A server's visitors read side by side: 16 PostgreSQL connections serve 2 cores' worth
    /// of pages while staying well under a server's usual 100.
    static let storeConnections = 16
    /// Seconds a connection may send no whole request part (`WebServerConfiguration.idleTimeout`).
    static let idleTimeoutVariable = "RUSHDAY_WEB_IDLE_TIMEOUT"
    /// The most connections one client address holds (`WebServerConfiguration.connectionsPerClient`).
    static let connectionsVariable = "RUSHDAY_WEB_CONNECTIONS_PER_CLIENT"

    let request: ServeRequest

    init(_ request: ServeRequest) {
        self.request = request
    }

    func run() async throws {
        let proxies = try Self.trustedProxies(request.trustedProxies)
        let timer: TransactionTimer? = if case .off = request.metrics { nil } else { TransactionTimer(Self.timeTransaction) }
        let container = try AppContainer(paths: request.paths, access: .readWrite, use: .server(connections: Self.storeConnections, timer: timer))
        let https = try tlsSource()
        var routes = try await Self.routes(container)
        let log = ServerLog(format: request.logFormat == .json ? .json : .text, sink: AccessLog.write)
        if request.benchFloor { routes.add(BenchFloor.routes) }
        var configuration = WebServerConfiguration(
            host: request.host, port: request.port, tls: https, publicHost: request.publicURL?.host,
            headers: SecurityPolicy.headers(tls: https != nil), log: log, redact: WebSite.accessLog.redact)
        configuration.trustedProxies = proxies
        configuration.isReady = { await container.storeReadiness.isReady() }
        configuration.metrics = switch request.metrics {
        case .off: nil
        case .withPages: .withPages
        case let .at(host, port): .separately(host: host, port: port)
        }
        configuration.refreshMetrics = { await Self.outbox(container) }
        let environment = ProcessEnvironment.variables
        if let seconds = environment[Self.idleTimeoutVariable].flatMap(Int.init), seconds > 0 {
            configuration.idleTimeout = .seconds(seconds)
        }
        if let limit = environment[Self.connectionsVariable].flatMap(Int.init), limit > 0 {
            configuration.connectionsPerClient = limit
        }
        let server = WebServer(routes: routes, configuration: configuration)
        let scheme = https == nil ? "http" : "https"
        let paths = request.paths
        let mail = Task { await container.mailDrain(paths, log: { log.note("mail", $0) }, passed: Self.countMail).run() }
        defer { mail.cancel() }
        let publicURL = request.publicURL
        do {
            try await server.run { bound in
                let reached = publicURL.map { " (guests' links begin \($0.base)/i/)" } ?? ""
                FileHandle.standardOutput.write(Data("Serving on \(scheme)://\(bound)\(reached); Ctrl-C stops.\n".utf8))
                if case .selfSigned(let made) = https {
                    FileHandle.standardOutput.write(Data("TLS certificate SHA-256 fingerprint: \(made.fingerprint)\n".utf8))
                }
            }
        } catch let error as WebServerError {
            throw Self.domainError(error)
        }
    }

    /// Every route of the site, each feature's in `Features.all`'s order, over `container`.
    static func routes(_ container: AppContainer) async throws(DomainError) -> WebRoutes {
        WebSite.routes(WebFace(shared: container, features: Features.all.map(\.web), formKey: try await WebFace.formKey(of: container)))
    }

    /// How long the outbox's oldest due message has waited, and how many messages stand in each
    /// status, read at each `/metrics` answer: the store's, so every server sharing it shows the
    /// same. A store that does not answer leaves the last values standing.
    private static func outbox(_ container: AppContainer) async {
        let due = (try? await container.mailOutbox.nextDue()) ?? nil
        let waited = due.map { max(0, container.clock.now().timeIntervalSince($0)) } ?? 0
        ServerMetrics.set("mail_outbox_wait_seconds", to: waited)
        guard let counts = try? await container.mailOutbox.counts(of: nil) else { return }
        for (status, messages) in counts {
            ServerMetrics.set("mail_outbox_messages", ["status": status.rawValue], to: Double(messages))
        }
    }

    private static func timeTransaction(_ kind: TransactionTimer.Kind, _ duration: Duration) {
        ServerMetrics.time("store_transaction_duration_seconds", ["kind": kind.rawValue], duration)
    }

    private static func countMail(_ pass: SendOutboxResponse) {
        for (outcome, messages) in [("sent", pass.sent), ("failed", pass.failed), ("retrying", pass.retrying)] where messages > 0 {
            ServerMetrics.count("mail", ["outcome": outcome], by: messages)
        }
    }

    /// `--trusted-proxy`'s blocks, each checked before anything is opened.
    private static func trustedProxies(_ typed: [String]) throws(DomainError) -> [AddressRange] {
        try typed.map { text throws(DomainError) in
            guard let range = AddressRange(text) else {
                throw .invalid(field: "trusted-proxy", message: ErrorText("'\(text)' is not an IP address or a CIDR block such as 10.0.0.0/8"))
            }
            return range
        }
    }

    /// The certificate and key to serve HTTPS with: given as files, or made here and kept beside
    /// the session for the names phones will open; nil for plain HTTP.
    private func tlsSource() throws -> WebServerTLS? {
        switch request.tls {
        case .none: return nil
        case .files(let certificate, let key): return .files(certificate: certificate, key: key)
        case .selfSigned:
            let folder = SelfSignedCertificateFolder(directory: request.paths.configDirectory.appendingPathComponent("tls"))
            let names = CertificateNames(listeningOn: request.host, publicHost: request.publicURL?.host)
            do {
                return .selfSigned(try folder.certificate(for: names))
            } catch let error as WebServerError {
                throw Self.domainError(error)
            }
        }
    }

    /// A certificate or key that cannot be used is bad input (65); a port that cannot be had, an
    /// I/O fault (74); a certificate that cannot be kept, a file that cannot be made (73).
    private static func domainError(_ error: WebServerError) -> DomainError {
        switch error.field {
        case "listen": .io(field: error.field, message: ErrorText(error.reason))
        case "tls": .cannotCreate(field: error.field, message: ErrorText(error.reason))
        default: .invalid(field: error.field, message: ErrorText(error.reason))
        }
    }
}
