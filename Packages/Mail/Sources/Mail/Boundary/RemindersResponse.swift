public import Domain
public import Foundation

/// An event's reminders, each with when it falls due.
public struct RemindersResponse: Sendable {
    public struct Entry: Sendable {
        public let reminder: MailReminder
        public let due: Date
    }

    public let event: Event
    public let reminders: [Entry]
}
