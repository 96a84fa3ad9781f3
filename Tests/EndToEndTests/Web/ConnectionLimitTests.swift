import Foundation
import Glibc
import Testing

/// What a server does with connections that hold it without asking anything: half-sent headers
/// and idle connections are closed after the idle limit, and one client address holds at most
/// its limit of connections at once (512, 64 here) while another still gets its page. Every wait is a generous upper
/// bound, never a measure of speed.
@Suite struct ConnectionLimitTests {
    /// A TCP connection from `source` to the server, optionally sending `bytes` first.
    final class Connection {
        let socket: Int32

        init(to address: String, from source: String, sending bytes: String = "") throws {
            let parts = address.replacingOccurrences(of: "http://", with: "").split(separator: ":")
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var local = sockaddr_in(), remote = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            inet_pton(AF_INET, source, &local.sin_addr)
            remote.sin_family = sa_family_t(AF_INET)
            remote.sin_port = in_port_t(UInt16(parts[1])!).bigEndian
            inet_pton(AF_INET, String(parts[0]), &remote.sin_addr)
            let bound = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            let connected = withUnsafePointer(to: &remote) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            guard bound == 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
            if !bytes.isEmpty { _ = bytes.withCString { send(socket, $0, strlen($0), 0) } }
        }

        deinit { close(socket) }

        /// Whether the server has closed it, waiting up to `seconds` for that.
        func isClosed(within seconds: Int32) -> Bool {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, seconds * 1000) == 1 else { return false }
            var byte: UInt8 = 0
            return recv(socket, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
        }
    }

    @Test func halfSentHeadersAndIdleConnectionsAreClosedAfterTheIdleLimit() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let serve = try ServeProcess(rushday, environment: ["RUSHDAY_WEB_IDLE_TIMEOUT": "2"])
        let slow = try (0..<50).map { _ in try Connection(to: serve.address, from: "127.0.0.2", sending: "GET /signin HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ") }
        let idle = try (0..<10).map { _ in try Connection(to: serve.address, from: "127.0.0.2") }
        for connection in slow + idle { #expect(connection.isClosed(within: 60), "closed well within a minute of a 2 s limit") }
        let page = try serve.curl(["-o", "/dev/null", "-w", "%{http_code}", serve.address + "/signin"])
        #expect(page.stdout == "200")
        kill(serve.server.pid, SIGTERM)
        #expect(try serve.server.finish(within: 15).status == 0)
    }

    @Test func oneAddressHoldsAtMostItsLimitOfConnectionsAndAnotherIsServed() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let serve = try ServeProcess(rushday, environment: ["RUSHDAY_WEB_IDLE_TIMEOUT": "600", "RUSHDAY_WEB_CONNECTIONS_PER_CLIENT": "64"])
        let held = try (0..<64).map { _ in try Connection(to: serve.address, from: "127.0.0.2") }
        let over = try Connection(to: serve.address, from: "127.0.0.2")
        #expect(over.isClosed(within: 60), "the 65th is closed")
        #expect(!held[0].isClosed(within: 0) && !held[63].isClosed(within: 0), "the first 64 stay open")
        #expect(try serve.curl(["-o", "/dev/null", "-w", "%{http_code}", serve.address + "/signin"]).stdout == "200", "another address is served")
        kill(serve.server.pid, SIGTERM)
        _ = try serve.server.finish(within: 15)
    }
}
