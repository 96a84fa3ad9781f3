import ArgumentParser
import Domain

/// One plug of the switchboard: a feature's command group and what it adds to the event
/// dashboard (`events show`). `Features.all` lists them.
struct Feature: Sendable {
    /// A feature's section of the event dashboard, built from the container when the dashboard
    /// is asked for; `.noSection` says the feature has none.
    enum Dashboard: Sendable {
        case noSection
        case section(@Sendable (AppContainer) -> any DashboardContributor)
    }

    let commands: any ParsableCommand.Type
    let dashboard: Dashboard
}
