public import Domain

/// Exactly what Agenda needs from outside. The App's container conforms to it
/// (App/Container/AppContainer+Agenda.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol AgendaDependencies: Sendable {
    var currentUser: any CurrentUserProvider { get }
    var clock: any Clock { get }
}
