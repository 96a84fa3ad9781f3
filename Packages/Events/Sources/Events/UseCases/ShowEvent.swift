public import Domain

/// `rushday events show EVENT`.
/// One event with its dashboard: the built-in "Members" section first, then each registered
/// contributor's section in order (contributors with nothing to say are left out).
public struct ShowEvent: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventReference) async throws(DomainError) -> EventResponse {
        let access = try await EventAccess(dependencies).open(request.event, for: .viewEvent)
        let contributors: [any DashboardContributor] =
            [MembersDashboardContributor(memberships: dependencies.membershipRepository)] + dependencies.dashboardContributors
        var dashboard: [DashboardSection] = []
        for contributor in contributors {
            if let section = try await contributor.section(for: access.event) {
                dashboard.append(section)
            }
        }
        return EventResponse(event: access.event, role: access.role, dashboard: dashboard)
    }
}
