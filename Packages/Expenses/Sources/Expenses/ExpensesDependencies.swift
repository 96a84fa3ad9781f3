public import Domain

/// Exactly what Expenses needs from outside. The App's container conforms to it
/// (App/Container/AppContainer+Expenses.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol ExpensesDependencies: Sendable {
    var currentUser: any CurrentUserProvider { get }
    var clock: any Clock { get }
}
