import DesignTokens
import Domain
import Mail

/// The store's mail set-up, as `mail setup` shows and changes it: the server, the sender, the
/// public address guests' links begin with, the rate, and this server's password for the mail
/// server (typed to change it, never shown back, kept on the machine that sends, as
/// `--password-stdin` keeps it); and `mail test`: one message straight to the server, its reply
/// shown.
struct MailSetupPage {
    static let path = "/mail/setup"

    let setup: MailSetupResponse
    let token: Form.Token
    /// The address a test goes to unless another is typed: the visitor's own.
    let ownAddress: String
    /// What the server replied to a test just sent.
    var tested: Presentation?
    var typed: [String: String] = [:]
    var error: DomainError?

    /// The change a posted form asks for: each blank field keeps what the set-up has.
    static func request(_ form: [String: String]) throws(DomainError) -> MailSetupRequest {
        let perMinute = try form.given("per-minute").map { text throws(DomainError) -> Int in
            guard let number = Int(text) else { throw .invalid(field: "per-minute", message: "\(UserText.quoted(text)) is not a whole number") }
            return number
        }
        return MailSetupRequest(smtp: form.given("smtp"), from: form.given("from"), publicURL: form.given("public-url"), perMinute: perMinute)
    }

    var content: [Node] {
        let settings = setup.settings
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let fields = ["smtp", "from", "public-url", "per-minute", "password"]
        let form = Form(action: Self.path, items: [
            .field(Field("smtp", label: "Mail server", .text(typed["smtp"] ?? settings.map { MailServerAddress.text($0.server) } ?? ""),
                         hint: "smtp://USER@HOST:587; ?tls=implicit for port 465, ?tls=none only for a server on this machine.",
                         error: about("smtp"), autocomplete: "off")),
            .field(Field("from", label: "Sender", .text(typed["from"] ?? settings.map { MailServerAddress.text($0.sender) } ?? ""),
                         hint: "Name <address>, as guests see it.", error: about("from"), autocomplete: "off")),
            .field(Field("public-url", label: "Public address", .text(typed["public-url"] ?? settings?.publicURL ?? ""),
                         hint: "Where guests reach these pages; their links begin with it, like https://rsvp.example.org.",
                         error: about("public-url"), autocomplete: "off")),
            .field(Field("per-minute", label: "Most messages a minute", .number(typed["per-minute"] ?? settings?.perMinute.map(String.init) ?? "", min: 1, max: nil),
                         hint: "Empty: as fast as the server takes them.", error: about("per-minute"))),
            .field(Field("password", label: "Server password", .password,
                         hint: setup.passwordKnown ? "This server has one; type a new one to replace it, or leave it empty to keep it."
                             : "This server has none; type the mail server's password, if it asks for one.",
                         error: about("password"), autocomplete: "new-password")),
        ], buttons: [Button("Save the set-up")], token: token,
        error: error.flatMap { fields.contains($0.field ?? "") || $0.field == "address" ? nil : $0.message })
        let test = Form(action: Self.path + "/test", items: [
            .field(Field("address", label: "Send a test mail to", .email(typed["address"] ?? ownAddress), error: about("address"), autocomplete: "email")),
        ], buttons: [Button("Send a test mail", kind: .secondary)], token: token)
        var content: [Node] = [.tag(.h1, text: "Mail set-up"),
                               .document(MailSetupPresenter.setup(setup, words: .plain).document, topHeadingLevel: 2, links: [:])]
        content.append(.tag(.section, [.class("card")], [.tag(.h2, text: settings == nil ? "Set up mail" : "Change the set-up"), form.node]))
        var testing: [Node] = [.tag(.h2, text: "Try it")]
        if let tested { testing.append(.document(tested.document, topHeadingLevel: 3, links: [:])) }
        if settings != nil { content.append(.tag(.section, [.class("card")], testing + [test.node])) }
        return content
    }
}
