import Agenda
import Domain

/// Agenda's wiring: its repository from the store (read through what a guest's page keeps, on
/// one); events, memberships, the clock and ids are the container's own.
extension AppContainer: AgendaDependencies {
    var agendaRepository: any AgendaRepository { keptEventReads ?? store }
}
