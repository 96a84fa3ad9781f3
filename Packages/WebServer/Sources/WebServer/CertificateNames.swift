#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a certificate vouches for, each either a DNS name or an IP address: a browser
/// accepts the certificate only for the host in its address bar, so it must name every host
/// phones are told to open.
public struct CertificateNames: Sendable, Hashable {
    /// Lower-cased, as DNS names compare.
    private(set) var dnsNames: Set<String> = []
    /// Four bytes for IPv4, sixteen for IPv6.
    private(set) var addresses: Set<[UInt8]> = []

    /// What a server listening on `host` is reached at: that host, or for every interface
    /// (`0.0.0.0`, `::`) this machine's name, every address it has, 127.0.0.1 and localhost;
    /// and the host of the public address guests' links begin with, when there is one.
    public init(listeningOn host: String, publicHost: String?) {
        if Self.address(host).map({ $0.allSatisfy { $0 == 0 } }) == true {
            insert(Self.machineName())
            Self.machineAddresses().forEach { addresses.insert($0) }
            insert("127.0.0.1")
            insert("localhost")
        } else {
            insert(host)
        }
        publicHost.map { insert($0) }
    }

    init(dnsNames: some Sequence<String>, addresses: some Sequence<[UInt8]>) {
        dnsNames.forEach { insert($0) }
        addresses.forEach { self.addresses.insert($0) }
    }

    func isSubset(of other: CertificateNames) -> Bool {
        dnsNames.isSubset(of: other.dnsNames) && addresses.isSubset(of: other.addresses)
    }

    private mutating func insert(_ host: String) {
        // A URL writes an IPv6 host in brackets: [::1].
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if let address = Self.address(bare) {
            addresses.insert(address)
        } else if !bare.isEmpty {
            dnsNames.insert(bare.lowercased())
        }
    }

    /// The bytes of an IPv4 or IPv6 address written as text; nil for anything else (a DNS name).
    static func address(_ text: String) -> [UInt8]? {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    private static func machineName() -> String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Every address of this machine's interfaces, less IPv6 link-local ones (fe80::/10), which a
    /// browser cannot open without naming the interface.
    private static func machineAddresses() -> [[UInt8]] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found: [[UInt8]] = []
        var next = first
        while let entry = next {
            next = entry.pointee.ifa_next
            guard let socket = entry.pointee.ifa_addr else { continue }
            switch Int32(socket.pointee.sa_family) {
            case AF_INET:
                var address = socket.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                found.append(withUnsafeBytes(of: &address) { Array($0) })
            case AF_INET6:
                var address = socket.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                let bytes = withUnsafeBytes(of: &address) { Array($0) }
                if !(bytes[0] == 0xfe && bytes[1] & 0xc0 == 0x80) { found.append(bytes) }
            default:
                continue
            }
        }
        return found
    }
}
