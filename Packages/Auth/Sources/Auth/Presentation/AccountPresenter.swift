public import DesignTokens
import Domain

/// Auth's answers in every output format. The commands differ only in their status line; the
/// account card, CSV row and JSON are the same for all of them.
public enum AccountPresenter {
    /// `signup`: "✔ Account created; signed in as Ada Lovelace <ada@example.org>".
    public static func signedUp(_ account: AccountResponse) -> Presentation {
        present(account, headline: "Account created; signed in as \(identity(account))")
    }

    /// `login`: "✔ Signed in as Ada Lovelace <ada@example.org>".
    public static func loggedIn(_ account: AccountResponse) -> Presentation {
        present(account, headline: "Signed in as \(identity(account))")
    }

    /// `whoami`: "✔ Signed in as Ada Lovelace <ada@example.org>".
    public static func whoAmI(_ account: AccountResponse) -> Presentation {
        present(account, headline: "Signed in as \(identity(account))")
    }

    /// `passwd`: "✔ Password changed for ...; every other session is signed out".
    public static func passwordChanged(_ account: AccountResponse) -> Presentation {
        present(account, headline: "Password changed for \(identity(account)); every other session is signed out")
    }

    /// `rename`: "✔ Renamed: Ada Lovelace <ada@example.org>".
    public static func renamed(_ account: AccountResponse) -> Presentation {
        present(account, headline: "Renamed: \(identity(account))")
    }

    /// `email`: "✔ Email changed: sign in as ada@example.org from now on".
    public static func emailChanged(_ account: AccountResponse) -> Presentation {
        present(account, headline: "Email changed: sign in as \(account.email) from now on")
    }

    static let csvColumns = ["userId", "email", "displayName", "createdAt", "sessionExpiresAt"]

    private static func present(_ account: AccountResponse, headline: String) -> Presentation {
        let json = AccountJSON(account)
        let card = Card(title: account.displayName, fields: [
            Card.Field("Email", Cell(json.email)),
            Card.Field("Name", Cell(json.displayName)),
            Card.Field("User ID", Cell(json.userId, tone: .muted)),
            Card.Field("Member since", InstantText.cell(account.createdAt)),
            Card.Field("Session expires", InstantText.cell(account.sessionExpiresAt)),
        ])
        let csv = Table(
            columns: csvColumns.map { Table.Column($0) },
            rows: [[json.userId, json.email, json.displayName, json.createdAt, json.sessionExpiresAt].map { Cell($0) }]
        )
        return Presentation(
            document: Document([.status(.success, headline, .success), .card(card)]),
            csv: csv,
            json: json
        )
    }

    private static func identity(_ account: AccountResponse) -> String {
        "\(account.displayName) <\(account.email)>"
    }
}
