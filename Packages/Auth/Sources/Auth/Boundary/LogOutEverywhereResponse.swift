/// `rushday auth logout --everywhere`: how many sessions were signed out, this one included.
public struct LogOutEverywhereResponse: Hashable, Sendable {
    public let sessionsEnded: Int

    public init(sessionsEnded: Int) {
        self.sessionsEnded = sessionsEnded
    }
}
