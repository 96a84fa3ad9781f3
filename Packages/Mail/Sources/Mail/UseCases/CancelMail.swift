public import Domain

/// `rushday mail cancel EVENT MESSAGE... | --all`: queued messages taken out of the outbox before
/// they go (those named by id or a unique beginning of it, or every queued one of the event),
/// never to be sent. Naming a message that is not waiting to be sent (sent, failed, replaced,
/// cancelled) or that a sender is sending right now is refused, with nothing cancelled. The
/// cancel itself is the store's conditional write, so a sender that claims a message first
/// keeps it: it is then said to be on its way rather than cancelled.
public struct CancelMail: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, messages named: [String], all: Bool) async throws(DomainError) -> CancelMailResponse {
        guard named.isEmpty == all else {
            throw .invalid(field: "message", message: "name the messages to cancel, or every queued one, not both")
        }
        let event = try await EventAccess(dependencies).event(reference, for: .mail)
        let messages = try await dependencies.mailOutbox.messages(of: event.id, status: all ? .queued : nil)
        let now = dependencies.clock.now()
        var chosen: [OutboxMessage] = []
        if all {
            chosen = messages.filter { $0.claimedUntil.map { $0 <= now } ?? true }
        } else {
            for typed in named {
                let message = try ShortID.find(typed, in: messages, id: \.id.rawValue, field: "message", noun: "message", missing: DomainError.mailMessageMissing)
                let short = ShortID.of(message.id.rawValue)
                switch message.status {
                case .sent: throw .invalid(field: "message", message: "\(short) was sent already; mail cannot be called back")
                case .failed: throw .invalid(field: "message", message: "\(short) failed and waits for nothing; it is not sent unless retried")
                case .replaced, .cancelled: throw .invalid(field: "message", message: "\(short) is \(message.status) and will not be sent anyway")
                case .queued: break
                }
                if let claimed = message.claimedUntil, claimed > now {
                    throw .invalid(field: "message", message: "\(short) is being sent right now; see the outbox in a few minutes")
                }
                if !chosen.contains(where: { $0.id == message.id }) { chosen.append(message) }
            }
        }
        // `--all` with none waiting changes nothing: a draft without an event writes no entry.
        let draft = AuditDraft("mail.cancel", event: chosen.isEmpty ? nil : event.id,
                               target: chosen.map { ShortID.of($0.id.rawValue) }.joined(separator: " "), at: now,
                               changes: [AuditChange("status", old: MailStatus.queued.rawValue, new: MailStatus.cancelled.rawValue)])
        let ids = chosen.map(\.id)
        let cancelled = Set(try await AuditTrail.recording(draft) { () async throws(DomainError) -> [MailMessageID] in
            try await dependencies.mailOutbox.cancel(ids, now: now)
        })
        let guests = try await guests(of: chosen, event: event.id)
        let entries = chosen.filter { cancelled.contains($0.id) }.map { message in
            var message = message
            message.status = .cancelled
            return OutboxResponse.Entry(message: message, guest: message.guestID.flatMap { guests[$0] })
        }
        return CancelMailResponse(cancelled: OutboxResponse(event: event, messages: entries,
                                                            setUp: try await dependencies.mailSettingsRepository.mailSettings() != nil, now: now),
                                  beingSent: ids.filter { !cancelled.contains($0) })
    }

    /// The messages' guests: each looked up when they are a few, else the list read once.
    private func guests(of messages: [OutboxMessage], event: EventID) async throws(DomainError) -> [GuestID: Guest] {
        let ids = Set(messages.compactMap(\.guestID))
        guard ids.count > 20 else {
            var guests: [GuestID: Guest] = [:]
            for id in ids { guests[id] = try await dependencies.guestRepository.guest(of: event, .id(id)) }
            return guests
        }
        return Dictionary(uniqueKeysWithValues: try await dependencies.guestRepository.guests(of: event).filter { ids.contains($0.id) }.map { ($0.id, $0) })
    }
}
