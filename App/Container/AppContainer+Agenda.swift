import Agenda
import Domain
import ICalendar

/// Agenda's wiring: its repository from the store, .ics files for export; events,
/// memberships, the clock and ids are the container's own.
extension AppContainer: AgendaDependencies {
    var agendaRepository: any AgendaRepository { store }
    var calendarFileWriter: any CalendarFileWriter { ICalendarFiles() }
}
