import Foundation

/// A block of IP addresses written as CIDR (`10.0.0.0/8`, `2001:db8::/32`), or one address
/// (`127.0.0.2`, a block of one): the proxies `serve --trusted-proxy` names.
public struct AddressRange: Sendable, Equatable {
    private let network: [UInt8]
    private let prefix: Int

    /// Nil for anything but an IPv4 or IPv6 address with an optional prefix length that fits it.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = Self.bytes(of: String(parts[0])) else { return nil }
        let bits = address.count * 8
        let prefix: Int
        if parts.count == 2 {
            guard let given = Int(parts[1]), (0...bits).contains(given) else { return nil }
            prefix = given
        } else {
            prefix = bits
        }
        self.prefix = prefix
        network = Self.masked(address, prefix: prefix)
    }

    /// Whether `address` (as a peer or `X-Forwarded-For` gives it) lies in the block; an
    /// IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is the IPv4 address it holds.
    public func contains(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address), bytes.count == network.count else { return false }
        return Self.masked(bytes, prefix: prefix) == network
    }

    /// The address's bytes: 4 for IPv4 (and IPv4 mapped into IPv6), 16 for IPv6; nil for
    /// anything that is not an address.
    static func bytes(of text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        return bytes.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] ? Array(bytes.suffix(4)) : bytes
    }

    private static func masked(_ bytes: [UInt8], prefix: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let kept = max(0, min(8, prefix - index * 8))
            return kept == 8 ? byte : byte & ~(UInt8.max >> kept)
        }
    }
}
