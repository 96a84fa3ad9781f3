public import Domain

/// Exactly what Shifts needs from outside. The App's container conforms to it
/// (App/Composition/Container/AppContainer+Shifts.swift), so a requirement added here is a compile error
/// there until it is wired.
public protocol ShiftsDependencies: Sendable {
    var currentUser: any CurrentUserProvider { get }
    var clock: any Clock { get }
}
