/// Session tokens and personal link secrets: 256 random bits, and the SHA-256 digest that is all the store keeps.
public protocol TokenGenerator: Sendable {
    /// A new random token, URL-safe text.
    func makeToken() -> String
    /// Lower-case hex SHA-256 of the token.
    func digest(_ token: String) -> String
    /// Whether `token`'s digest is `digest`, compared in constant time.
    func matches(_ token: String, digest: String) -> Bool
}
