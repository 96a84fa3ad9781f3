public import Domain
import Foundation

extension PostgresLocation {
    /// Whether `location` names a PostgreSQL server rather than a SQLite file.
    public static func isURL(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    /// Reads `postgres://USER@HOST:PORT/DATABASE?sslmode=...&sslrootcert=...&schema=...` as libpq
    /// reads such a URL: the port defaults to 5432 and the database to the user's name. The
    /// password comes from `PGPASSWORD`, else the password file (`PasswordFile`), never from
    /// the URL, which ends up in shell history and process lists. `sslmode` defaults to
    /// `require` off loopback, so a team's server is never reached in the clear by accident, and
    /// to `prefer` on it, as libpq does.
    public init(url: String, environment: [String: String], homeDirectory: String) throws(DomainError) {
        guard Self.isURL(url), let components = URLComponents(string: url) else {
            throw .invalid(field: "database", message: "'\(url)' is not a PostgreSQL URL; write postgres://USER@HOST:PORT/DATABASE")
        }
        let shown = "postgres://\(components.percentEncodedUser ?? "")@\(components.percentEncodedHost ?? "")"
        guard components.password == nil else {
            throw .invalid(field: "database", message: "\(shown)...: the URL holds a password, which shell history and process lists would keep; remove it and set PGPASSWORD or write it in ~/.pgpass")
        }
        guard let username = components.user, !username.isEmpty else {
            throw .invalid(field: "database", message: "\(shown)...: name the user, as in postgres://USER@HOST/DATABASE")
        }
        guard var host = components.host, !host.isEmpty else {
            throw .invalid(field: "database", message: "\(shown)...: name the server, as in postgres://USER@HOST/DATABASE")
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let database = path.isEmpty ? username : path
        var options = try Self.options(components.queryItems ?? [], shown: shown)
        let sslMode = try options.removeValue(forKey: "sslmode").map { value throws(DomainError) in
            guard let mode = SSLMode(rawValue: value) else {
                throw .invalid(field: "database", message: "\(shown)...: sslmode '\(value)' is not one of \(SSLMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        } ?? (Self.isLoopback(host) ? .prefer : .require)
        let port = components.port ?? 5432
        let password = environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
            ?? PasswordFile.password(host: host, port: port, database: database, username: username,
                                     environment: environment, homeDirectory: homeDirectory)
        self.init(host: host, port: port, username: username, password: password, database: database,
                  schema: options.removeValue(forKey: "schema") ?? "public", sslMode: sslMode,
                  sslRootCertificate: options.removeValue(forKey: "sslrootcert"))
        if let unknown = options.keys.sorted().first {
            throw .invalid(field: "database", message: "\(shown)...: unknown parameter '\(unknown)'; rushday reads sslmode, sslrootcert and schema")
        }
    }

    private static func options(_ items: [URLQueryItem], shown: String) throws(DomainError) -> [String: String] {
        var options: [String: String] = [:]
        for item in items {
            guard let value = item.value, !value.isEmpty else {
                throw .invalid(field: "database", message: "\(shown)...: parameter '\(item.name)' has no value")
            }
            options[item.name] = value
        }
        return options
    }

    private static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
