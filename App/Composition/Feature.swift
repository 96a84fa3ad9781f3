import ArgumentParser
import Domain
import RushDayWeb

/// One plug of the switchboard: a feature's command group, its web routes and what it adds to
/// the event dashboard (`events show`, and the dashboard page). `Features.all` lists them.
struct Feature: Sendable {
    /// A feature's section of the event dashboard, built from the container when the dashboard
    /// is asked for; `.noSection` says the feature has none.
    enum Dashboard: Sendable {
        case noSection
        case section(@Sendable (AppContainer) -> any DashboardContributor)
    }

    let commands: any ParsableCommand.Type
    let web: any FeatureRoutes.Type
    let dashboard: Dashboard
}
