public import Domain
public import Foundation

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
    /// When it was read: a queued message claimed until later is held by a sender.
    public let now: Date
    /// The guest the messages were read for, when only one guest's were.
    public var onlyTo: Guest? = nil

    /// Queued messages a sender claimed and has not finished (one stopped mid-batch): nobody
    /// sends them before their claim runs out.
    public var held: [OutboxMessage] {
        messages.map(\.message).filter { $0.status == .queued && ($0.claimedUntil.map { $0 > now } ?? false) }
    }
}
