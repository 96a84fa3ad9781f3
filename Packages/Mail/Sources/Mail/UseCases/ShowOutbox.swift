public import Domain

/// `rushday mail outbox EVENT [--status S]`: every message of the event, oldest first, with its
/// state, attempts and the server's last reply: what went, what did not, and why.
public struct ShowOutbox: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, status: MailStatus?) async throws(DomainError) -> OutboxResponse {
        let event = try await EventAccess(dependencies).event(reference, for: .mail)
        let messages = try await dependencies.mailOutbox.messages(of: event.id, status: status)
        let guests = Dictionary(uniqueKeysWithValues: try await dependencies.guestRepository.guests(of: event.id).map { ($0.id, $0) })
        return OutboxResponse(event: event, messages: messages.map { OutboxResponse.Entry(message: $0, guest: guests[$0.guestID]) },
                              setUp: try await dependencies.mailSettingsRepository.mailSettings() != nil, now: dependencies.clock.now())
    }
}
