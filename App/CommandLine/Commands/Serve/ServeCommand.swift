import ArgumentParser
import Domain
import Foundation

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
        GET /healthz answers 200 while the server runs, GET /readyz 200 when its store answers with this rushday's schema \
        (503 otherwise, and once it is stopping), for a proxy's checks; with --metrics, GET /metrics for Prometheus. \
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
    @Option(help: ArgumentHelp("A proxy in front of this server (an address or a CIDR block; repeatable): from it, the client is the address X-Forwarded-For reports. None by default.", valueName: "cidr"))
    var trustedProxy: [String] = []
    @Flag(help: "Serve GET /metrics (Prometheus' text format) beside the pages: requests by route and status, door scans, answers, mail, live streams.")
    var metrics = false
    @Option(help: ArgumentHelp("Serve GET /metrics on this address instead, apart from the pages (a private network's); implies --metrics.", valueName: "host:port"))
    var metricsListen: String?
    @Option(help: "The log on stderr: text (one line per request, for people) or json (one object per line, for a log collector).")
    var logFormat: ServeRequest.LogFormat = .text
    @Flag(help: .hidden) var benchFloor = false
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        _ = try ListenAddress(listen)
        if let metricsListen { _ = try ListenAddress(metricsListen, option: "--metrics-listen") }
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
            guard publicURL != nil || ProcessEnvironment.variables[PublicURL.variable] != nil else { return nil }
            return try PublicURL(flag: publicURL)
        }
    }

    func run() async throws {
        let address = try ListenAddress(listen)
        let https: ServeRequest.TLS = if tls == .selfSigned { .selfSigned } else if let tlsCert, let tlsKey {
            .files(certificate: tlsCert, key: tlsKey)
        } else { .none }
        var metered: ServeRequest.Metrics = metrics ? .withPages : .off
        if let metricsListen {
            let apart = try ListenAddress(metricsListen, option: "--metrics-listen")
            metered = .at(host: apart.host, port: apart.port)
        }
        try await CommandLineFace.wiring.serve(ServeRequest(host: address.host, port: address.port, publicURL: try publicAddress,
                                                            tls: https, trustedProxies: trustedProxy, metrics: metered, logFormat: logFormat, benchFloor: benchFloor,
                                                            paths: global.paths))
    }
}
