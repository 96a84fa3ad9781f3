import Crypto
public import Domain
import Foundation

/// Session tokens and personal link secrets: 256 bits from the system CSPRNG as base64url without padding (43
/// characters), and the lower-case hex SHA-256 of a token's UTF-8 bytes for the store.
public struct SecureTokenGenerator: TokenGenerator {
    static let tokenByteCount = 32

    public init() {}

    public func makeToken() -> String {
        // base64 made url-safe byte by byte: Foundation's `replacingOccurrences` went through
        // UTF-16 three times, as long as drawing the page the token is for.
        let base64 = Data(randomBytes(count: Self.tokenByteCount)).base64EncodedString().utf8
        return String(decoding: base64.compactMap { byte -> UInt8? in
            switch byte {
            case UInt8(ascii: "+"): UInt8(ascii: "-")
            case UInt8(ascii: "/"): UInt8(ascii: "_")
            case UInt8(ascii: "="): nil
            default: byte
            }
        }, as: UTF8.self)
    }

    public func digest(_ token: String) -> String {
        Hex.encode(SHA256.hash(data: Array(token.utf8)))
    }

    public func matches(_ token: String, digest: String) -> Bool {
        constantTimeEquals(Array(self.digest(token).utf8), Array(digest.utf8))
    }
}
