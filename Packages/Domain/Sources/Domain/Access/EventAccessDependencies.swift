/// What `EventAccess` reads: events and memberships (never changed) and who is signed in. The
/// dependencies of each feature that opens events refine it, so a feature opens an event
/// through Domain without knowing Events, and the App's container, which conforms to them all,
/// provides it once.
public protocol EventAccessDependencies: Sendable {
    var eventRepository: any EventRepository { get }
    var membershipRepository: any MembershipRepository { get }
    var currentUser: any CurrentUserProvider { get }
}
