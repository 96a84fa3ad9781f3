/// Who is signed in on this machine. Auth provides it; every other feature asks it, so no
/// feature needs to know how sessions work.
public protocol CurrentUserProvider: Sendable {
    /// The signed-in user; throws `.notSignedIn` when there is no valid session.
    func requireUser() async throws(DomainError) -> User
}
