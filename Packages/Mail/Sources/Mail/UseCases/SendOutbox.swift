public import Domain
import Foundation

/// `rushday mail send`, and what `serve` runs continuously: claims the messages due, writes
/// each from the store as it is now, hands them to the server over one connection a batch,
/// and records every attempt with the server's reply. Claims are leased: a sender killed
/// midway leaves its batch to another sender once the lease passes, which may send again a
/// message the server had taken just before the kill (the one window for a duplicate; it
/// carries the same Message-ID). Needs no signed-in user: it sends only what was queued.
public struct SendOutbox: Sendable {
    /// Messages per claim, and so per connection.
    public static let batch = 100
    /// Long enough for a batch to go through a slow server's every timeout.
    static let lease: TimeInterval = 300

    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SendOutboxRequest) async throws(DomainError) -> SendOutboxResponse {
        guard let settings = try await dependencies.mailSettingsRepository.mailSettings() else { throw .mailNotSetUp }
        var response = SendOutboxResponse(perMinute: settings.perMinute)
        var facts = MailFactsReader(dependencies: dependencies, settings: settings)
        var left = request.limit ?? .max
        while left > 0 {
            let now = dependencies.clock.now()
            let claimed = try await dependencies.mailOutbox.claim(limit: min(Self.batch, left), now: now, until: now.addingTimeInterval(Self.lease))
            guard !claimed.isEmpty else { break }
            facts.nextClaim()
            left -= claimed.count
            var finished: [OutboxMessage] = []
            var ready: [(message: OutboxMessage, mail: OutgoingMail)] = []
            var digests: [MailMessageID: String] = [:]
            for message in claimed {
                do {
                    let secret = message.kind.isBulk ? dependencies.tokenGenerator.makeToken() : nil
                    let mail = try await facts.mail(message, unsubscribeSecret: secret, at: now)
                    if let secret { digests[message.id] = dependencies.tokenGenerator.digest(secret) }
                    ready.append((message, mail))
                } catch {
                    finished.append(Backoff.refuse(message, reason: "not sent: \(error.message)", at: now))
                }
            }
            if !digests.isEmpty { try await dependencies.mailOutbox.prepare(digests) }
            let deliveries = ready.isEmpty ? [] : await dependencies.mailTransport.deliver(ready.map(\.mail), via: settings.server, password: request.password)
            let done = dependencies.clock.now()
            for (entry, delivery) in zip(ready, deliveries) { finished.append(Backoff.record(delivery, on: entry.message, at: done)) }
            try await dependencies.mailOutbox.record(finished)
            for message in finished {
                switch message.status {
                case .sent: response.sent += 1
                case .failed: response.failed += 1
                case .queued: response.retrying += 1
                }
            }
        }
        return response
    }
}
