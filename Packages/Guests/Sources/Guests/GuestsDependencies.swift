public import Domain

/// Exactly what Guests needs from outside. The App's container conforms to it
/// (App/Container/AppContainer+Guests.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol GuestsDependencies: Sendable {
    var currentUser: any CurrentUserProvider { get }
    var clock: any Clock { get }
}
