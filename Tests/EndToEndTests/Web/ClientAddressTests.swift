import DomainTestSupport
import Testing
@testable import WebServer

/// `--trusted-proxy`'s blocks and the client they make of a request, without a server.
@Suite struct ClientAddressTests {
    @Test func blocksAreReadAsCIDRAndAnAddressIsABlockOfOne() throws {
        let block = try #require(AddressRange("10.1.0.0/16"))
        #expect(block.contains("10.1.255.7") && !block.contains("10.2.0.1") && !block.contains("::1"))
        #expect(try #require(AddressRange("127.0.0.2")).contains("127.0.0.2"))
        #expect(try #require(AddressRange("127.0.0.2")).contains("::ffff:127.0.0.2"), "IPv4 written as IPv6")
        #expect(!(try #require(AddressRange("127.0.0.2")).contains("127.0.0.3")))
        #expect(try #require(AddressRange("2001:db8::/32")).contains("2001:db8:ffff::1"))
        #expect(try #require(AddressRange("0.0.0.0/0")).contains("198.51.100.1"))
        for typed in ["10.0.0.0/33", "10.0.0.0/", "10.0.0/8", "host.example", "", "::1/129", "10.0.0.0/-1", "10.0.0.0/8/8"] {
            #expect(AddressRange(typed) == nil, "\(typed)")
        }
    }

    /// Random blocks and addresses against arithmetic on the address as a number.
    @Test func anIPv4BlockHoldsExactlyTheAddressesThatShareItsPrefix() throws {
        var random = SeededRandom(seed: 44)
        for _ in 0..<2_000 {
            let network = UInt32.random(in: .min ... .max, using: &random), prefix = Int.random(in: 0...32, using: &random)
            let near = Bool.random(using: &random)
            let address = near ? network ^ UInt32.random(in: 0...0xFF, using: &random) : UInt32.random(in: .min ... .max, using: &random)
            let mask: UInt32 = prefix == 0 ? 0 : .max << (32 - prefix)
            let block = try #require(AddressRange("\(Self.dotted(network))/\(prefix)"))
            #expect(block.contains(Self.dotted(address)) == ((address & mask) == (network & mask)), "\(Self.dotted(address)) in \(Self.dotted(network))/\(prefix)")
        }
    }

    @Test func theClientIsThePeerUnlessThePeerIsATrustedProxy() throws {
        let proxies = [try #require(AddressRange("127.0.0.0/8")), try #require(AddressRange("10.0.0.0/8"))]
        #expect(ClientAddress.of(peer: "192.0.2.1", forwardedFor: ["203.0.113.9"], trusting: proxies) == "192.0.2.1")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: ["203.0.113.9"], trusting: []) == "127.0.0.1")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: [], trusting: proxies) == "127.0.0.1")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: ["6.6.6.6, 203.0.113.9, 10.0.0.5"], trusting: proxies) == "203.0.113.9")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: ["6.6.6.6", "203.0.113.9,10.0.0.5"], trusting: proxies) == "203.0.113.9",
                "repeated headers are one list")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: ["10.0.0.9, 10.0.0.5"], trusting: proxies) == "10.0.0.9")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: ["<script>, 10.0.0.5"], trusting: proxies) == "10.0.0.5",
                "text that is no address is never the client")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: ["2001:db8::1"], trusting: proxies) == "2001:db8::1")
        #expect(ClientAddress.of(peer: nil, forwardedFor: ["203.0.113.9"], trusting: proxies) == nil)
    }

    private static func dotted(_ value: UInt32) -> String {
        [24, 16, 8, 0].map { String((value >> UInt32($0)) & 0xFF) }.joined(separator: ".")
    }
}
