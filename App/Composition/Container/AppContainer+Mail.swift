import Domain
import ICalendar
import Mail
import QRCode
import Shifts
import Tasks
import Tickets

/// Mail's wiring: the outbox, set-up and reminders from the store, the SMTP transport built
/// with the container, .ics files and QR codes from their adapters, and the tickets' signed
/// passes lent by Tickets, and the tasks' reminders queued by Tasks.
extension AppContainer: MailDependencies {
    var mailSettingsRepository: any MailSettingsRepository { store }
    var mailReminders: any MailReminderRepository { store }
    var dueMailSources: [any DueMailSource] { [QueueTaskReminders(self), QueueShiftReminders(self)] }
    var ticketPasses: any TicketPasses { PassesForMail(self) }
    var calendarWriter: any CalendarWriter { ICalendarWriter() }
}
