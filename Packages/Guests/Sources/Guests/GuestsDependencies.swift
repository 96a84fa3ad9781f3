public import Domain

/// Exactly what Guests needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Guests.swift), so a requirement added here is a compile error
/// there until it is wired. Events and memberships are read (never changed) through Domain's
/// `EventAccessDependencies`, to find the event a command names, as Guests may not use Events.
public protocol GuestsDependencies: EventAccessDependencies {
    var guestRepository: any GuestRepository { get }
    var guestQuestionRepository: any GuestQuestionRepository { get }
    /// To name the valid tickets a guest still holds after declining or being removed.
    var heldTickets: any HeldTickets { get }
    /// The guest whose personal link opened a guest's page (refuses everywhere else).
    var guestPass: any GuestPassProvider { get }
    /// Personal link secrets and their digests.
    var tokenGenerator: any TokenGenerator { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
