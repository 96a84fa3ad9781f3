import PostgresNIO

/// postgres-nio's two configurations for one location: the pool's and a lone connection's.
/// Both set the schema as `search_path` at sign-in, so every statement finds rushday's tables.
extension PostgresLocation {
    var clientConfiguration: PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(host: host, port: port, username: username, password: password,
                                                         database: database, tls: .disable)
        configuration.options.additionalStartupParameters = [("search_path", schema)]
        return configuration
    }

    var connectionConfiguration: PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(host: host, port: port, username: username, password: password,
                                                             database: database, tls: .disable)
        configuration.options.additionalStartupParameters = [("search_path", schema)]
        return configuration
    }
}
