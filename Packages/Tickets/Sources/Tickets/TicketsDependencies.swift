public import Domain

/// What checking a code needs with nothing but a public key: a door with no database.
public protocol TicketVerificationDependencies: Sendable {
    var signatureService: any SignatureService { get }
}

/// Exactly what Tickets needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Tickets.swift), so a requirement added here is a compile error
/// there until it is wired. Events and memberships are read (never changed) through Domain's
/// `EventAccessDependencies`, to find the event a command names and the user's role in it.
public protocol TicketsDependencies: TicketVerificationDependencies, EventAccessDependencies {
    var ticketTypeRepository: any TicketTypeRepository { get }
    var ticketRepository: any TicketRepository { get }
    var checkInRepository: any CheckInRepository { get }
    var eventSigningKeyRepository: any EventSigningKeyRepository { get }
    /// Guests are read (never changed) to issue a party its tickets, through Domain, as Tickets
    /// may not use Guests.
    var guestRepository: any GuestRepository { get }
    /// The guest whose personal link opened a guest's page (refuses everywhere else).
    var guestPass: any GuestPassProvider { get }
    /// The door whose link a request came with (none on the command line).
    var doorPass: any DoorPassProvider { get }
    var doorLinkRepository: any DoorLinkRepository { get }
    /// Door links' secrets and their digests.
    var tokenGenerator: any TokenGenerator { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
    /// Codes drawn as QR codes, for the terminal, images and pages.
    var qrCodeMaker: any QRCodeMaker { get }
    /// Ticket mails are queued here (`tickets send`).
    var mailOutbox: any MailOutboxRepository { get }
}
