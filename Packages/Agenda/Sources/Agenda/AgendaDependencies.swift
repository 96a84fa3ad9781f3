public import Domain

/// Exactly what Agenda needs from outside. The App's container conforms to it
/// (App/Container/AppContainer+Agenda.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol AgendaDependencies: Sendable {
    var agendaRepository: any AgendaRepository { get }
    /// Events and memberships are read (never changed) to find the event a command names and
    /// the signed-in user's role in it, through Domain, as Agenda may not use Events.
    var eventRepository: any EventRepository { get }
    var membershipRepository: any MembershipRepository { get }
    var currentUser: any CurrentUserProvider { get }
    /// The guest whose personal link opened a guest's page (refuses everywhere else).
    var guestPass: any GuestPassProvider { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
