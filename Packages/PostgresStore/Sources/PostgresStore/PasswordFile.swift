// TEMPORARY stand-in until the TLS engineer's PasswordFile lands (pg-tls branch).
public enum PasswordFile {
    public static func password(host: String, port: Int, database: String, username: String,
                                environment: [String: String], homeDirectory: String) -> String? { nil }
}
