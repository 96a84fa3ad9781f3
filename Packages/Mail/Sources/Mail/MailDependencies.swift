public import Domain

/// Exactly what Mail needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Mail.swift), so a requirement added here is a compile error
/// there until it is wired. Events and memberships come with Domain's `EventAccessDependencies`,
/// to find the event a command names and to write each mail from its event.
public protocol MailDependencies: EventAccessDependencies {
    var mailOutbox: any MailOutboxRepository { get }
    var mailSettingsRepository: any MailSettingsRepository { get }
    var mailReminders: any MailReminderRepository { get }
    /// The features whose mail falls due with time (a task's reminder): each pass of the sender
    /// queues theirs before sending.
    var dueMailSources: [any DueMailSource] { get }
    /// A mail is written when it is sent, from the event, the guest and their tickets as they
    /// are then; an unsubscribe changes the guest.
    var guestRepository: any GuestRepository { get }
    /// Names who changed the mail set-up.
    var userRepository: any UserRepository { get }
    var ticketPasses: any TicketPasses { get }
    var mailTransport: any MailTransport { get }
    var calendarWriter: any CalendarWriter { get }
    var qrCodeMaker: any QRCodeMaker { get }
    var tokenGenerator: any TokenGenerator { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
