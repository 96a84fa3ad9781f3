import Expenses
import Agenda
import Guests
import Tickets

/// The features the App plugs in, in the order `rushday --help` lists them. Adding a feature is
/// one line here plus its container conformance (App/Container/AppContainer+<Name>.swift);
/// the root command's groups and the dashboard's sections come from this list alone.
enum Features {
    static let all: [Feature] = [
        Feature(commands: AuthCommand.self, dashboard: .noSection),
        // The "Members" section is Events' own, built in to `ShowEvent`.
        Feature(commands: EventsCommand.self, dashboard: .noSection),
        Feature(commands: GuestsCommand.self, dashboard: .section { RSVPDashboardContributor($0) }),
        Feature(commands: ExpensesCommand.self, dashboard: .section { BudgetDashboardContributor($0) }),
        Feature(commands: TicketsCommand.self, dashboard: .section { TicketsDashboardContributor($0) }),
        Feature(commands: AgendaCommand.self, dashboard: .section { NextUpDashboardContributor($0) }),
        // new-feature: features (Scripts/new-feature adds its line above this marker)
    ]
}
