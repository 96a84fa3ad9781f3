import ArgumentParser
import Domain
import Foundation
import WebServer

/// `rushday serve`: the organiser's pages in a browser, from the same use cases as the
/// commands, live. Listens on loopback unless told otherwise and says where; SIGINT or SIGTERM
/// stops it gracefully (requests in flight finish, live streams end) with exit 0.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the organiser's pages to browsers.",
        discussion: """
        Pages: /signin, /events, /events/EVENT (the dashboard, live) and its guests, tickets, expenses, agenda and mail; \
        the door's scanner page /events/EVENT/door (a member's, or a door link's: 'tickets door add'); guests' own pages /i/SECRET; \
        add ?format=json or ?format=csv for the command line's own output. One access-log line per request on stderr. \
        Sends the mail outbox continuously (see 'rushday mail'), one line per batch on stderr. \
        HTTPS, which phones need for the camera: --tls-cert and --tls-key (PEM files), or --tls self-signed, \
        which makes a certificate for this machine, keeps it under $XDG_CONFIG_HOME/rushday/tls (30 days; a new one \
        a week before it ends, or when the names to serve change) and prints its fingerprint for phones to check once.
        """)

    @Option(help: ArgumentHelp("Address and port to listen on; 0.0.0.0:PORT for every interface, PORT 0 for a free one.", valueName: "host:port"))
    var listen = "127.0.0.1:8080"
    @Option(help: ArgumentHelp("The address guests reach this server at, which their links begin with (else RUSHDAY_PUBLIC_URL).", valueName: "url"))
    var publicURL: String?
    @Option(help: ArgumentHelp("The TLS certificate chain, a PEM file.", valueName: "file"))
    var tlsCert: String?
    @Option(help: ArgumentHelp("The TLS certificate's private key, a PEM file.", valueName: "file"))
    var tlsKey: String?
    @Option(help: ArgumentHelp("'self-signed': HTTPS with a certificate made and kept on this machine, its fingerprint printed.", valueName: "self-signed"))
    var tls: TLSChoice?
    @Flag(help: .hidden) var benchFloor = false
    @OptionGroup var global: GlobalOptions

    /// A server's visitors read side by side: 16 PostgreSQL connections serve 2 cores' worth
    /// of pages while staying well under a server's usual 100.
    static let storeConnections = 16
    /// Seconds a connection may send no whole request part (`WebServerConfiguration.idleTimeout`).
    static let idleTimeoutVariable = "RUSHDAY_WEB_IDLE_TIMEOUT"
    /// The most connections one client address holds (`WebServerConfiguration.connectionsPerClient`).
    static let connectionsVariable = "RUSHDAY_WEB_CONNECTIONS_PER_CLIENT"

    func validate() throws {
        _ = try ListenAddress(listen)
        if tls != nil, tlsCert != nil || tlsKey != nil {
            throw ValidationError("--tls self-signed makes its own certificate: give it or --tls-cert and --tls-key, not both")
        }
        if (tlsCert == nil) != (tlsKey == nil) {
            throw ValidationError("--tls-cert and --tls-key go together: give both PEM files, or neither for plain HTTP")
        }
        _ = try publicAddress
    }

    /// `--public-url` or RUSHDAY_PUBLIC_URL, checked as `guests link` checks it; nil for neither.
    private var publicAddress: PublicURL? {
        get throws {
            guard publicURL != nil || ProcessInfo.processInfo.environment[PublicURL.variable] != nil else { return nil }
            return try PublicURL(flag: publicURL)
        }
    }

    func run() async throws {
        let address = try ListenAddress(listen)
        let container = try AppContainer(paths: global.paths, access: .readWrite, use: .server(connections: Self.storeConnections))
        let publicAddress = try publicAddress
        let https = try tlsSource(address: address, publicAddress: publicAddress)
        var routes = WebSite.routes(WebFace(shared: container, formKey: try await WebFace.formKey(of: container)))
        if benchFloor { routes.add(BenchFloor.routes) }
        var configuration = WebServerConfiguration(
            host: address.host, port: address.port, tls: https, publicHost: publicAddress?.host, headers: SecurityPolicy.headers(tls: https != nil),
            log: AccessLog.write, redact: WebSite.accessLog.redact)
        let environment = ProcessInfo.processInfo.environment
        if let seconds = environment[Self.idleTimeoutVariable].flatMap(Int.init), seconds > 0 {
            configuration.idleTimeout = .seconds(seconds)
        }
        if let limit = environment[Self.connectionsVariable].flatMap(Int.init), limit > 0 {
            configuration.connectionsPerClient = limit
        }
        let server = WebServer(routes: routes, configuration: configuration)
        let scheme = https == nil ? "http" : "https"
        // The outbox drains beside the pages for as long as they are served.
        let mail = Task { await container.mailDrain(global.paths).run() }
        defer { mail.cancel() }
        do {
            try await server.run { bound in
                let reached = publicAddress.map { " (guests' links begin \($0.base)/i/)" } ?? ""
                FileHandle.standardOutput.write(Data("Serving on \(scheme)://\(bound)\(reached); Ctrl-C stops.\n".utf8))
                if case .selfSigned(let made) = https {
                    FileHandle.standardOutput.write(Data("TLS certificate SHA-256 fingerprint: \(made.fingerprint)\n".utf8))
                }
            }
        } catch let error as WebServerError {
            throw Self.domainError(error)
        }
    }

    /// The certificate and key to serve HTTPS with: given as files, or made here and kept beside
    /// the session for the names phones will open; nil for plain HTTP.
    private func tlsSource(address: ListenAddress, publicAddress: PublicURL?) throws -> WebServerTLS? {
        guard tls == .selfSigned else { return tlsCert.flatMap { cert in tlsKey.map { .files(certificate: cert, key: $0) } } }
        let folder = SelfSignedCertificateFolder(directory: global.paths.configDirectory.appendingPathComponent("tls"))
        let names = CertificateNames(listeningOn: address.host, publicHost: publicAddress?.host)
        do {
            return .selfSigned(try folder.certificate(for: names))
        } catch let error as WebServerError {
            throw Self.domainError(error)
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

