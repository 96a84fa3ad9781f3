import HTTPTypes
import HummingbirdCore
public import Hummingbird
import HummingbirdTLS
import Logging
import NIOCore
import ServiceLifecycle

/// RushDay's routes served by Hummingbird. `run` serves until SIGINT or SIGTERM, then stops
/// taking connections, lets requests in flight finish and ends every open stream.
public struct WebServer: Sendable {
    private let routes: WebRoutes
    private let configuration: WebServerConfiguration

    public init(routes: WebRoutes, configuration: WebServerConfiguration) {
        self.routes = routes
        self.configuration = configuration
    }

    /// Serves until told to stop by a signal; `listening` gets the address bound
    /// ("127.0.0.1:8080") once connections are taken.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let pages = try application(listening: listening)
        guard case let .separately(host, port) = configuration.metrics else {
            do {
                try await pages.runService()
            } catch let error as IOError {
                throw WebServerError(field: "listen", reason: "cannot listen on \(configuration.host):\(configuration.port): \(error.description)")
            }
            return
        }
        let metrics = metricsApplication(host: host, port: port)
        let group = ServiceGroup(configuration: .init(services: [.init(service: pages), .init(service: metrics)],
                                                      gracefulShutdownSignals: [.sigterm, .sigint], logger: Self.quietLogger))
        do {
            try await group.run()
        } catch let error as IOError {
            throw WebServerError(field: "listen", reason: "cannot listen on \(configuration.host):\(configuration.port) or \(host):\(port): \(error.description)")
        }
    }

    /// The server as Hummingbird's application: what `run` runs, and what in-process tests drive.
    public func application(listening: @escaping @Sendable (String) -> Void = { _ in }) throws -> some ApplicationProtocol {
        let router = Router(context: WebContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: PolicyMiddleware(configuration: configuration))
        if configuration.metrics != nil {
            ServerMetrics.start()
            router.add(middleware: MetricsMiddleware())
        }
        HealthRoutes.add(to: router, isReady: configuration.isReady)
        if configuration.metrics?.isWithPages == true { MetricsRoutes.add(to: router, refresh: configuration.refreshMetrics) }
        for route in routes.routes {
            router.on(RouterPath(route.path), method: route.method.http,
                      use: RouteHandler(route: route, bodyLimit: configuration.bodyLimit, isSecure: configuration.tls != nil).respond)
        }
        let connections = OpenConnections(limit: configuration.connectionsPerClient, unlimited: configuration.trustedProxies)
        let http1 = HTTP1Channel.Configuration(additionalChannelHandlers: [ConnectionsPerClient(connections)],
                                               idleTimeout: TimeAmount(configuration.idleTimeout))
        let server: HTTPServerBuilder = try configuration.tls.map { try .tls(.http1(configuration: http1), tlsConfiguration: $0.configuration()) }
            ?? .http1(configuration: http1)
        return Application(
            router: router, server: server,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in listening(Self.address(channel.localAddress)) },
            logger: Self.quietLogger
        )
    }

    /// `/metrics` alone, on its own address: no pages, no access log.
    private func metricsApplication(host: String, port: Int) -> some ApplicationProtocol {
        let router = Router(context: WebContext.self)
        MetricsRoutes.add(to: router, refresh: configuration.refreshMetrics)
        return Application(router: router, configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
                           logger: Self.quietLogger)
    }

    /// The access log is ours (one line per request, secrets removed); the library stays quiet.
    private static var quietLogger: Logger {
        var logger = Logger(label: "rushday.serve")
        logger.logLevel = .critical
        return logger
    }

    private static func address(_ address: SocketAddress?) -> String {
        guard let address, let ip = address.ipAddress, let port = address.port else { return "?" }
        return ip.contains(":") ? "[\(ip)]:\(port)" : "\(ip):\(port)"
    }
}

extension WebRequest.Method {
    var http: HTTPRequest.Method {
        switch self {
        case .get: .get
        case .post: .post
        case .head: .head
        }
    }

    init?(_ method: HTTPRequest.Method) {
        switch method {
        case .get: self = .get
        case .post: self = .post
        case .head: self = .head
        default: return nil
        }
    }
}
