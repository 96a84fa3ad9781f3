/// Digital signatures (Ed25519): what makes a ticket's code impossible to forge without the
/// event's private key, and checkable with nothing but its public key.
public protocol SignatureService: Sendable {
    func makeKeyPair() -> SigningKeyPair
    /// Throws `.invalid(field: "key", ...)` for a private key of the wrong form.
    func sign(_ message: [UInt8], privateKey: [UInt8]) throws(DomainError) -> [UInt8]
    /// False for a wrong signature, message or key, and for a key or signature of the wrong length.
    func isValid(signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool
}
