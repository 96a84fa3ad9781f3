import DesignTokens
import Domain
import Foundation

/// Writes a notice to an organiser: the event, and one line for each answer (`AnswerNotice.line`),
/// as plain text and as HTML with the pages' style sheet. No link to a guest's page and no
/// unsubscribe: the event's setting stops notices.
enum NoticeComposer {
    /// `lines`: one per answer; `day`: the day a daily notice covers.
    static func content(_ message: OutboxMessage, event: Event, lines: [String], day: AnswerNotice.Day?) -> MailContent {
        let subject = day.map { "\(Plural.of(lines.count, "answer")) for \(event.title) on \($0.label)" }
            ?? "An answer for \(event.title): " + (lines.first.map { String($0.prefix { $0 != ";" }) } ?? "")
        let opening = day.map { "Guests answered on their own pages on \($0.label) (\(event.timeZone.identifier))." }
            ?? "A guest answered on their own page."
        var blocks: [Block] = [.heading(event.title, .hero), .text(opening, .body, .plain), .spacer(.sm)]
        for line in lines { blocks.append(.text(line, .body, .plain)) }
        blocks += [.spacer(.sm), .text("You get this because the event is set to mail its owners and organisers the answers guests give; "
                                       + "any of them can change that in the event's settings.", .caption, .muted)]
        let document = Document(blocks)
        let text = TerminalRenderer(capabilities: TerminalCapabilities(width: 72)).render(document)
        let html = HTMLPage(title: subject, style: .embedded(StyleSheet.css),
                            body: [.tag(.main, [.class("page", "mail")], [.document(document, topHeadingLevel: 1, links: [:])])]).html
        return MailContent(subject: subject, text: text, html: html)
    }
}
