/// A feature's section of the event dashboard (shown with one event). Events asks every
/// contributor the container registers, so a new feature adds its section without Events
/// knowing it.
public protocol DashboardContributor: Sendable {
    func section(for event: Event) async throws(DomainError) -> DashboardSection?
}
