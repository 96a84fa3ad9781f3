import Crypto
public import Domain
import Foundation
import Synchronization

/// Ed25519 (RFC 8032) through swift-crypto: 32-byte keys, 64-byte deterministic signatures.
public struct Ed25519Signatures: SignatureService {
    private let lastKey = LastSigningKey()

    public init() {}

    public func makeKeyPair() -> SigningKeyPair {
        let key = Curve25519.Signing.PrivateKey()
        return SigningKeyPair(publicKey: Array(key.publicKey.rawRepresentation), privateKey: Array(key.rawRepresentation))
    }

    public func sign(_ message: [UInt8], privateKey: [UInt8]) throws(DomainError) -> [UInt8] {
        guard let key = lastKey.key(privateKey), let signature = try? key.signature(for: message) else {
            throw .invalid(field: "key", message: "the event's signing key is not a 32-byte Ed25519 private key; the database may be damaged")
        }
        return Array(signature)
    }

    public func isValid(signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool {
        guard signature.count == 64, let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
        return key.isValidSignature(signature, for: message)
    }
}

/// The private key last read from its bytes: reading one computes its public key, which costs
/// as much as a signature, and `tickets issue` signs thousands of codes with one event's key.
private final class LastSigningKey: Sendable {
    private let last = Mutex<(bytes: [UInt8], key: Curve25519.Signing.PrivateKey)?>(nil)

    func key(_ bytes: [UInt8]) -> Curve25519.Signing.PrivateKey? {
        last.withLock { last in
            if let last, last.bytes == bytes { return last.key }
            guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: bytes) else { return nil }
            last = (bytes, key)
            return key
        }
    }
}
