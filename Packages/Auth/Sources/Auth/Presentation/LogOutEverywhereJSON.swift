/// The `--format json` answer of `rushday auth logout --everywhere`. Stable schema:
///
/// ```json
/// { "sessionsEnded": 3 }
/// ```
///
/// - `sessionsEnded`: the account's sessions that were active and are now signed out, on every
///   machine and browser, this one included.
public struct LogOutEverywhereJSON: Encodable, Hashable, Sendable {
    public let sessionsEnded: Int

    public init(_ response: LogOutEverywhereResponse) {
        sessionsEnded = response.sessionsEnded
    }
}
