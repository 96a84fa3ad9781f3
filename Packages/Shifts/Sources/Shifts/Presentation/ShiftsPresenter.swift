public import DesignTokens

/// Shifts's answers in every output format, drawn through DesignTokens (never raw escape codes).
public enum ShiftsPresenter {
    /// `hello`: "✔ Hello, Ada Lovelace".
    public static func hello(_ response: HelloResponse) -> Presentation {
        let json = HelloJSON(response)
        return Presentation(
            document: Document([.status(.success, "Hello, \(response.name)", .success)]),
            csv: Table(columns: [Table.Column("name"), Table.Column("greetedAt")],
                       rows: [[Cell(json.name), Cell(json.greetedAt)]]),
            json: json
        )
    }
}
