public import Domain
import Synchronization

/// A stand-in for Ed25519 in use-case tests, where the feature cannot see the crypto adapter:
/// the "public" key is the private key, and a signature is a keyed checksum of the message.
/// Forgeable by design; it only lets a test see that codes are signed and checked with the
/// event's key. The real adapter is tested with RFC 8032's vectors.
public final class ChecksumSignatures: SignatureService {
    private let next = Mutex<UInt8>(1)

    public init() {}

    public func makeKeyPair() -> SigningKeyPair {
        let seed = next.withLock { value in
            defer { value &+= 1 }
            return value
        }
        let key = (0..<32).map { UInt8(truncatingIfNeeded: Int(seed) &* 31 &+ $0) }
        return SigningKeyPair(publicKey: key, privateKey: key)
    }

    public func sign(_ message: [UInt8], privateKey: [UInt8]) throws(DomainError) -> [UInt8] {
        guard privateKey.count == 32 else { throw .invalid(field: "key", message: "is not a 32-byte private key") }
        return Self.checksum(message, key: privateKey)
    }

    public func isValid(signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool {
        publicKey.count == 32 && signature == Self.checksum(message, key: publicKey)
    }

    /// Eight FNV-1a hashes of key and message, each with its own start: 64 bytes.
    private static func checksum(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        (0..<8).flatMap { round -> [UInt8] in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 &+ UInt64(round)
            for byte in key + message {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * $0)) }
        }
    }
}
