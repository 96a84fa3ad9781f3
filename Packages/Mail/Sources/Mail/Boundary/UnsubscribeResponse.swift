public import Domain
public import Foundation

/// The event and guest an unsubscribe link names, and since when they are unsubscribed (nil:
/// not yet).
public struct UnsubscribeResponse: Sendable {
    public let event: Event
    public let guestName: String
    public let unsubscribedAt: Date?
}
