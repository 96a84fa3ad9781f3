public import Domain

/// `rushday mail outbox EVENT [--status S] [--guest GUEST]`: every message of the event (or to
/// one guest, by handle or email: read through the store's index by guest, so a guest's page
/// costs the same in any outbox), oldest first, with its state, attempts and the server's last
/// reply: what went, what did not, and why.
public struct ShowOutbox: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, status: MailStatus?, guest named: String? = nil) async throws(DomainError) -> OutboxResponse {
        let event = try await EventAccess(dependencies).event(reference, for: .mail)
        let messages: [OutboxMessage], guests: [GuestID: Guest], onlyTo: Guest?
        if let named {
            guard let key = GuestKey(typed: named), let guest = try await dependencies.guestRepository.guest(of: event.id, key) else {
                throw .guestNotOnList(named, of: event)
            }
            messages = try await dependencies.mailOutbox.messages(of: event.id, guest: guest.id).filter { status == nil || $0.status == status }
            (guests, onlyTo) = ([guest.id: guest], guest)
        } else {
            messages = try await dependencies.mailOutbox.messages(of: event.id, status: status)
            guests = Dictionary(uniqueKeysWithValues: try await dependencies.guestRepository.guests(of: event.id).map { ($0.id, $0) })
            onlyTo = nil
        }
        return OutboxResponse(event: event, messages: messages.map { OutboxResponse.Entry(message: $0, guest: $0.guestID.flatMap { guests[$0] }) },
                              setUp: try await dependencies.mailSettingsRepository.mailSettings() != nil, now: dependencies.clock.now(), onlyTo: onlyTo)
    }
}
