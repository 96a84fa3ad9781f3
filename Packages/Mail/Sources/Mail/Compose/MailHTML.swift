import DesignTokens
import Domain

/// The HTML twin of a mail: the document as the pages draw it, inside a page that carries the
/// pages' style sheet (mail programs ignore linked ones), then the link as a button and each
/// ticket's QR image by `cid:`.
enum MailHTML {
    static func page(subject: String, document: Document, facts: MailFacts) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escaped(subject))</title><style>\(StyleSheet.css)</style></head>
            <body><main class="page mail">

            """
        html += HTMLRenderer(topHeadingLevel: 1).render(document)
        if let link = facts.link {
            html += "<p><a class=\"button\" href=\"\(HTML.escaped(link))\">Open your invitation</a></p>\n"
            html += "<p class=\"caption\">\(HTML.escaped(MailWords.linkCaption))</p>\n"
        }
        for pass in facts.passes {
            html += """
                <figure class="ticket"><img src="cid:\(HTML.escaped(MailComposer.contentID(pass)))" width="240" height="240" \
                alt="QR code of ticket \(HTML.escaped(pass.reference))"><figcaption>\(HTML.escaped(pass.holder)) · \
                \(HTML.escaped(pass.type)) · \(HTML.escaped(pass.reference))</figcaption></figure>

                """
        }
        if let unsubscribe = facts.unsubscribeLink {
            html += "<p class=\"caption\"><a href=\"\(HTML.escaped(unsubscribe))\">No more invitations or reminders for this event</a></p>\n"
        }
        return html + "</main></body></html>\n"
    }
}
