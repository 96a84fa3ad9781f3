/// Which door a request comes from: made per request from the door link it carries
/// (`DoorPass`), as `CurrentUserProvider` is from a session. Where no door link was given (the
/// command line, a signed-in organiser's page) there is no door, and the user's role decides.
public protocol DoorPassProvider: Sendable {
    /// The door, or nil when the request carries no door link; throws `.doorLinkInvalid` for a
    /// link that is unknown, revoked or expired, even on a page opened while it still worked.
    func door() async throws(DomainError) -> DoorLink?
}

/// The provider where no door link was given.
public struct NoDoorPass: DoorPassProvider {
    public init() {}

    public func door() async throws(DomainError) -> DoorLink? { nil }
}
