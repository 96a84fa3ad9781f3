import Foundation

/// Who a request comes from. From a trusted proxy (`WebServerConfiguration.trustedProxies`),
/// the address it reports: `X-Forwarded-For`'s right-most address that is not itself a trusted
/// proxy, as each proxy appends the peer it saw and only the entries our own proxies added can
/// be believed. From anyone else, the peer itself, whatever it sends: a forged header moves
/// no one out of the throttles' reach, and no one is counted for another's guesses.
enum ClientAddress {
    /// Whether the peer is one of the proxies, whose headers may be believed.
    static func isTrusted(_ peer: String?, _ proxies: [AddressRange]) -> Bool {
        guard let peer else { return false }
        return proxies.contains { $0.contains(peer) }
    }

    static func of(peer: String?, forwardedFor: [String], trusting proxies: [AddressRange]) -> String? {
        guard let peer, isTrusted(peer, proxies) else { return peer }
        var client = peer
        let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() {
            // Text that is no address ends the walk: the nearest address believed is the client.
            guard AddressRange.bytes(of: hop) != nil else { break }
            client = hop
            if !proxies.contains(where: { $0.contains(hop) }) { break }
        }
        return client
    }
}
