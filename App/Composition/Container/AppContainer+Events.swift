import Domain
import Events

extension AppContainer: EventsDependencies {
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var eventCopyRepository: any EventCopyRepository { store }
    var auditRepository: any AuditRepository { store }

    /// The sections `events show` adds after its own, in the order `Features.all` lists them.
    var dashboardContributors: [any DashboardContributor] {
        Features.all.compactMap { feature in
            guard case .section(let contributor) = feature.dashboard else { return nil }
            return contributor(self)
        }
    }
}
