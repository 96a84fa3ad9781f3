import Domain

/// An event's dashboard as every member of one role sees it: the built-in "Members" section
/// first, then each registered contributor's section in order (contributors with nothing to say
/// are left out). Rows that are each viewer's own are still everyone's (`seen(by:)` chooses).
struct DashboardSections {
    let dependencies: any EventsDependencies

    func sections(of event: Event, seenAs role: Role) async throws(DomainError) -> [DashboardSection] {
        let contributors: [any DashboardContributor] =
            [MembersDashboardContributor(memberships: dependencies.membershipRepository)] + dependencies.dashboardContributors
        var dashboard: [DashboardSection] = []
        for contributor in contributors {
            if let section = try await contributor.section(for: event, seenAs: role) {
                dashboard.append(section)
            }
        }
        return dashboard
    }
}
