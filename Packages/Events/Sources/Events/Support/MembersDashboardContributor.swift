import Domain

/// The dashboard's first section: how many people hold each role. Built in to Events, but
/// asked through the same `DashboardContributor` protocol as every other feature's section.
struct MembersDashboardContributor: DashboardContributor {
    let memberships: any MembershipRepository

    func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        let members = try await memberships.list(event: event.id)
        func count(_ role: Role) -> String {
            String(members.count(where: { $0.membership.role == role }))
        }
        return DashboardSection(key: "members", title: "Members", items: [
            .init(label: "Owner", value: count(.owner)),
            .init(label: "Organizers", value: count(.organizer)),
            .init(label: "Staff", value: count(.staff)),
            .init(label: "Total", value: String(members.count)),
        ])
    }
}
