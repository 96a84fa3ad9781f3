/// The wire form of one Server-Sent Event: its name, then each line of its data on a `data:`
/// line of its own (the browser joins them with line breaks), then a blank line.
public enum ServerSentEvents {
    public static func event(_ name: String, _ data: String) -> String {
        "event: \(name)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
    }

    /// How long the browser waits before reconnecting a dropped stream, in milliseconds.
    public static let retry = "retry: 2000\n\n"
    /// A comment line: keeps proxies from closing a quiet stream, and finds a closed one.
    public static let heartbeat = ": keep-alive\n\n"
}
