public import Domain

/// An event's messages, each with its guest's handle and name (nil: the guest was removed).
public struct OutboxResponse: Sendable {
    public struct Entry: Sendable {
        public let message: OutboxMessage
        public let guest: Guest?
    }

    public let event: Event
    public let messages: [Entry]
    /// Whether the store has a mail set-up: without one, queued messages wait for it.
    public let setUp: Bool
}
