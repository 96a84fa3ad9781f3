import Agenda
import Expenses
import Guests
import Mail
import RushDayCommandLine
import RushDayWeb
import Shifts
import Tasks
import Tickets

/// The features the App plugs in, in the order `rushday --help` lists them. Adding a feature is
/// one line here plus its container conformance (App/Composition/Container/AppContainer+<Name>.swift);
/// the root command's groups, the web's routes and an event's tabs, and the dashboard's
/// sections come from this list alone.
enum Features {
    static let all: [Feature] = [
        Feature(commands: AuthCommand.self, web: AuthRoutes.self, dashboard: .noSection),
        // The "Members" section is Events' own, built in to `ShowEvent`.
        Feature(commands: EventsCommand.self, web: EventsRoutes.self, dashboard: .noSection),
        Feature(commands: GuestsCommand.self, web: GuestsRoutes.self, dashboard: .section { RSVPDashboardContributor($0) }),
        Feature(commands: ExpensesCommand.self, web: ExpensesRoutes.self, dashboard: .section { BudgetDashboardContributor($0) }),
        Feature(commands: TicketsCommand.self, web: TicketsRoutes.self, dashboard: .section { TicketsDashboardContributor($0) }),
        Feature(commands: AgendaCommand.self, web: AgendaRoutes.self, dashboard: .section { NextUpDashboardContributor($0) }),
        Feature(commands: MailCommand.self, web: MailRoutes.self, dashboard: .section { MailDashboardContributor($0) }),
        Feature(commands: TasksCommand.self, web: TasksRoutes.self, dashboard: .section { TasksDashboardContributor($0) }),
        Feature(commands: ShiftsCommand.self, web: ShiftsRoutes.self, dashboard: .section { ShiftsDashboardContributor($0) }),
        // new-feature: features (Scripts/new-feature adds its line above this marker)
    ]
}
