public import DesignTokens
import Domain

/// Personal links in every output format. The face turns a secret into its link (`link`), as
/// only the face knows its public address. On screen `guests link` prints the link alone, so
/// `$(rushday guests link ...)` is the link; CSV has the columns guest, name, email, link for a
/// mail merge; JSON is `GuestLinkJSON`.
public enum GuestLinksPresenter {
    public static func made(_ response: GuestLinkResponse, link: (String) -> String) -> Presentation {
        let url = link(response.secret)
        return Presentation(
            document: Document([.text(url, .code, .plain)]),
            csv: table([(response.guest, url)]),
            json: GuestLinkJSON(response.guest, link: url))
    }

    /// `guests links`: a table of the links made, or nothing made.
    public static func links(_ response: GuestLinksResponse, link: (String) -> String) -> Presentation {
        let rows = response.links.map { ($0.guest, link($0.secret)) }
        return Presentation(
            document: Document([.table(screenTable(rows))]),
            csv: table(rows),
            json: rows.map { GuestLinkJSON($0.0, link: $0.1) })
    }

    /// `guests link --revoke`: "✔ Revoked ada's personal link", or that there was none.
    public static func revoked(_ response: RevokeGuestLinkResponse) -> Presentation {
        let guest = response.guest.handle
        let block: Block = response.revoked
            ? .status(.success, "Revoked \(guest)'s personal link; it no longer opens a page", .success)
            : .status(.info, "\(guest) has no personal link; nothing to revoke", .muted)
        return Presentation(
            document: Document([block]),
            csv: Table(columns: [Table.Column("guest"), Table.Column("revoked")], rows: [[Cell(guest.value), Cell(String(response.revoked))]], emptyMessage: ""),
            json: Revoked(guest: guest.value, revoked: response.revoked))
    }

    /// `guests link --revoke --format json`: `{"guest": "ada", "revoked": true | false}`.
    private struct Revoked: Encodable, Sendable {
        let guest: String
        let revoked: Bool
    }

    private static func table(_ rows: [(Guest, String)]) -> Table {
        Table(columns: ["guest", "name", "email", "link"].map { Table.Column($0) },
              rows: rows.map { guest, url in [Cell(guest.handle.value), Cell(guest.name), Cell(guest.email?.value ?? ""), Cell(url)] },
              emptyMessage: "")
    }

    private static func screenTable(_ rows: [(Guest, String)]) -> Table {
        Table(columns: [Table.Column("GUEST", truncates: false), Table.Column("NAME"), Table.Column("EMAIL"), Table.Column("LINK", truncates: false)],
              rows: rows.map { guest, url in [Cell(guest.handle.value), Cell(guest.name), Cell(guest.email?.value ?? ""), Cell(url)] },
              emptyMessage: "No links made.")
    }
}
