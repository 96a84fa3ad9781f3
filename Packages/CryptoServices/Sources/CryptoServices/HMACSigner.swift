import Crypto
public import Domain

/// `MessageSigner` as HMAC-SHA256 (swift-crypto), in lower-case hex.
public struct HMACSigner: MessageSigner {
    public init() {}

    public func signature(of message: String, key: String) -> String {
        Hex.encode(HMAC<SHA256>.authenticationCode(for: Array(message.utf8), using: SymmetricKey(data: Array(key.utf8))))
    }

    public func verifies(_ signature: String, of message: String, key: String) -> Bool {
        constantTimeEquals(Array(self.signature(of: message, key: key).utf8), Array(signature.utf8))
    }
}
