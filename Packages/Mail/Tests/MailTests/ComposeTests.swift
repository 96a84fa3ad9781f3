import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// What a mail says, as the server is handed it: links, unsubscribe headers, escaping, the
/// tickets' images and the calendar file.
struct ComposeTests {
    func sent(_ fixture: Fixture, _ message: OutboxMessage) async throws -> OutgoingMail {
        try await fixture.drain()
        return try #require(fixture.transport.handed.last { $0.messageID.hasPrefix(message.id.rawValue.uuidString.lowercased()) })
    }

    func header(_ name: String, of mail: OutgoingMail) -> String? {
        mail.content.headers.first { $0.name == name }?.value
    }

    @Test func anInvitationCarriesThePersonalLinkAndAnUnsubscribeLinkInTextHTMLAndHeaders() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", name: "Bea Moss", email: "bea@example.org")
        let message = try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001")
        let mail = try await sent(fixture, message)
        let link = "https://rsvp.example.org/i/link-secret-of-bea-0000000001"
        #expect(mail.content.subject == "You're invited: Gala")
        #expect(mail.content.text.contains(link))
        #expect(try #require(mail.content.html).contains("href=\"\(link)\""))
        let stored = try await fixture.message(message.id)
        let digest = try #require(stored.unsubscribeDigest)
        let secret = String(digest.dropFirst("digest(".count).dropLast())
        let unsubscribe = "https://rsvp.example.org/u/\(secret)"
        #expect(fixture.dependencies.tokens.digest(secret) == digest, "the store keeps the digest of the link the mail carries")
        #expect(mail.content.text.contains(unsubscribe))
        #expect(try #require(mail.content.html).contains("href=\"\(unsubscribe)\""))
        #expect(header("List-Unsubscribe", of: mail) == "<\(unsubscribe)>")
        #expect(header("List-Unsubscribe-Post", of: mail) == "List-Unsubscribe=One-Click")
        #expect(mail.from == fixture.settings.sender)
        #expect(mail.to == MailAddress(name: "Bea Moss", address: try EmailAddress("bea@example.org")))
    }

    @Test(arguments: [MailKind.tickets, .promotion])
    func mailAGuestAskedForHasNoUnsubscribeLink(kind: MailKind) async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let ticket: TicketID = fixture.dependencies.ids.make()
        fixture.dependencies.givenPasses.give(ticket, TicketPass(reference: "T-AAAA", holder: "Bea", type: "Standard", code: "CODE-A"))
        let message = try await fixture.queue(kind, to: bea, tickets: kind == .tickets ? [ticket] : [])
        let mail = try await sent(fixture, message)
        #expect(mail.content.headers.isEmpty, "\(mail.content.headers)")
        #expect(!mail.content.text.contains("/u/"))
        #expect(try #require(mail.content.html).contains("/u/") == false)
        #expect(try await fixture.message(message.id).unsubscribeDigest == nil)
        #expect(!mail.content.text.contains("/i/"), "only an invitation carries the personal link")
    }

    @Test func aReminderCarriesTheUnsubscribeLinkAndTheEventButNoPersonalLink() async throws {
        let fixture = try await Fixture()
        let message = try await fixture.queue(.reminder, to: try await fixture.guest("bea", email: "bea@example.org"))
        let mail = try await sent(fixture, message)
        #expect(mail.content.subject.hasPrefix("Reminder: Gala on "))
        #expect(header("List-Unsubscribe", of: mail)?.hasPrefix("<https://rsvp.example.org/u/") == true)
        #expect(header("List-Unsubscribe-Post", of: mail) == "List-Unsubscribe=One-Click")
        #expect(!mail.content.text.contains("/i/"))
    }

    @Test func theSubjectOfEachKind() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let ticket: TicketID = fixture.dependencies.ids.make()
        fixture.dependencies.givenPasses.give(ticket, TicketPass(reference: "T-AAAA", holder: "Bea", type: "Standard", code: "CODE-A"))
        let tickets = try await fixture.queue(.tickets, to: bea, tickets: [ticket])
        let promotion = try await fixture.queue(.promotion, to: bea)
        let own = try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001", subject: "Come dance", note: "Bring shoes.")
        try await fixture.drain()
        let subjects = Dictionary(uniqueKeysWithValues: fixture.transport.handed.map { ($0.messageID, $0) })
        func mail(_ message: OutboxMessage) throws -> OutgoingMail {
            try #require(subjects[message.id.rawValue.uuidString.lowercased() + "@example.org"])
        }
        #expect(try mail(tickets).content.subject == "Your tickets: Gala")
        #expect(try mail(promotion).content.subject == "A place opened up: Gala")
        #expect(try mail(own).content.subject == "Come dance", "the organiser's own subject replaces the kind's")
        #expect(try mail(own).content.text.contains("Bring shoes."))
    }

    @Test func theHTMLEscapesAHostileGuestNameEventTitleSubjectAndWords() async throws {
        let fixture = try await Fixture(title: "<script>alert('title')</script> & Co")
        let guest = try await fixture.guest("eve", name: "<script>alert(\"name\")</script>", email: "eve@example.org")
        let ticket: TicketID = fixture.dependencies.ids.make()
        fixture.dependencies.givenPasses.give(ticket, TicketPass(reference: "T-EEEE", holder: "<script>holder</script>", type: "<b>VIP</b>", code: "CODE-E"))
        _ = try await fixture.queue(.invitation, to: guest, linkSecret: "link-secret-of-eve-0000000001",
                                    subject: "<script>alert('subject')</script>", note: "<script>alert('note')</script>")
        _ = try await fixture.queue(.tickets, to: guest, tickets: [ticket])
        _ = try await fixture.queue(.reminder, to: guest)
        _ = try await fixture.queue(.promotion, to: guest)
        try await fixture.drain()
        #expect(fixture.transport.handed.count == 4)
        for mail in fixture.transport.handed {
            let html = try #require(mail.content.html)
            #expect(!html.contains("<script"), "\(mail.content.subject): \(html)")
            #expect(!html.contains("<b>VIP"), "\(mail.content.subject)")
            #expect(html.contains("&lt;script&gt;"), "\(mail.content.subject)")
        }
    }

    @Test func aTicketsMailHasOneInlineImagePerValidPassThatTheHTMLShowsAndTheEventAttached() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org", others: 2)
        let ids: [TicketID] = (0..<3).map { _ in fixture.dependencies.ids.make() }
        for (index, id) in ids.enumerated() {
            fixture.dependencies.givenPasses.give(id, TicketPass(reference: "T-000\(index)", holder: "Holder \(index)", type: "Standard", code: "CODE-\(index)"))
        }
        let message = try await fixture.queue(.tickets, to: bea, tickets: ids)
        fixture.dependencies.givenPasses.cancel(ids[1])
        let mail = try await sent(fixture, message)
        #expect(mail.content.inline.map(\.bytes) == [Array("PNG:CODE-0".utf8), Array("PNG:CODE-2".utf8)],
                "one image per ticket still valid when sent, drawing its code")
        let html = try #require(mail.content.html)
        for part in mail.content.inline {
            #expect(part.mediaType == "image/png")
            let id = try #require(part.contentID)
            #expect(html.contains("src=\"cid:\(id)\""), "the HTML shows \(id)")
        }
        #expect(Set(mail.content.inline.compactMap(\.contentID)).count == 2, "each image its own content id")
        #expect(!html.contains("T-0001") && !mail.content.text.contains("T-0001"), "a cancelled ticket is not in the mail")
        let ics = try #require(mail.content.attachments.first)
        #expect(mail.content.attachments.count == 1)
        #expect(ics.filename == "event.ics")
        #expect(ics.mediaType.hasPrefix("text/calendar"))
        #expect(String(decoding: ics.bytes, as: UTF8.self).contains("UID:event-\(fixture.event.id)@rushday"))
    }

    @Test func theEventIsAttachedToInvitationsTicketsAndRemindersButNotToNewsOfAPromotion() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let ticket: TicketID = fixture.dependencies.ids.make()
        fixture.dependencies.givenPasses.give(ticket, TicketPass(reference: "T-AAAA", holder: "Bea", type: "Standard", code: "CODE-A"))
        for kind in MailKind.allCases where !kind.isNotice {
            _ = try await fixture.queue(kind, to: bea, linkSecret: kind == .invitation ? "link-secret-of-bea-0000000001" : nil,
                                        tickets: kind == .tickets ? [ticket] : [])
        }
        try await fixture.drain()
        let attached = fixture.transport.handed.map { ($0.content.subject, $0.content.attachments.map(\.filename)) }
        for (subject, files) in attached {
            #expect(files == (subject.hasPrefix("A place opened up") ? [] : ["event.ics"]), "\(subject)")
        }
        #expect(attached.count == MailKind.allCases.count { !$0.isNotice })
    }

    /// A registration's mails say where it stands when they go: its confirmation link (no event
    /// attached: nothing is booked yet), then on the list, waiting, or declined (nothing attached).
    @Test(arguments: [(MailKind.confirmation, RSVPStatus.unconfirmed, "Confirm your registration: ", false, true),
                      (.confirmation, .accepted, "Your page for ", true, true),
                      (.registration, .accepted, "You're registered: ", true, false),
                      (.registration, .waitlisted, "You're on the waitlist: ", true, false),
                      (.registration, .pending, "Registration received: ", true, false),
                      (.registration, .declined, "Registration declined: ", false, false)])
    func registrationMailsSayWhereTheRegistrationStands(kind: MailKind, status: RSVPStatus, subject: String, calendar: Bool, link: Bool) async throws {
        let fixture = try await Fixture()
        let ann = try await fixture.guest("ann", email: "ann@example.org", status: status)
        _ = try await fixture.queue(kind, to: ann, linkSecret: link ? "link-secret-of-ann-00000000001" : nil)
        try await fixture.drain()
        let mail = try #require(fixture.transport.handed.first)
        #expect(mail.content.subject == subject + fixture.event.title)
        #expect(mail.content.attachments.map(\.filename) == (calendar ? ["event.ics"] : []))
        #expect(mail.content.text.contains("/i/link-secret-of-ann-00000000001") == link)
        #expect(mail.content.headers.isEmpty, "no List-Unsubscribe: the person asked for it")
    }

    @Test func partsOverFourMegabytesFailTheMessageForGoodWithoutReachingTheServer() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let small: TicketID = fixture.dependencies.ids.make()
        let big: TicketID = fixture.dependencies.ids.make()
        fixture.dependencies.givenPasses.give(small, TicketPass(reference: "T-SMAL", holder: "Bea", type: "Standard", code: "CODE"))
        fixture.dependencies.givenPasses.give(big, TicketPass(reference: "T-BIGG", holder: "Bea", type: "Standard",
                                                              code: String(repeating: "x", count: 4 * 1024 * 1024)))
        let fits = try await fixture.queue(.tickets, to: bea, tickets: [small])
        let tooBig = try await fixture.queue(.tickets, to: bea, tickets: [big])
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1, failed: 1))
        #expect(try await fixture.message(fits.id).status == .sent)
        let refused = try await fixture.message(tooBig.id)
        #expect(refused.status == .failed)
        #expect(refused.lastReply?.contains("4 MB") == true, "\(refused.lastReply ?? "")")
        #expect(fixture.transport.handed.count == 1)
    }

    @Test func aTicketsMailWhoseTicketsWereAllCancelledIsNotSent() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let message = try await fixture.queue(.tickets, to: bea, tickets: [fixture.dependencies.ids.make()])
        #expect(try await fixture.drain() == SendOutboxResponse(failed: 1))
        #expect(try await fixture.message(message.id).lastReply?.contains("cancelled") == true)
        #expect(fixture.transport.handed.isEmpty)
    }
}
