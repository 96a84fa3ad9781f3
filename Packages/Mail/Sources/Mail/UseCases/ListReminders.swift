public import Domain

/// `rushday mail reminders EVENT`: the event's reminders, queued or waiting, by when due.
public struct ListReminders: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String) async throws(DomainError) -> RemindersResponse {
        return try await reminders(of: try await EventAccess(dependencies).event(reference, for: .mail))
    }

    func reminders(of event: Event) async throws(DomainError) -> RemindersResponse {
        let entries = try await dependencies.mailReminders.reminders(of: event.id)
            .map { RemindersResponse.Entry(reminder: $0, due: $0.due(for: event)) }
            .sorted { ($0.due, $0.reminder.createdAt) < ($1.due, $1.reminder.createdAt) }
        return RemindersResponse(event: event, reminders: entries)
    }
}
