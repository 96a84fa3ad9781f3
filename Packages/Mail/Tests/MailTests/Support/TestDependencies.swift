import Domain
import DomainTestSupport
import Mail

/// The Mail feature wired to in-memory fakes and a scripted mail server, as the App's container
/// wires it to real ones.
struct TestDependencies: MailDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    let fixedClock = FixedClock()
    let ids = SequentialIdentifierGenerator()
    let tokens = PaddedTokens()
    let transport = ScriptedTransport()
    let givenPasses = GivenPasses()

    var mailOutbox: any MailOutboxRepository { store }
    var mailSettingsRepository: any MailSettingsRepository { store }
    var mailReminders: any MailReminderRepository { store }
    var dueMailSources: [any DueMailSource] { [] }
    var guestRepository: any GuestRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var userRepository: any UserRepository { store }
    var ticketPasses: any TicketPasses { givenPasses }
    var mailTransport: any MailTransport { transport }
    var calendarWriter: any CalendarWriter { StandInCalendar() }
    var qrCodeMaker: any QRCodeMaker { StandInQRCodes() }
    var tokenGenerator: any TokenGenerator { tokens }
    var currentUser: any CurrentUserProvider { signedIn }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
}
