import Hummingbird

/// Hummingbird's per-request context, keeping who connected (for throttling and the log): the
/// peer, until `PolicyMiddleware` puts in the client a trusted proxy reports (`ClientAddress`).
struct WebContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    var client: String?
    /// Whether a trusted proxy says it took this request over HTTPS (`X-Forwarded-Proto`).
    var forwardedSecure = false

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        client = source.channel.remoteAddress?.ipAddress
    }
}
