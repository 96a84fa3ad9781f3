public import Domain

/// `rushday events show EVENT`.
/// One event with its dashboard as the signed-in user sees it (`DashboardSections`).
public struct ShowEvent: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventReference) async throws(DomainError) -> EventResponse {
        let user = try await dependencies.currentUser.requireUser()
        let access = try await EventAccess(dependencies).open(request.event, as: user, for: .viewEvent)
        let dashboard = try await DashboardSections(dependencies: dependencies).sections(of: access.event, seenAs: access.role)
        return EventResponse(event: access.event, role: access.role, dashboard: dashboard.map { $0.seen(by: user.id) })
    }
}
