import NIOCore
import Synchronization

/// How many connections each client address holds open, shared by every connection of one
/// server: past `limit`, a client's new connection is closed at once, so one address cannot
/// hold every socket the server has (a venue's many phones behind one NAT stay far below it).
/// A trusted proxy (`unlimited`) carries every visitor's connections, and is not limited.
final class OpenConnections: Sendable {
    let limit: Int
    private let unlimited: [AddressRange]
    private let counts = Mutex<[String: Int]>([:])

    init(limit: Int, unlimited: [AddressRange] = []) {
        self.limit = limit
        self.unlimited = unlimited
    }

    /// Counts a connection from `client`; false (and not counted) when it already holds `limit`.
    func open(_ client: String) -> Bool {
        if unlimited.contains(where: { $0.contains(client) }) { return true }
        return counts.withLock { counts in
            guard counts[client, default: 0] < limit else { return false }
            counts[client, default: 0] += 1
            return true
        }
    }

    func close(_ client: String) {
        counts.withLock { counts in
            guard counts[client] != nil else { return }
            counts[client, default: 1] -= 1
            if counts[client] == 0 { counts[client] = nil }
        }
    }
}

/// One connection's place in `OpenConnections`: taken when it becomes active, given back when
/// it ends; a connection over its client's limit is closed before it reads a request.
final class ConnectionsPerClient: ChannelInboundHandler, RemovableChannelHandler {
    // Requests pass through untouched (the default `channelRead` forwards them).
    typealias InboundIn = NIOAny

    private let connections: OpenConnections
    private var counted: String?

    init(_ connections: OpenConnections) {
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { take(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        take(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        giveBack()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        giveBack()
    }

    private func take(_ context: ChannelHandlerContext) {
        guard counted == nil, let client = context.channel.remoteAddress?.ipAddress else { return }
        if connections.open(client) {
            counted = client
        } else {
            context.close(promise: nil)
        }
    }

    private func giveBack() {
        guard let client = counted else { return }
        counted = nil
        connections.close(client)
    }
}

@available(*, unavailable)
extension ConnectionsPerClient: Sendable {}
