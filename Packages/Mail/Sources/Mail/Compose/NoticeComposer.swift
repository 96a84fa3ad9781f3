import DesignTokens
import Domain
import Foundation

/// Writes a notice to a member: to an organiser, the event and one line for each answer
/// (`AnswerNotice.line`); to whoever a task is assigned, the task as it was when it fell due; to
/// a volunteer, their shift before it starts, or its change. Plain text and HTML with the pages'
/// style sheet. No link to a guest's page and no unsubscribe: the event's setting stops answers,
/// ticking the task stops its reminder, leaving the shift stops its mail.
enum NoticeComposer {
    /// `lines`: one per answer; `day`: the day a daily notice covers.
    static func content(_ message: OutboxMessage, event: Event, lines: [String], day: AnswerNotice.Day?) -> MailContent {
        switch message.kind {
        case .task:
            return ownWords(message, event: event, lines: lines, opening: "A task assigned to you is due.",
                            why: "You get this once, because the task is assigned to you in \(event.title).", subject: "A task of \(event.title) is due")
        case .shift:
            return ownWords(message, event: event, lines: lines, opening: "Your shift comes up soon.",
                            why: "You get this once for each shift you volunteer for at \(event.title).", subject: "Your shift at \(event.title)")
        case .shiftNews:
            return ownWords(message, event: event, lines: lines, opening: "A shift you volunteer for has changed.",
                            why: "You get this because you volunteer for this shift at \(event.title).", subject: "Your shift at \(event.title) changed")
        default: break
        }
        let subject = day.map { "\(Plural.of(lines.count, "answer")) for \(event.title) on \($0.label)" }
            ?? "An answer for \(event.title): " + (lines.first.map { String($0.prefix { $0 != ";" }) } ?? "")
        let opening = day.map { "Guests answered on their own pages on \($0.label) (\(event.timeZone.identifier))." }
            ?? "A guest answered on their own page."
        var blocks: [Block] = [.heading(event.title, .hero), .text(opening, .body, .plain), .spacer(.sm)]
        for line in lines { blocks.append(.text(line, .body, .plain)) }
        blocks += [.spacer(.sm), .text("You get this because the event is set to mail its owners and organisers the answers guests give; "
                                       + "any of them can change that in the event's settings.", .caption, .muted)]
        return content(subject, Document(blocks))
    }

    /// The words the message was queued with (a task, a shift), a line each, under the event's
    /// title, between an opening and why it came.
    private static func ownWords(_ message: OutboxMessage, event: Event, lines: [String], opening: String, why: String,
                                 subject: String) -> MailContent {
        var blocks: [Block] = [.heading(event.title, .hero), .text(opening, .body, .plain), .spacer(.sm)]
        for line in lines.flatMap({ $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }) {
            blocks.append(.text(String(line), .body, .plain))
        }
        blocks += [.spacer(.sm), .text(why, .caption, .muted)]
        return content(message.subject ?? subject, Document(blocks))
    }

    private static func content(_ subject: String, _ document: Document) -> MailContent {
        let text = TerminalRenderer(capabilities: TerminalCapabilities(width: 72)).render(document)
        let html = HTMLPage(title: subject, style: .embedded(StyleSheet.css),
                            body: [.tag(.main, [.class("page", "mail")], [.document(document, topHeadingLevel: 1, links: [:])])]).html
        return MailContent(subject: subject, text: text, html: html)
    }
}
