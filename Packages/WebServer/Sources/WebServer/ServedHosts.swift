/// The host names a server answers to, against DNS rebinding: a page of another site whose name
/// an attacker points at this server's address would otherwise post this server's forms from a
/// visitor's browser, with a `Host` (and `Origin`) of its own name. Served: any IP address
/// written as one (rebinding needs a name), `localhost`, and the names the server is reached at
/// (`CertificateNames`: the listen host, or this machine's name when listening everywhere, and
/// the public address's host). A request without a `Host` (HTTP/1.0) comes from no browser.
struct ServedHosts: Sendable {
    private let names: CertificateNames

    init(names: CertificateNames) {
        self.names = names
    }

    func serves(_ hostHeader: String?) -> Bool {
        guard let hostHeader else { return true }
        let host = Self.hostPart(hostHeader)
        if host.hasPrefix("[") && host.hasSuffix("]") { return CertificateNames.address(String(host.dropFirst().dropLast())) != nil }
        if CertificateNames.address(host) != nil { return true }
        // A fully qualified name may end in a dot; DNS names compare without case.
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        return name == "localhost" || names.dnsNames.contains(name)
    }

    /// `example.org` of `example.org:8080`; `[::1]` of `[::1]:8080`.
    private static func hostPart(_ header: String) -> String {
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") { return String(header[...close]) }
        return header.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? header
    }
}
