/// Who a guest's page serves: made per request from the personal link in its address
/// (`PersonalLink`), as `CurrentUserProvider` is from a session. Where no link was given (the
/// command line, an organiser's page) it refuses.
public protocol GuestPassProvider: Sendable {
    /// The link's guest and event; throws `.linkInvalid` for an unknown, rotated, revoked or
    /// tampered link, and `.guestPagesOff` when the organiser switched the pages off.
    func requireGuest() async throws(DomainError) -> GuestPass
}

/// The provider where no personal link was given.
public struct NoGuestPass: GuestPassProvider {
    public init() {}

    public func requireGuest() async throws(DomainError) -> GuestPass { throw .linkInvalid }
}
