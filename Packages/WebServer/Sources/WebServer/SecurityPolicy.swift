/// The headers every answer carries: no script or style but the site's own files, no framing,
/// no sniffing, no referrer (links may hold secrets), nothing cached unless a route says so.
public enum SecurityPolicy {
    public static let contentSecurityPolicy = [
        "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
        "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'",
    ].joined(separator: "; ")

    public static func headers(tls: Bool) -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = [
            ("Content-Security-Policy", contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("X-Frame-Options", "DENY"),
            ("Cache-Control", "no-store"),
        ]
        if tls { headers += httpsOnly }
        return headers
    }

    /// For an answer sent over HTTPS, by this server or by a trusted proxy that ended TLS.
    static let httpsOnly = [(name: "Strict-Transport-Security", value: "max-age=31536000")]
}
