import Domain
import NIOSSL
import PostgresNIO

/// postgres-nio's configuration of a connection to this location: it sets the schema as
/// `search_path` at sign-in, so every statement finds rushday's tables, and encrypts as
/// `sslMode` says (see `PostgresLocation+TLS.swift`).
extension PostgresLocation {
    /// Throws `storeUnavailable` when the root certificate file that `verify-full` or `require`
    /// would check against cannot be read or holds no certificate.
    var connectionConfiguration: PostgresConnection.Configuration {
        get throws(DomainError) {
            var configuration = PostgresConnection.Configuration(host: host, port: port, username: username, password: password,
                                                                 database: database, tls: try connectionTLS())
            configuration.options.additionalStartupParameters = [("search_path", schema)]
            return configuration
        }
    }

    private func connectionTLS() throws(DomainError) -> PostgresConnection.Configuration.TLS {
        try checkRootCertificate()
        guard let configuration = tlsConfiguration else { return .disable }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .storeUnavailable("cannot set up TLS for the database at \(description) (\(error)); check sslrootcert")
        }
        return sslMode == .prefer ? .prefer(context) : .require(context)
    }
}
