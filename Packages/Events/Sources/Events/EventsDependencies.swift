public import Domain

/// Everything the Events feature needs from outside. The App's container conforms to it, so a
/// missing piece is a compile error. Events, memberships and the signed-in user come with
/// Domain's `EventAccessDependencies`, which every feature opening an event refines.
public protocol EventsDependencies: EventAccessDependencies {
    /// A new capacity serves the waitlist in the same write (`Waitlist`).
    var guestRepository: any GuestRepository { get }
    /// To find the account behind a member's email.
    var userRepository: any UserRepository { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
    /// Other features' dashboard sections, in the order `events show` lists them (after the
    /// built-in "Members" section).
    var dashboardContributors: [any DashboardContributor] { get }
    /// For `events show --watch`: when to redraw.
    var storeChanges: any StoreChanges { get }
    /// For `events duplicate`: the copy, with the other features' parts, in one write.
    var eventCopyRepository: any EventCopyRepository { get }
    /// For `events log`: every feature's changes, as the stores wrote them.
    var auditRepository: any AuditRepository { get }
}
