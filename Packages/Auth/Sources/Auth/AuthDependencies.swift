public import Domain

/// Exactly what Auth needs from outside. The App's container conforms to it, so a requirement
/// added here is a compile error there until it is wired.
public protocol AuthDependencies: Sendable {
    var userRepository: any UserRepository { get }
    var sessionRepository: any SessionRepository { get }
    var signInThrottleRepository: any SignInThrottleRepository { get }
    var passwordHasher: any PasswordHasher { get }
    var tokenGenerator: any TokenGenerator { get }
    var sessionTokenStore: any SessionTokenStore { get }
    var clock: any Clock { get }
    var identifierGenerator: any IdentifierGenerator { get }
}
