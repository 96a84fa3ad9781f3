/// Where the store's server is, whom it signs in as and how the connection is encrypted. The
/// password is kept apart from everything a message may print.
public struct PostgresLocation: Sendable {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String
    /// The PostgreSQL schema holding rushday's tables, set as the connections' `search_path`:
    /// several rushday databases (or the tests' throwaway stores) can share one database.
    public var schema: String
    public var sslMode: SSLMode
    /// The certificates `verify-full` trusts (a PEM file, libpq's `sslrootcert`); nil trusts the
    /// system's roots.
    public var sslRootCertificate: String?

    public init(host: String, port: Int = 5432, username: String, password: String?, database: String,
                schema: String = "public", sslMode: SSLMode = .disable, sslRootCertificate: String? = nil) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.schema = schema
        self.sslMode = sslMode
        self.sslRootCertificate = sslRootCertificate
    }

    /// How messages name the database: never with its password.
    var description: String {
        let place = "postgres://\(username)@\(host):\(port)/\(database)"
        return schema == "public" ? place : "\(place) (schema \(schema))"
    }
}
