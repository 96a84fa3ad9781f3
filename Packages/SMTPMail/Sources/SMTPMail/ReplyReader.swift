import NIOCore

/// Reads the server's replies off the connection (`250-...` lines up to the `250 ...` that ends
/// one) and hands each to whoever waits for it, in order; a reply no one waits for yet is kept.
/// A closed connection or a TLS error fails every wait to come. Used only on the channel's event
/// loop, which is what makes it safe to share.
final class ReplyReader: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer

    private var pending: [UInt8] = []
    private var lines: [String] = []
    private var ready: [SMTPReply] = []
    private var waiting: [EventLoopPromise<SMTPReply>] = []
    private var failure: SMTPFailure?

    /// The next reply, or the failure that ends the connection.
    func next(on loop: any EventLoop) -> EventLoopFuture<SMTPReply> {
        if !ready.isEmpty { return loop.makeSucceededFuture(ready.removeFirst()) }
        if let failure { return loop.makeFailedFuture(failure) }
        let promise = loop.makePromise(of: SMTPReply.self)
        waiting.append(promise)
        return promise.futureResult
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        pending.append(contentsOf: buffer.readBytes(length: buffer.readableBytes) ?? [])
        while let end = pending.firstIndex(of: 10) {
            var line = pending[..<end]
            if line.last == 13 { line = line.dropLast() }
            let text = String(decoding: line, as: UTF8.self)
            pending.removeSubrange(...end)
            lines.append(text)
            // "250-" continues a reply, "250 " (or a bare code) ends it.
            let bytes = Array(text.utf8)
            if bytes.count < 4 || bytes[3] != UInt8(ascii: "-") {
                let reply = SMTPReply(code: Int(text.prefix(3)) ?? 0, lines: lines)
                lines = []
                if waiting.isEmpty { ready.append(reply) } else { waiting.removeFirst().succeed(reply) }
            }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        fail(.connection("the server closed the connection"))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        fail(.connection("\(error)"))
        context.close(promise: nil)
    }

    func fail(_ reason: SMTPFailure) {
        if failure == nil { failure = reason }
        let waits = waiting
        waiting = []
        for wait in waits { wait.fail(failure ?? reason) }
    }
}
