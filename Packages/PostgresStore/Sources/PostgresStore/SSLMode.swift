/// Whether and how the connection to the server is encrypted: libpq's `sslmode` values that
/// rushday accepts, so a URL that works with `psql` means the same here.
public enum SSLMode: String, Sendable, CaseIterable {
    /// Plain TCP.
    case disable
    /// TLS when the server offers it, plain otherwise; the certificate is not checked.
    case prefer
    /// TLS or no connection; the certificate is not checked, unless root certificates are
    /// named: then its chain is, but not its name (libpq's `verify-ca`).
    case require
    /// TLS, with the server's certificate checked against the trusted roots and its name
    /// against the host.
    case verifyFull = "verify-full"
}
