public import Domain

/// Exactly what Tickets needs from outside. The App's container conforms to it
/// (App/Container/AppContainer+Tickets.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol TicketsDependencies: Sendable {
    var currentUser: any CurrentUserProvider { get }
    var clock: any Clock { get }
}
