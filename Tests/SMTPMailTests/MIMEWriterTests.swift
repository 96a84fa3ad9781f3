import Domain
import Foundation
import SMTPMail
import Testing

/// The writer's messages as Python's `email` package reads them.
@Suite struct MIMEWriterTests {
    private func judge(_ mail: OutgoingMail) throws -> PythonEmail.Message {
        try #require(PythonEmail.parse([Data(MIMEWriter.message(mail))]).first)
    }

    @Test func everythingAMailCarriesReadsBackAsWritten() throws {
        let subject = "Vous êtes invité·e : Fête d’été 2026 — “Jardin” 🎉 with a subject long enough to fold twice over"
        let mail = OutgoingMail(
            messageID: "6F9619FF-8B86-D011-B42D-00C04FC964FF@rushday.test",
            from: MailAddress(name: "Zoë Café", address: Mails.address("events@rushday.test")),
            to: MailAddress(name: "Smith, \"Jo\"", address: Mails.address("jo@example.org")),
            date: Date(timeIntervalSince1970: 1_795_000_000),
            content: MailContent(
                subject: subject,
                text: "Bonjour Zoë,\n.\n..two dots\nA line = with an equals sign and trailing space \n"
                    + String(repeating: "long words ", count: 20) + "\n",
                html: "<p>Bonjour <b>Zoë</b> <img src=\"cid:qr-1@rushday.test\"></p>\n",
                inline: [MailPart(filename: "ticket-1.png", mediaType: "image/png", contentID: "qr-1@rushday.test",
                                  bytes: Mails.png)],
                attachments: [MailPart(filename: "event.ics", mediaType: "text/calendar; method=PUBLISH", bytes: Mails.calendar),
                              MailPart(filename: "programme d’été.pdf", mediaType: "application/pdf", bytes: Array(0..<200))],
                headers: [MailHeader("List-Unsubscribe", "<https://rsvp.example.org/u/abcdef>"),
                          MailHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")]))
        let message = try judge(mail)

        #expect(message.subject == subject)
        #expect(message.from == [PythonEmail.Mailbox(name: "Zoë Café", address: "events@rushday.test")])
        #expect(message.to == [PythonEmail.Mailbox(name: "Smith, \"Jo\"", address: "jo@example.org")])
        #expect(message.messageID == "<6F9619FF-8B86-D011-B42D-00C04FC964FF@rushday.test>")
        #expect(message.date == "Wed, 18 Nov 2026 11:06:40 +0000")
        #expect(message.mimeVersion == "1.0")
        #expect(message.headers["List-Unsubscribe"] == "<https://rsvp.example.org/u/abcdef>")
        #expect(message.headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click")
        #expect(message.defects.isEmpty)
        #expect(message.longestLine <= 78)

        let root = message.root
        #expect(root.contentType == "multipart/mixed")
        let related = try #require(root.children.first)
        #expect(related.contentType == "multipart/related")
        let alternative = try #require(related.children.first)
        #expect(alternative.contentType == "multipart/alternative")
        #expect(alternative.children.map(\.contentType) == ["text/plain", "text/html"])
        #expect(alternative.children.map(\.charset) == ["utf-8", "utf-8"])
        #expect(alternative.children.first?.text == mail.content.text)
        #expect(alternative.children.last?.text == mail.content.html)

        let image = try #require(related.children.dropFirst().first)
        #expect(related.children.count == 2)
        #expect(image.contentType == "image/png")
        #expect(image.disposition == "inline")
        #expect(image.contentID == "<qr-1@rushday.test>")
        #expect(image.base64.flatMap { Data(base64Encoded: $0) } == Data(Mails.png))

        let attachments = Array(root.children.dropFirst())
        #expect(attachments.map(\.disposition) == ["attachment", "attachment"])
        #expect(attachments.map(\.filename) == ["event.ics", "programme d’été.pdf"])
        #expect(attachments.first?.contentType == "text/calendar")
        #expect(attachments.first?.base64.flatMap { Data(base64Encoded: $0) } == Data(Mails.calendar))
        #expect(attachments.last?.base64.flatMap { Data(base64Encoded: $0) } == Data(Array(0..<200)))
    }

    @Test func levelsWithNothingInThemAreLeftOut() throws {
        let textOnly = try judge(Mails.plain(1))
        #expect(textOnly.root.contentType == "text/plain")
        #expect(textOnly.root.children.isEmpty)
        #expect(textOnly.root.text == "Hello.\n")

        var withHTML = Mails.plain(2)
        withHTML.content.html = "<p>Hello.</p>"
        #expect(try judge(withHTML).root.contentType == "multipart/alternative")

        var withAttachment = Mails.plain(3)
        withAttachment.content.attachments = [MailPart(filename: "event.ics", mediaType: "text/calendar", bytes: Mails.calendar)]
        let attached = try judge(withAttachment)
        #expect(attached.root.contentType == "multipart/mixed")
        #expect(attached.root.children.map(\.contentType) == ["text/plain", "text/calendar"])

        var withInline = Mails.plain(4)
        withInline.content.inline = [MailPart(filename: "qr.png", mediaType: "image/png", contentID: "qr@x", bytes: Mails.png)]
        let inline = try judge(withInline)
        #expect(inline.root.contentType == "multipart/related")
        #expect(inline.root.children.map(\.contentType) == ["text/plain", "image/png"])
    }

    @Test func everyLineEndsInCRLFAndBase64LinesAre76Columns() {
        var mail = Mails.plain(1)
        mail.content.attachments = [MailPart(filename: "big.bin", mediaType: "application/octet-stream",
                                             bytes: (0..<5000).map { UInt8($0 % 251) })]
        let bytes = MIMEWriter.message(mail)
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
        let base64Lines = lines.filter { $0.count > 40 && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "/" || $0 == "=" } }
        #expect(base64Lines.count == (5000 + 56) / 57)
        #expect(base64Lines.dropLast().allSatisfy { $0.count == 76 })
    }

    @Test func aPlainASCIINameWithSpecialsIsQuotedAndADateIsRFC5322() throws {
        var mail = Mails.plain(1)
        mail.from = MailAddress(name: "Events (Main Hall)", address: Mails.address("events@rushday.test"))
        mail.date = Date(timeIntervalSince1970: 951_782_400 + 86_399) // 2000-02-29 23:59:59 UTC, a Tuesday
        let message = try judge(mail)
        #expect(message.from.first?.name == "Events (Main Hall)")
        #expect(message.date == "Tue, 29 Feb 2000 23:59:59 +0000")
    }
}
