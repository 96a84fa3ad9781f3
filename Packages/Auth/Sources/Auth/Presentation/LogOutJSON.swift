import Domain

/// The `--format json` answer of `rushday auth logout`. Stable schema:
///
/// ```json
/// { "wasSignedIn": true }
/// ```
///
/// - `wasSignedIn`: false when this machine had no valid session (logging out twice is fine).
public struct LogOutJSON: Encodable, Hashable, Sendable {
    public let wasSignedIn: Bool

    public init(_ response: LogOutResponse) {
        wasSignedIn = response.wasSignedIn
    }
}
