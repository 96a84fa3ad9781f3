import ArgumentParser

/// `--listen HOST:PORT` (or `--metrics-listen`'s) read: `127.0.0.1:8080`, `[::1]:8080`, `0.0.0.0:0`.
struct ListenAddress {
    let host: String
    let port: Int

    init(_ text: String, option: String = "--listen") throws {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            throw ValidationError("\(option): '\(text)' is not HOST:PORT; give one like 127.0.0.1:8080")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw ValidationError("\(option): '\(text)' names no host; give one like 127.0.0.1:\(port)") }
        self.host = host
        self.port = port
    }
}
