import DesignTokens
import Domain

/// The HTML twin of a mail: the document as the pages draw it, inside a page that carries the
/// pages' style sheet (mail programs ignore linked ones), then the link as a button and each
/// ticket's QR image by `cid:`.
enum MailHTML {
    static func page(subject: String, document: Document, facts: MailFacts) -> String {
        var body: [Node] = [.document(document, topHeadingLevel: 1, links: [:])]
        if let link = facts.link {
            body.append(.tag(.p, [], [.tag(.a, [.class("button"), .href(link)], text: "Open your invitation")]))
            body.append(.tag(.p, [.class("caption")], text: MailWords.linkCaption))
        }
        for pass in facts.passes {
            body.append(.tag(.figure, [.class("ticket")], [
                .tag(.img, [.src("cid:" + MailComposer.contentID(pass)), .width(240), .height(240), .alt("QR code of ticket \(pass.reference)")]),
                .tag(.figcaption, text: "\(pass.holder) · \(pass.type) · \(pass.reference)"),
            ]))
        }
        if let unsubscribe = facts.unsubscribeLink {
            body.append(.tag(.p, [.class("caption")], [.tag(.a, [.href(unsubscribe)], text: "No more invitations or reminders for this event")]))
        }
        return HTMLPage(title: subject, style: .embedded(StyleSheet.css), body: [.tag(.main, [.class("page", "mail")], body)]).html
    }
}
