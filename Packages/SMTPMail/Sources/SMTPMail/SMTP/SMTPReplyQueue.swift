import NIOCore

/// The last handler of a connection's pipeline: keeps the replies that came, hands them out
/// one by one, and turns a closed connection, an error or a step that took too long into the
/// failure of the reply awaited. Used on the channel's event loop only.
final class SMTPReplyQueue: ChannelInboundHandler {
    typealias InboundIn = SMTPReply

    private var replies = CircularBuffer<SMTPReply>()
    private var waiting: EventLoopPromise<SMTPReply>?
    private var failure: SMTPConnectionError?
    private var context: ChannelHandlerContext?

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }
    func handlerRemoved(context: ChannelHandlerContext) { self.context = nil }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let reply = unwrapInboundIn(data)
        if let waiting {
            self.waiting = nil
            waiting.succeed(reply)
        } else {
            replies.append(reply)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        fail(.failed(error))
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        fail(.closed)
        context.fireChannelInactive()
    }

    /// The next reply, or the connection's failure; a reply not come within `timeout` closes
    /// the connection, as nothing said on it afterwards could be trusted to answer what it seems to.
    func next(within timeout: TimeAmount, on loop: EventLoop) -> EventLoopFuture<SMTPReply> {
        if let reply = replies.popFirst() { return loop.makeSucceededFuture(reply) }
        if let failure { return loop.makeFailedFuture(failure) }
        let promise = loop.makePromise(of: SMTPReply.self)
        waiting = promise
        let queue = NIOLoopBound(self, eventLoop: loop)
        let timer = loop.scheduleTask(in: timeout) {
            queue.value.fail(.timedOut)
            queue.value.context?.close(promise: nil)
        }
        promise.futureResult.whenComplete { _ in timer.cancel() }
        return promise.futureResult
    }

    private func fail(_ error: SMTPConnectionError) {
        if failure == nil { failure = error }
        if let waiting {
            self.waiting = nil
            waiting.fail(failure ?? error)
        }
    }
}

/// Why a connection ended before the reply awaited.
enum SMTPConnectionError: Error {
    case closed
    case timedOut
    case failed(Error)
}
