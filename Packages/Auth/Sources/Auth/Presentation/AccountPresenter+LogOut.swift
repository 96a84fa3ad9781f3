public import DesignTokens
public import Domain

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
}
