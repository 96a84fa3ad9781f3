public import DesignTokens
import Domain

extension AccountPresenter {
    /// `logout`: "✔ Signed out", or an informational line when there was nothing to sign out.
    public static func loggedOut(_ response: LogOutResponse) -> Presentation {
        let status: Block = response.wasSignedIn
            ? .status(.success, "Signed out", .success)
            : .status(.info, "Not signed in; nothing to sign out", .muted)
        return Presentation(
            document: Document([status]),
            csv: Table(columns: [Table.Column("wasSignedIn")], rows: [[Cell(String(response.wasSignedIn))]]),
            json: LogOutJSON(response)
        )
    }

    /// `logout --everywhere`: "✔ Signed out everywhere: 3 sessions ended".
    public static func loggedOutEverywhere(_ response: LogOutEverywhereResponse) -> Presentation {
        let count = response.sessionsEnded
        return Presentation(
            document: Document([.status(.success, "Signed out everywhere: \(count) \(count == 1 ? "session" : "sessions") ended", .success)]),
            csv: Table(columns: [Table.Column("sessionsEnded")], rows: [[Cell(String(count))]]),
            json: LogOutEverywhereJSON(response)
        )
    }
}
