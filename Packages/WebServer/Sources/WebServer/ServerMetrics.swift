import Metrics
import HTTPTypes
import Hummingbird
import NIOCore
import Prometheus

/// `serve --metrics`: what this process counted, in Prometheus' text format. Every metric goes
/// through swift-metrics, which counts nothing until `start()` points it at a Prometheus
/// registry, so a server without `--metrics` pays nothing for the counting it does. Hummingbird's
/// own `MetricsMiddleware` counts the requests (by route pattern, never the path with its
/// secrets); their names are renamed here to Prometheus' conventions and RushDay's prefix.
public enum ServerMetrics {
    /// What `/metrics` answers with: every metric of the process, as Prometheus reads it.
    static func exposition() -> ByteBuffer {
        ByteBuffer(bytes: registry.emitToBuffer())
    }

    /// Counts one thing the server did, e.g. `count("door_scans", ["outcome": "admitted"])`
    /// (shown as `rushday_door_scans_total{outcome="admitted"}`). Each name keeps one set of
    /// dimension names.
    public static func count(_ name: String, _ dimensions: KeyValuePairs<String, String> = [:], by amount: Int = 1) {
        Counter(label: "rushday_\(name)_total", dimensions: dimensions.map { ($0.key, $0.value) }).increment(by: amount)
    }

    /// Adds one duration to a histogram, e.g. `time("store_transaction_duration_seconds",
    /// ["kind": "read"], took)` (shown in seconds, in the same buckets as the requests' times).
    public static func time(_ name: String, _ dimensions: KeyValuePairs<String, String> = [:], _ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        Timer(label: "rushday_\(name)", dimensions: dimensions.map { ($0.key, $0.value) })
            .recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// Sets a value that goes up and down, e.g. the age of the oldest mail waiting to be sent.
    public static func set(_ name: String, _ dimensions: KeyValuePairs<String, String> = [:], to value: Double) {
        Gauge(label: "rushday_\(name)", dimensions: dimensions.map { ($0.key, $0.value) }).record(value)
    }

    /// Open live streams, up as one starts and down as it ends. Made when asked for: a metric
    /// made before `start()` would count into nothing for good.
    static var liveStreams: Meter { Meter(label: "rushday_live_streams") }

    /// Points swift-metrics at the registry: once per process, however many servers it starts.
    static func start() {
        _ = registry
    }

    private static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.nameAndLabelSanitizer = { name, labels in
            (hummingbirdNames[name] ?? name, labels.map { (hummingbirdLabels[$0.0] ?? $0.0, $0.1) })
        }
        MetricsSystem.bootstrap(factory)
        return registry
    }()

    private static let hummingbirdNames = [
        "hb.requests": "rushday_http_requests_total",
        "hb.request.errors": "rushday_http_request_errors_total",
        "http.server.request.duration": "rushday_http_request_duration_seconds",
        "http.server.active_requests": "rushday_http_active_requests",
    ]

    private static let hummingbirdLabels = [
        "http.route": "route",
        "http.request.method": "method",
        "http.response.status_code": "status",
        "error.type": "status",
    ]
}

/// Where `/metrics` is served: beside the pages, or on an address of its own (a private
/// network's, which the pages' visitors cannot reach).
public enum MetricsExposure: Sendable {
    case withPages
    case separately(host: String, port: Int)

    var isWithPages: Bool {
        if case .withPages = self { true } else { false }
    }
}

enum MetricsRoutes {
    static let path = "/metrics"

    static func add(to router: Router<WebContext>, refresh: @escaping @Sendable () async -> Void) {
        router.get(RouterPath(path)) { _, _ in
            await refresh()
            var fields = HTTPFields()
            fields[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            fields[.cacheControl] = "no-store"
            return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: ServerMetrics.exposition()))
        }
    }
}
