import HTTPTypes
import Hummingbird
import NIOCore

/// Around every request, routed or not: the client a trusted proxy reports put in place of the
/// proxy (`ClientAddress`), and whether that proxy took the request over HTTPS (then cookies are
/// Secure and the answer carries HSTS, as under the server's own TLS); a host the server does
/// not serve answered 421 (`ServedHosts`); the security headers on every answer; errors with no
/// detail (an unknown path is a bare 404); and one access-log line. The health checks
/// (`HealthRoutes`) and `/metrics` answer whatever the host, unlogged: a proxy and Prometheus
/// ask every few seconds.
struct PolicyMiddleware: RouterMiddleware {
    typealias Context = WebContext
    let configuration: WebServerConfiguration
    let hosts: ServedHosts

    init(configuration: WebServerConfiguration) {
        self.configuration = configuration
        hosts = ServedHosts(names: CertificateNames(listeningOn: configuration.host, publicHost: configuration.publicHost))
    }

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        var context = context
        let peerIsProxy = ClientAddress.isTrusted(context.client, configuration.trustedProxies)
        context.client = ClientAddress.of(peer: context.client, forwardedFor: request.headers[values: Self.forwardedFor],
                                          trusting: configuration.trustedProxies)
        // The proxy that ends TLS says so in the last value it set; anyone else's is ignored.
        context.forwardedSecure = peerIsProxy && request.headers[values: Self.forwardedProto].last?
            .split(separator: ",").last?.trimmingCharacters(in: .whitespaces).lowercased() == "https"
        let isHealthCheck = HealthRoutes.paths.contains(request.uri.path)
            || (request.uri.path == MetricsRoutes.path && configuration.metrics?.isWithPages == true)
        var response: Response
        do {
            let served = isHealthCheck || hosts.serves(request.head.authority ?? request.headers[Self.host])
            response = served ? try await next(request, context) : Self.plain(.misdirectedRequest)
        } catch let error as HTTPResponseError {
            response = Self.plain(error.status)
        } catch {
            response = Self.plain(.internalServerError)
        }
        for header in configuration.headers + (context.forwardedSecure ? SecurityPolicy.httpsOnly : []) {
            if let name = HTTPField.Name(header.name), response.headers[name] == nil { response.headers[name] = header.value }
        }
        if isHealthCheck { return response }
        let tenths = Int(((ContinuousClock.now - started) / .microseconds(100)).rounded())
        configuration.log.request(client: context.client ?? "-", method: request.method.rawValue, target: configuration.redact(request.uri.string),
                                  status: response.status.code, tenths: tenths)
        return response
    }

    /// `Host` as a field: HTTP/1's arrives as the authority, but a client may send it as a field too.
    private static let host = HTTPField.Name("Host")!
    private static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    private static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    /// A status with its reason phrase as the whole body: nothing about the server or the route.
    private static func plain(_ status: HTTPResponse.Status) -> Response {
        var fields = HTTPFields()
        fields[.contentType] = "text/plain; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: status.reasonPhrase + "\n")))
    }
}
