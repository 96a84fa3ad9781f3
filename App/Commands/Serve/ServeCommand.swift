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
        Pages: /signin, /events, /events/EVENT (the dashboard, live) and its guests, tickets, expenses and agenda; \
        add ?format=json or ?format=csv for the command line's own output. One access-log line per request on stderr. \
        Sends the mail outbox continuously (see 'rushday mail'), one line per batch on stderr. \
        Give --tls-cert and --tls-key (PEM files) for HTTPS, which phones need for the camera.
        """)

    @Option(help: ArgumentHelp("Address and port to listen on; 0.0.0.0:PORT for every interface, PORT 0 for a free one.", valueName: "host:port"))
    var listen = "127.0.0.1:8080"
    @Option(help: ArgumentHelp("The address guests reach this server at, which their links begin with (else RUSHDAY_PUBLIC_URL).", valueName: "url"))
    var publicURL: String?
    @Option(help: ArgumentHelp("The TLS certificate chain, a PEM file.", valueName: "file"))
    var tlsCert: String?
    @Option(help: ArgumentHelp("The TLS certificate's private key, a PEM file.", valueName: "file"))
    var tlsKey: String?
    @Flag(help: .hidden) var benchFloor = false
    @OptionGroup var global: GlobalOptions

    /// A server's visitors read side by side: 16 PostgreSQL connections serve 2 cores' worth
    /// of pages while staying well under a server's usual 100.
    static let storeConnections = 16

    func validate() throws {
        _ = try ListenAddress(listen)
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
        let container = try AppContainer(paths: global.paths, access: .readWrite, connections: Self.storeConnections)
        let tls = tlsCert.flatMap { cert in tlsKey.map { (certificate: cert, key: $0) } }
        var routes = WebSite.routes(WebFace(shared: container))
        if benchFloor { routes.add(BenchFloor.routes) }
        let server = WebServer(routes: routes, configuration: WebServerConfiguration(
            host: address.host, port: address.port, tls: tls, headers: SecurityPolicy.headers(tls: tls != nil),
            log: AccessLog.write, redact: AccessLog.redact))
        let scheme = tls == nil ? "http" : "https"
        let publicAddress = try publicAddress
        // The outbox drains beside the pages for as long as they are served.
        let mail = Task { await MailDrain(container: container, password: MailPassword(paths: global.paths)).run() }
        defer { mail.cancel() }
        do {
            try await server.run { bound in
                let reached = publicAddress.map { " (guests' links begin \($0.base)/i/)" } ?? ""
                FileHandle.standardOutput.write(Data("Serving on \(scheme)://\(bound)\(reached); Ctrl-C stops.\n".utf8))
            }
        } catch let error as WebServerError {
            // A certificate or key that cannot be used is bad input (65); a port that cannot be had, an I/O fault (74).
            throw error.field == "listen" ? DomainError.io(field: error.field, message: ErrorText(error.reason))
                : DomainError.invalid(field: error.field, message: ErrorText(error.reason))
        }
    }
}
