/// `rushday auth logout`: whether a session was signed out (logging out twice is not an error).
public struct LogOutResponse: Hashable, Sendable {
    public let wasSignedIn: Bool

    public init(wasSignedIn: Bool) {
        self.wasSignedIn = wasSignedIn
    }
}
