import Hummingbird

/// Hummingbird's per-request context, keeping who connected (for throttling and the log) and
/// whether over TLS.
struct WebContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let client: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        client = source.channel.remoteAddress?.ipAddress
    }
}
