public import Domain

/// Exactly what Expenses needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Expenses.swift), so a requirement added here is a compile error
/// there until it is wired. Events and memberships are read (never changed) through Domain's
/// `EventAccessDependencies`, to find the event a command names, as Expenses may not use Events.
public protocol ExpensesDependencies: EventAccessDependencies {
    var expenseRepository: any ExpenseRepository { get }
    /// Accounts are read (never changed), with the memberships, to name the members who pay and
    /// share, as Expenses may not use Auth.
    var userRepository: any UserRepository { get }
    /// Accepted (later also checked-in) heads for cost per head, never the guest list itself.
    var headCounter: any HeadCounter { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
