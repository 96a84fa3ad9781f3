import Domain

/// The `--format json` answer of `rushday auth signup|login|whoami|passwd`. Stable schema:
///
/// ```json
/// {
///   "userId": "00000000-0000-0000-0000-000000000001",
///   "email": "ada@example.org",
///   "displayName": "Ada Lovelace",
///   "createdAt": "2027-01-01T00:00:00Z",
///   "sessionExpiresAt": "2027-01-31T00:00:00Z"
/// }
/// ```
///
/// - `userId`: lower-case UUID of the account.
/// - `email`: trimmed, lower-cased address.
/// - `displayName`: the name as entered, trimmed.
/// - `createdAt`, `sessionExpiresAt`: ISO 8601 instants in UTC, always ending in `Z`.
public struct AccountJSON: Encodable, Hashable, Sendable {
    public let userId: String
    public let email: String
    public let displayName: String
    public let createdAt: String
    public let sessionExpiresAt: String

    public init(_ account: AccountResponse) {
        userId = account.userID.description
        email = account.email.value
        displayName = account.displayName
        createdAt = InstantText.iso8601(account.createdAt)
        sessionExpiresAt = InstantText.iso8601(account.sessionExpiresAt)
    }
}
