/// A feature's section of the event dashboard (shown with one event). Events asks every
/// contributor the container registers, so a new feature adds its section without Events
/// knowing it.
///
/// A section is the same for everyone who holds `role` in the event, so one drawing serves
/// every viewer of that role (a server's many live dashboards). A contributor therefore never
/// asks who is signed in: a row that is each viewer's own carries every viewer's value
/// (`DashboardSection.Item.byViewer`) and is chosen for one viewer by `DashboardSection.seen(by:)`.
public protocol DashboardContributor: Sendable {
    func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection?
}
