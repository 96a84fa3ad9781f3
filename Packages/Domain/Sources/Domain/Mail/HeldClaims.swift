public import Foundation

/// Queued messages another sender claimed and has not finished (one still sending, or one that
/// stopped mid-batch): nobody sends them before the last claim runs out.
public struct HeldClaims: Hashable, Sendable {
    public let messages: Int
    /// When the last of the claims runs out; nil when none holds a message.
    public let until: Date?

    public init(messages: Int, until: Date?) {
        self.messages = messages
        self.until = until
    }
}
