import DesignTokens
import Domain
import Foundation

/// Writes a message from its facts: one document drawn twice, as plain text and as HTML with
/// the pages' own style sheet, so a mail looks like the guest's page; each ticket's code as an
/// inline PNG; the event as an .ics attachment; `List-Unsubscribe` on invitations and reminders.
struct MailComposer {
    /// pretix's cap, for the same reason: bigger mails bounce too often.
    static let largestParts = 4 * 1024 * 1024

    let calendar: any CalendarWriter
    let qrCodes: any QRCodeMaker

    func content(_ facts: MailFacts) throws(DomainError) -> MailContent {
        let subject = MailWords.subject(facts)
        let document = Self.document(facts)
        var text = TerminalRenderer(capabilities: TerminalCapabilities(width: 72)).render(document)
        if let link = facts.link { text += "\n\(link)\n\n\(MailWords.linkCaption)\n" }
        if let unsubscribe = facts.unsubscribeLink { text += "\n--\n\(MailWords.unsubscribeLine(unsubscribe))\n" }
        var inline: [MailPart] = []
        for pass in facts.passes {
            inline.append(MailPart(filename: "ticket-\(pass.reference).png", mediaType: "image/png",
                                   contentID: Self.contentID(pass), bytes: try qrCodes.png(for: pass.code)))
        }
        let ics = calendar.ics([CalendarEntry.event(facts.event)], name: facts.event.title, stampedAt: facts.now)
        let attachments = !MailWords.attachesCalendar(facts) ? [] : [
            MailPart(filename: "event.ics", mediaType: "text/calendar; charset=utf-8; method=PUBLISH", bytes: Array(ics.utf8)),
        ]
        var content = MailContent(subject: subject, text: text, html: MailHTML.page(subject: subject, document: document, facts: facts),
                                  inline: inline, attachments: attachments, headers: Self.headers(facts))
        guard content.partBytes <= Self.largestParts else {
            content.inline = []
            throw .invalid(field: "tickets", message: "the tickets' images come to \(content.partBytes / 1024) KB, more than the 4 MB a mail may carry; send them to fewer holders at a time")
        }
        return content
    }

    static func contentID(_ pass: TicketPass) -> String { "ticket-\(pass.reference)@rushday" }

    /// RFC 8058's one-click unsubscribe: a mail program posts to the link without asking.
    private static func headers(_ facts: MailFacts) -> [MailHeader] {
        guard let link = facts.unsubscribeLink else { return [] }
        return [MailHeader("List-Unsubscribe", "<\(link)>"), MailHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")]
    }

    static func document(_ facts: MailFacts) -> Document {
        let event = facts.event
        // A paragraph, then a line of space, as a letter reads.
        let paragraphs = ["Dear \(facts.guest.name),"] + MailWords.opening(facts) + [facts.message.note].compactMap { $0 }
        var blocks: [Block] = [.heading(event.title, .hero)]
        for paragraph in paragraphs { blocks += [.text(paragraph, .body, .plain), .spacer(.sm)] }
        var fields = [Card.Field("When", Cell(ZonedTime.spoken(event.startsAt, event.endsAt, in: event.timeZone)))]
        if let venue = event.venue { fields.append(Card.Field("Where", Cell(venue))) }
        if facts.message.kind != .tickets, facts.guest.others > 0 { fields.append(Card.Field("Party", Cell("you and \(facts.guest.others)"))) }
        blocks.append(.card(Card(title: "The event", fields: fields)))
        if !facts.passes.isEmpty {
            blocks.append(.table(Table(columns: [Table.Column("Holder"), Table.Column("Type"), Table.Column("Ticket", truncates: false)],
                                       rows: facts.passes.map { [Cell($0.holder), Cell($0.type), Cell($0.reference)] })))
        }
        return Document(blocks)
    }
}
