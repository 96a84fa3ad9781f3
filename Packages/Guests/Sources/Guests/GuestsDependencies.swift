public import Domain

/// Exactly what Guests needs from outside. The App's container conforms to it
/// (App/Container/AppContainer+Guests.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol GuestsDependencies: Sendable {
    var guestRepository: any GuestRepository { get }
    var guestQuestionRepository: any GuestQuestionRepository { get }
    /// Events and memberships are read (never changed) to find the event a command names and
    /// the signed-in user's role in it, through Domain, as Guests may not use Events.
    var eventRepository: any EventRepository { get }
    var membershipRepository: any MembershipRepository { get }
    /// To name the valid tickets a guest still holds after declining or being removed.
    var heldTickets: any HeldTickets { get }
    var currentUser: any CurrentUserProvider { get }
    /// The guest whose personal link opened a guest's page (refuses everywhere else).
    var guestPass: any GuestPassProvider { get }
    /// Personal link secrets and their digests.
    var tokenGenerator: any TokenGenerator { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
