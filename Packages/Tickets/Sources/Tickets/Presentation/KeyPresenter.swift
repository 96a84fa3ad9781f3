public import DesignTokens
import Domain
import Foundation

/// `tickets key export`: on screen the key file's one line alone, so `> FILE` makes the file;
/// JSON `{"event": "summer-gala", "eventId": "…", "algorithm": "ed25519", "publicKey": "<base64>",
/// "keyFile": "rushday-ticket-key v1 …"}`. `tickets verify`: `{"valid": true, "eventId": "…",
/// "ticketId": "…", "typeNumber": 1}`.
public enum KeyPresenter {
    struct KeyJSON: Encodable, Sendable {
        let event: String
        let eventId: String
        let algorithm: String
        let publicKey: String
        let keyFile: String
    }

    struct VerifiedJSON: Encodable, Sendable {
        let valid: Bool
        let eventId: String
        let ticketId: String
        let typeNumber: Int
    }

    public static func exported(_ response: KeyResponse) -> Presentation {
        let line = response.keyFile.text
        let json = KeyJSON(event: response.event.handle.value, eventId: response.event.id.description, algorithm: "ed25519",
                           publicKey: Data(response.keyFile.publicKey).base64EncodedString(), keyFile: line)
        return Presentation(document: Document([.text(line, .body, .plain)]),
                            csv: Table(columns: ["event", "eventId", "algorithm", "publicKey", "keyFile"].map { Table.Column($0) },
                                       rows: [[Cell(json.event), Cell(json.eventId), Cell(json.algorithm), Cell(json.publicKey), Cell(line)]]),
                            json: json)
    }

    public static func verified(_ response: VerifyCodeResponse) -> Presentation {
        let json = VerifiedJSON(valid: true, eventId: response.code.eventID.description, ticketId: response.code.ticketID.description,
                                typeNumber: response.code.typeNumber)
        return Presentation(document: Document([.status(.success, "valid: ticket \(json.ticketId) of event \(json.eventId), type \(json.typeNumber), signed with the key's event key", .success)]),
                            csv: Table(columns: ["valid", "eventId", "ticketId", "typeNumber"].map { Table.Column($0) },
                                       rows: [[Cell("true"), Cell(json.eventId), Cell(json.ticketId), Cell(String(json.typeNumber))]]),
                            json: json)
    }
}
