import NIOCore

/// The wire form of one Server-Sent Event: its name, then each line of its data on a `data:`
/// line of its own (the browser joins them with line breaks), then a blank line. An event is
/// encoded once: the same one sent on many streams (one drawing for every open dashboard) is
/// neither copied nor encoded again for each.
public struct ServerSentEvent: Sendable {
    let bytes: ByteBuffer

    private init(_ text: String) {
        bytes = ByteBuffer(string: text)
    }

    public init(_ name: String, data: String) {
        self.init("event: \(name)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n")
    }

    /// How long the browser waits before reconnecting a dropped stream, in milliseconds.
    public static let retry = ServerSentEvent("retry: 2000\n\n")
    /// A comment line: keeps proxies from closing a quiet stream, and finds a closed one.
    public static let heartbeat = ServerSentEvent(": keep-alive\n\n")
}
