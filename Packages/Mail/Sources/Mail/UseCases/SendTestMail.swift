public import Domain
import DesignTokens
import Foundation

/// `rushday mail test ADDRESS`: one message straight to the server (not through the outbox),
/// so the set-up is tried at once and the server's own reply is shown.
public struct SendTestMail: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(to typed: String, password: String?) async throws(DomainError) -> MailDelivery {
        let user = try await dependencies.currentUser.requireUser()
        guard let settings = try await dependencies.mailSettingsRepository.mailSettings() else { throw .mailNotSetUp }
        let address = try EmailAddress(typed, field: "address")
        let subject = "RushDay test mail"
        let document = Document([
            .heading(subject, .hero),
            .text("\(user.displayName) sent this to try the mail set-up; it arrived, so invitations, tickets and reminders will too.", .body, .plain),
            .card(Card(title: "Sent through", fields: [Card.Field("Server", Cell(MailServerAddress.text(settings.server))),
                                                        Card.Field("From", Cell(MailServerAddress.text(settings.sender)))])),
        ])
        let html = HTMLPage(title: subject, style: .embedded(StyleSheet.css),
                            body: [.tag(.main, [.class("page", "mail")], [.document(document, topHeadingLevel: 1, links: [:])])]).html
        let now = dependencies.clock.now()
        let id: MailMessageID = dependencies.identifierGenerator.make()
        let mail = OutgoingMail(messageID: "\(id.rawValue.uuidString.lowercased())@\(settings.sender.domain)", from: settings.sender,
                                to: MailAddress(address: address), date: now,
                                content: MailContent(subject: subject, text: TerminalRenderer(capabilities: TerminalCapabilities(width: 72)).render(document), html: html))
        return await dependencies.mailTransport.deliver([mail], via: settings.server, password: password).first
            ?? MailDelivery(.transient, reply: "the transport answered nothing")
    }
}
