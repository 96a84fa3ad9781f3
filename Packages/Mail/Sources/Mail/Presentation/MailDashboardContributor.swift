public import Domain

/// The mail section of `events show` and the dashboard page: how many of the event's messages
/// wait, went and failed, so failures are seen, not found. An event without mail has none.
public struct MailDashboardContributor: DashboardContributor {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        let counts = try await dependencies.mailOutbox.counts(of: event.id)
        guard counts.values.contains(where: { $0 > 0 }) else { return nil }
        // Replaced and cancelled messages are no one's concern, so said only when there are some.
        var items = MailStatus.allCases.filter { ![.replaced, .cancelled].contains($0) || counts[$0, default: 0] > 0 }
            .map { DashboardSection.Item(label: $0.rawValue.capitalized, value: String(counts[$0, default: 0])) }
        if counts[.queued, default: 0] > 0, try await dependencies.mailSettingsRepository.mailSettings() == nil {
            items.append(.init(label: "Waiting for", value: "a mail set-up"))
        }
        return DashboardSection(key: "mail", title: "Mail", items: items)
    }
}
