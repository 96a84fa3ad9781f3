public import Domain

/// Exactly what Expenses needs from outside. The App's container conforms to it
/// (App/Container/AppContainer+Expenses.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol ExpensesDependencies: Sendable {
    var expenseRepository: any ExpenseRepository { get }
    /// Events, memberships and accounts are read (never changed) to find the event a command
    /// names, the signed-in user's role in it, and the members who pay and share, through
    /// Domain, as Expenses may not use Events or Auth.
    var eventRepository: any EventRepository { get }
    var membershipRepository: any MembershipRepository { get }
    var userRepository: any UserRepository { get }
    /// Accepted (later also checked-in) heads for cost per head, never the guest list itself.
    var headCounter: any HeadCounter { get }
    var currentUser: any CurrentUserProvider { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
