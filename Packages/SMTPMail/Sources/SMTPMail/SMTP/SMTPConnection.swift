import NIOCore
import NIOPosix
import NIOSSL

/// One TCP connection to a mail server (TLS from the first byte, or later through
/// `startTLS`), speaking in whole replies, each awaited at most `timeout`.
struct SMTPConnection: Sendable {
    let channel: Channel
    /// Held here, not looked up in the pipeline: a reply that came just before the server
    /// closed (a 421) is still read after the pipeline is gone.
    private let replies: NIOLoopBound<SMTPReplyQueue>
    let timeout: TimeAmount
    /// `host:port`, for what the outbox records.
    let peer: String

    static func open(host: String, port: Int, tls: NIOSSLContext?, timeout: TimeAmount) async throws(SMTPFailure) -> SMTPConnection {
        let peer = "\(host):\(port)"
        let serverName = SMTPConnection.serverName(host)
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(timeout)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
        do {
            let (channel, replies) = try await bootstrap.connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls {
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: serverName))
                    }
                    let replies = SMTPReplyQueue()
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(SMTPReplyDecoder()))
                    try channel.pipeline.syncOperations.addHandler(replies)
                    return (channel, NIOLoopBound(replies, eventLoop: channel.eventLoop))
                }
            }
            return SMTPConnection(channel: channel, replies: replies, timeout: timeout, peer: peer)
        } catch {
            throw SMTPFailure("cannot connect to \(peer): \(error)")
        }
    }

    /// The name TLS checks the certificate against: nil for an IP address, which NIOSSL checks
    /// against the address connected to instead (an address may not be sent as SNI).
    private static func serverName(_ host: String) -> String? {
        (try? SocketAddress(ipAddress: host, port: 0)) == nil ? host : nil
    }

    /// Sends bytes as they are; a write that fails shows as the next reply's failure.
    func send(_ bytes: ByteBuffer) {
        channel.writeAndFlush(bytes, promise: nil)
    }

    func send(_ command: String) {
        send(channel.allocator.buffer(string: command + "\r\n"))
    }

    /// The next reply; a closed connection, a TLS error or a timeout is an `SMTPFailure` saying so.
    func reply() async throws(SMTPFailure) -> SMTPReply {
        let timeout = self.timeout
        let future = channel.eventLoop.flatSubmit { [channel, replies] in
            replies.value.next(within: timeout, on: channel.eventLoop)
        }
        do {
            return try await future.get()
        } catch let error as SMTPConnectionError {
            throw SMTPFailure(describing: error, peer: peer, timeout: timeout)
        } catch {
            throw SMTPFailure("\(error)")
        }
    }

    /// Puts TLS under the conversation, after the server's 220 to STARTTLS: what follows is
    /// read and written through it, the handshake first.
    func startTLS(_ tls: NIOSSLContext, host: String) async throws(SMTPFailure) {
        let serverName = SMTPConnection.serverName(host)
        do {
            try await channel.eventLoop.submit { [channel] in
                try channel.pipeline.syncOperations.addHandler(
                    NIOSSLClientHandler(context: tls, serverHostname: serverName), position: .first)
            }.get()
        } catch {
            throw SMTPFailure("TLS with \(peer) could not start: \(error)")
        }
    }

    func close() async {
        try? await channel.close()
    }
}

/// What kept mails from the server: a reply, or what went wrong before one came. `permanent`
/// when trying again cannot help until someone changes the set-up or the server (a certificate
/// not trusted, no STARTTLS, a refused sign-in): the mail fails at once, saying what to fix.
struct SMTPFailure: Error {
    var reason: String
    var permanent = false

    init(_ reason: String, permanent: Bool = false) {
        self.reason = reason
        self.permanent = permanent
    }

    init(describing error: SMTPConnectionError, peer: String, timeout: TimeAmount) {
        switch error {
        case .closed:
            self.init("\(peer) closed the connection before it replied")
        case .timedOut:
            let milliseconds = timeout.nanoseconds / 1_000_000
            let seconds = milliseconds % 1000 == 0 ? "\(milliseconds / 1000)" : "\(Double(milliseconds) / 1000)"
            self.init("no reply from \(peer) within \(seconds) s (timeout)")
        case .failed(let underlying as NIOSSLError):
            self.init(Self.tlsReason(underlying, peer: peer), permanent: true)
        case .failed(let underlying as NIOSSLExtraError):
            self.init(Self.tlsReason(underlying, peer: peer), permanent: true)
        case .failed(let underlying):
            self.init("the connection to \(peer) failed: \(underlying)")
        }
    }

    /// What a TLS failure means to whoever set mail up, and the fix: never BoringSSL's own words
    /// (with its build paths).
    private static func tlsReason(_ error: any Error, peer: String) -> String {
        let said = String(describing: error)
        if said.contains("CERTIFICATE_VERIFY_FAILED") || said.contains("certificate verify failed") {
            return "the certificate of \(peer) is not trusted: give the authority that signed it in RUSHDAY_SMTP_CA_FILE (a PEM file), "
                + "or give the server a certificate from a public authority"
        }
        if said.contains("failedToValidateHostname") || said.contains("hostname") {
            return "the certificate of \(peer) is not for that name: connect by a name the certificate holds"
        }
        return "TLS with \(peer) could not be set up (the server's certificate or its TLS versions); check them, or ask its administrator"
    }
}
