public import DesignTokens
import Domain

/// `tickets sheet` in every format. JSON: `{ "event", "tickets", "path" }`; CSV: the same keys.
public enum TicketSheetPresenter {
    struct JSON: Encodable, Sendable {
        let event: String
        let tickets: Int
        let path: String
    }

    /// `path`: the file the face wrote the page to.
    public static func written(_ response: TicketSheetResponse, to path: String) -> Presentation {
        let json = JSON(event: response.event.handle.value, tickets: response.tickets, path: path)
        let line = response.tickets == 0
            ? "Wrote \(path): no valid tickets of \(json.event) to print"
            : "Wrote \(path): \(Plural.of(response.tickets, "ticket")) of \(json.event) to print"
        return Presentation(document: Document([.status(.success, line, .success)]),
                            csv: Table(columns: ["event", "tickets", "path"].map { Table.Column($0) },
                                       rows: [[Cell(json.event), Cell(String(json.tickets)), Cell(json.path)]], emptyMessage: ""),
                            json: json)
    }
}
