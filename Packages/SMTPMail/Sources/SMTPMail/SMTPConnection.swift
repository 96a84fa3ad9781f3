import NIOCore
import NIOPosix
import NIOSSL

/// One TCP connection to a mail server: bytes out, replies in, each wait bounded by `timeout`
/// (a server that stops answering is closed, not waited on), TLS from the start or added by
/// STARTTLS.
struct SMTPConnection: Sendable {
    let channel: any Channel
    private let reader: ReplyReader
    let timeout: TimeAmount

    static func open(host: String, port: Int, tls: NIOSSLContext?, timeout: TimeAmount) async throws(SMTPFailure) -> SMTPConnection {
        let reader = ReplyReader()
        let name = serverName(host)
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(timeout)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls { try channel.pipeline.syncOperations.addHandler(try NIOSSLClientHandler(context: tls, serverHostname: name)) }
                    try channel.pipeline.syncOperations.addHandler(reader)
                }
            }
        do {
            return SMTPConnection(channel: try await bootstrap.connect(host: host, port: port).get(), reader: reader, timeout: timeout)
        } catch {
            throw .connection("cannot connect to \(host):\(port): \(error)")
        }
    }

    /// Host names are checked against the certificate by name; an address by itself.
    private static func serverName(_ host: String) -> String? {
        (try? SocketAddress(ipAddress: host, port: 0)) == nil ? host : nil
    }

    func write(_ bytes: [UInt8]) async throws(SMTPFailure) {
        do {
            try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes)).get()
        } catch {
            throw .connection("the connection broke while sending: \(error)")
        }
    }

    func write(_ command: String) async throws(SMTPFailure) {
        try await write(Array((command + "\r\n").utf8))
    }

    func reply() async throws(SMTPFailure) -> SMTPReply {
        let (channel, reader, timeout) = (channel, reader, timeout)
        let loop = channel.eventLoop
        let late = loop.scheduleTask(in: timeout) {
            reader.fail(.connection("no reply from the server within \(timeout.nanoseconds / 1_000_000_000) s"))
            channel.close(promise: nil)
        }
        defer { late.cancel() }
        do {
            return try await loop.flatSubmit { reader.next(on: loop) }.get()
        } catch let failure as SMTPFailure {
            throw failure
        } catch {
            throw .connection("\(error)")
        }
    }

    func command(_ line: String) async throws(SMTPFailure) -> SMTPReply {
        try await write(line)
        return try await reply()
    }

    /// After the server's 220 to STARTTLS: TLS goes in front of everything, before another byte.
    func startTLS(_ context: NIOSSLContext, host: String) async throws(SMTPFailure) {
        let (channel, name) = (channel, Self.serverName(host))
        do {
            try await channel.eventLoop.submit {
                try channel.pipeline.syncOperations.addHandler(try NIOSSLClientHandler(context: context, serverHostname: name), position: .first)
            }.get()
        } catch {
            throw .connection("TLS could not start: \(error)")
        }
    }

    func close() {
        channel.close(promise: nil)
    }
}
