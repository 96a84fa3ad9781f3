public import DesignTokens
public import Domain
import Foundation

/// `mail setup` and `mail test`. The JSON of a set-up:
///
///     {"smtp": "smtp://ada@mail.example.org:587?tls=starttls", "from": "Gala <gala@example.org>",
///      "publicURL": "https://rsvp.example.org", "perMinute": 60 | null, "passwordKnown": true,
///      "updatedBy": "Ada Lovelace", "updatedAt": "2026-06-01T12:00:00Z"}
///
/// or `null` without one. `passwordKnown` says whether this machine has the server's password.
public enum MailSetupPresenter {
    public static func setup(_ response: MailSetupResponse, words: FaceWords) -> Presentation {
        guard let settings = response.settings else {
            return Presentation(document: Document([.status(.info, "Mail is not set up; \(words.step(.setUpMail)).", .plain)]),
                                csv: Table(columns: [], rows: []), json: SetupJSON?.none)
        }
        let json = SetupJSON(settings, response: response)
        let password = response.passwordKnown ? "known on this machine"
            : settings.server.user == nil ? "none needed" : "missing here: \(words.step(.giveMailPassword))"
        let card = Card(title: "Mail", fields: [
            Card.Field("Server", Cell(json.smtp)), Card.Field("From", Cell(json.from)), Card.Field("Links", Cell(json.publicURL)),
            Card.Field("Rate", Cell(settings.perMinute.map { "at most \($0) a minute" } ?? "as fast as the server takes mail")),
            Card.Field("Password", Cell(password, tone: response.passwordKnown || settings.server.user == nil ? .plain : .warning)),
            Card.Field("Set by", Cell("\(json.updatedBy ?? "a removed account"), \(json.updatedAt)")),
        ])
        return Presentation(document: Document([.card(card)]),
                            csv: Table(columns: ["smtp", "from", "publicURL", "perMinute"].map { Table.Column($0) },
                                       rows: [[Cell(json.smtp), Cell(json.from), Cell(json.publicURL), Cell(settings.perMinute.map(String.init) ?? "")]]),
                            json: json)
    }

    /// `mail test`: the server's reply, whatever it was.
    public static func test(_ delivery: MailDelivery, to address: String) -> Presentation {
        let line: Block = switch delivery.outcome {
        case .sent: .status(.success, "Sent a test mail to \(address). The server said: \(delivery.reply)", .success)
        case .transient, .deferred: .status(.warning, "Not sent to \(address) (try again later): \(delivery.reply)", .warning)
        case .permanent: .status(.error, "Refused for \(address): \(delivery.reply)", .error)
        case .unusable: .status(.error, "Not sent to \(address): \(delivery.reply)", .error)
        }
        return Presentation(document: Document([line]),
                            csv: Table(columns: [Table.Column("outcome"), Table.Column("reply")], rows: [[Cell(delivery.outcome.rawValue), Cell(delivery.reply)]]),
                            json: ["outcome": delivery.outcome.rawValue, "reply": delivery.reply])
    }

    struct SetupJSON: Encodable, Sendable {
        let smtp: String
        let from: String
        let publicURL: String
        let perMinute: Int?
        let passwordKnown: Bool
        let updatedBy: String?
        let updatedAt: String

        init(_ settings: MailSettings, response: MailSetupResponse) {
            smtp = MailServerAddress.text(settings.server)
            from = MailServerAddress.text(settings.sender)
            publicURL = settings.publicURL
            perMinute = settings.perMinute
            passwordKnown = response.passwordKnown
            updatedBy = response.updatedBy
            updatedAt = ISO8601DateFormatter().string(from: settings.updatedAt)
        }

        enum CodingKeys: String, CodingKey { case smtp, from, publicURL, perMinute, passwordKnown, updatedBy, updatedAt }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(smtp, forKey: .smtp)
            try container.encode(from, forKey: .from)
            try container.encode(publicURL, forKey: .publicURL)
            try container.encode(perMinute, forKey: .perMinute)
            try container.encode(passwordKnown, forKey: .passwordKnown)
            try container.encode(updatedBy, forKey: .updatedBy)
            try container.encode(updatedAt, forKey: .updatedAt)
        }
    }
}
