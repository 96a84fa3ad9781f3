/// Where the store's server is and whom it signs in as. The password is kept apart from
/// everything a message may print. TLS, `sslmode` and reading this from a `postgres://` URL,
/// `PGPASSWORD` or `~/.pgpass` come with the App's wiring.
public struct PostgresLocation: Sendable {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String
    /// The PostgreSQL schema holding rushday's tables, set as the connections' `search_path`:
    /// several rushday databases (or the tests' throwaway stores) can share one database.
    public var schema: String

    public init(host: String, port: Int = 5432, username: String, password: String?, database: String,
                schema: String = "public") {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.schema = schema
    }

    /// How messages name the database: never with its password.
    var description: String {
        let place = "postgres://\(username)@\(host):\(port)/\(database)"
        return schema == "public" ? place : "\(place) (schema \(schema))"
    }
}
