import Domain
import NIOSSL
import PostgresNIO

/// postgres-nio's two configurations for one location: the pool's and a lone connection's.
/// Both set the schema as `search_path` at sign-in, so every statement finds rushday's tables,
/// and both encrypt as `sslMode` says (see `PostgresLocation+TLS.swift`).
extension PostgresLocation {
    /// Does not throw: the pool makes its TLS context from the configuration when it opens a
    /// connection, and the store's first use has gone through `connectionConfiguration`, which
    /// has refused an unusable root certificate by then.
    var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS = switch (sslMode, tlsConfiguration) {
        case let (.prefer, configuration?): .prefer(configuration)
        case let (_, configuration?): .require(configuration)
        case (_, nil): .disable
        }
        var configuration = PostgresClient.Configuration(host: host, port: port, username: username, password: password,
                                                         database: database, tls: tls)
        configuration.options.additionalStartupParameters = [("search_path", schema)]
        return configuration
    }

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
