/// Signs short messages with a secret key, so that only whoever holds the key can make a
/// signature that checks (a form token bound to its server and session).
public protocol MessageSigner: Sendable {
    /// The signature of `message` under `key`: lower-case hex HMAC-SHA256.
    func signature(of message: String, key: String) -> String
    /// Whether `signature` is `message`'s under `key`, compared in constant time.
    func verifies(_ signature: String, of message: String, key: String) -> Bool
}
