public import Domain

/// Exactly what Agenda needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Agenda.swift), so a requirement added here is a compile error
/// there until it is wired. Events and memberships are read (never changed) through Domain's
/// `EventAccessDependencies`, to find the event a command names, as Agenda may not use Events.
public protocol AgendaDependencies: EventAccessDependencies {
    var agendaRepository: any AgendaRepository { get }
    /// The guest whose personal link opened a guest's page (refuses everywhere else).
    var guestPass: any GuestPassProvider { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
