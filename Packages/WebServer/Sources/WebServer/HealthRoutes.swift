import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

/// What a proxy or an orchestrator asks before sending visitors: `GET /healthz` answers 200
/// while the process lives; `GET /readyz` 200 when the server can serve
/// (`WebServerConfiguration.isReady`), else 503, and 503 once a graceful shutdown has begun.
enum HealthRoutes {
    static let paths: Set<String> = ["/healthz", "/readyz"]

    static func add(to router: Router<WebContext>, isReady: @escaping @Sendable () async -> Bool) {
        router.get("/healthz") { _, _ in answer(.ok, "ok") }
        router.get("/readyz") { _, _ in
            if Task.isShuttingDownGracefully { return answer(.serviceUnavailable, "shutting down") }
            return await isReady() ? answer(.ok, "ready") : answer(.serviceUnavailable, "not ready")
        }
    }

    private static func answer(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var fields = HTTPFields()
        fields[.contentType] = "text/plain; charset=utf-8"
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: text + "\n")))
    }
}
