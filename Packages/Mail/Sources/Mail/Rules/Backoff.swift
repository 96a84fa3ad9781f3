import Domain
import Foundation

/// What an attempt's outcome does to a message: sent is final; a permanent refusal, or a server
/// this set-up cannot use, fails it at once; a transient failure waits 1, 2, 4... minutes (at most an hour) and fails it after the
/// last attempt, so a server down for a morning still gets every mail, and a dead one stops
/// being tried; a message never handed to the server waits a minute, its attempts unchanged.
enum Backoff {
    static let attempts = 8
    static let first: TimeInterval = 60
    static let longest: TimeInterval = 3600

    /// `message` after one more attempt ending in `delivery` at `now`.
    static func record(_ delivery: MailDelivery, on message: OutboxMessage, at now: Date) -> OutboxMessage {
        var message = message
        if delivery.outcome == .deferred {
            message.lastReply = "not handed to the server: \(delivery.reply)"
            message.claimedUntil = nil
            message.nextAttemptAt = now.addingTimeInterval(first)
            return message
        }
        message.attempts += 1
        message.lastReply = delivery.reply
        message.lastAttemptAt = now
        message.claimedUntil = nil
        switch delivery.outcome {
        case .sent:
            message.status = .sent
            message.sentAt = now
            message.linkSecret = nil
        case .permanent, .unusable:
            message.status = .failed
        case .transient where message.attempts >= attempts:
            message.status = .failed
        case .transient:
            message.nextAttemptAt = now.addingTimeInterval(wait(after: message.attempts))
        case .deferred:
            break
        }
        return message
    }

    /// `message` that could not be written (`reason`): failed for good, or replaced, without an
    /// attempt counted, so `attempts` stays what the server saw.
    static func refuse(_ message: OutboxMessage, as status: MailStatus, reason: String, at now: Date) -> OutboxMessage {
        var message = message
        message.status = status
        message.lastReply = reason
        message.lastAttemptAt = now
        message.claimedUntil = nil
        return message
    }

    /// The wait after `attempts` transient failures.
    static func wait(after attempts: Int) -> TimeInterval {
        min(longest, first * pow(2, Double(max(0, attempts - 1))))
    }
}
