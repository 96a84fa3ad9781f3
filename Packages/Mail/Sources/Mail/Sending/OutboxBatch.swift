import Domain
import Foundation

/// One claim of the outbox, written and ready for the server: the mails to hand over, and the
/// messages refused before reaching it (a removed guest, cancelled tickets) or replaced (a newer
/// link).
struct OutboxBatch: Sendable {
    let ready: [(message: OutboxMessage, mail: OutgoingMail)]
    let refused: [OutboxMessage]

    /// Every message of the batch as recorded after the server's `deliveries` (one per ready
    /// mail, in order) at `now`.
    func finished(_ deliveries: [MailDelivery], at now: Date) -> [OutboxMessage] {
        refused + zip(ready, deliveries).map { entry, delivery in Backoff.record(delivery, on: entry.message, at: now) }
    }
}

/// Claims and writes batches one after another, at most `limit` messages in all.
struct OutboxBatches {
    let dependencies: any MailDependencies
    private var facts: MailFactsReader
    private var left: Int

    init(dependencies: any MailDependencies, settings: MailSettings, limit: Int) {
        self.dependencies = dependencies
        facts = MailFactsReader(dependencies: dependencies, settings: settings)
        left = limit
    }

    /// The next batch, its unsubscribe digests stored before any of it leaves; nil when nothing
    /// more is due (or the limit is reached).
    mutating func next() async throws(DomainError) -> OutboxBatch? {
        guard left > 0 else { return nil }
        let now = dependencies.clock.now()
        let claimed = try await dependencies.mailOutbox.claim(limit: min(SendOutbox.batch, left), now: now,
                                                              until: now.addingTimeInterval(SendOutbox.lease))
        guard !claimed.isEmpty else { return nil }
        facts.nextClaim()
        left -= claimed.count
        var ready: [(message: OutboxMessage, mail: OutgoingMail)] = []
        var refused: [OutboxMessage] = []
        var digests: [MailMessageID: String] = [:]
        for message in claimed {
            do {
                let secret = message.kind.isBulk ? dependencies.tokenGenerator.makeToken() : nil
                switch try await facts.mail(message, unsubscribeSecret: secret, at: now) {
                case let .ready(mail):
                    if let secret { digests[message.id] = dependencies.tokenGenerator.digest(secret) }
                    ready.append((message, mail))
                case let .replaced(reason):
                    refused.append(Backoff.refuse(message, as: .replaced, reason: reason, at: now))
                }
            } catch {
                refused.append(Backoff.refuse(message, as: .failed, reason: "not sent: \(error.message)", at: now))
            }
        }
        if !digests.isEmpty { try await dependencies.mailOutbox.prepare(digests) }
        return OutboxBatch(ready: ready, refused: refused)
    }
}
