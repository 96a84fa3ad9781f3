public import Domain
import Foundation

/// `rushday mail retry EVENT [MESSAGE ...]`: failed messages (all of the event's, or those
/// named by id or a unique beginning of it) are queued again, due now with their attempts
/// counted afresh; a named message waiting for its next attempt is made due now. A message sent
/// is never sent again: naming one is refused.
public struct RetryMail: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, messages named: [String]) async throws(DomainError) -> OutboxResponse {
        let event = try await EventAccess(dependencies).event(reference, for: .mail)
        let all = try await dependencies.mailOutbox.messages(of: event.id, status: nil)
        let now = dependencies.clock.now()
        var chosen: [OutboxMessage]
        if named.isEmpty {
            chosen = all.filter { $0.status == .failed }
        } else {
            chosen = []
            for typed in named {
                let message = try ShortID.find(typed, in: all, id: \.id.rawValue, field: "message", noun: "message", missing: DomainError.mailMessageMissing)
                guard message.status != .sent else {
                    throw .invalid(field: "message", message: "\(ShortID.of(message.id.rawValue)) was sent already and is never sent twice; queue a new mail instead")
                }
                guard message.status != .replaced else {
                    let why = switch message.kind {
                    case .task: "its task was done, changed or removed, or its assignee left the event"
                    case .shift: "its volunteer left the shift, or the shift moved or was cancelled"
                    default: "a newer link replaced it and it would open nothing; invite the guest again instead"
                    }
                    throw .invalid(field: "message", message: "\(ShortID.of(message.id.rawValue)) was not sent on purpose: \(why)")
                }
                // Releasing a sender's claim would let a second sender take the message beside it.
                if let claimed = message.claimedUntil, claimed > now {
                    throw .invalid(field: "message", message: "\(ShortID.of(message.id.rawValue)) is being sent right now; see the outbox in a few minutes")
                }
                if !chosen.contains(where: { $0.id == message.id }) { chosen.append(message) }
            }
        }
        let retried = chosen.map { message in
            var message = message
            message.status = .queued
            message.attempts = 0
            message.nextAttemptAt = now
            return message
        }
        // Nothing failed and nothing named changes nothing: a draft without an event writes no entry.
        let draft = AuditDraft("mail.retry", event: retried.isEmpty ? nil : event.id,
                               target: retried.map { ShortID.of($0.id.rawValue) }.joined(separator: " "), at: now)
        try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.mailOutbox.record(retried)
        }
        let guests = Dictionary(uniqueKeysWithValues: try await dependencies.guestRepository.guests(of: event.id).map { ($0.id, $0) })
        return OutboxResponse(event: event, messages: retried.map { OutboxResponse.Entry(message: $0, guest: $0.guestID.flatMap { guests[$0] }) },
                              setUp: try await dependencies.mailSettingsRepository.mailSettings() != nil, now: now)
    }
}
