"""Tickets by mail: `tickets issue --send` queues the tickets mail with the issue, `tickets send
--unsent` queues only tickets never mailed; a guest holding a party's tickets gets ONE mail with
all of them, each an inline PNG (referenced by cid:) whose QR code zbarimg reads as a code that
`tickets checkin` admits."""

from judges import alternative, calendar_event, inline_pngs, qr_code, recipient
from mail_store import TITLE, MailTest


class TicketMailTests(MailTest):
    def codes(self, event):
        return {ticket["code"] for ticket in self.mail.json("tickets", "list", event)}

    def test_one_mail_per_holder(self):
        """tickets issue --send and tickets send --unsent: one mail per guest with all their tickets as inline QR PNGs; zbarimg reads each code and tickets checkin admits them"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.mail.run("tickets", "types", "add", event, "Entrée", "--price", "0")
        zoe = self.mail.accepted_guest(event, "Zoë Ærøskøbing", "zoe@example.org", party=2)
        ivo = self.mail.accepted_guest(event, "Ivo Ćosić", "ivo@example.org")

        self.mail.run("tickets", "issue", event, "--type", "entree", "--guest", zoe, "--send")
        zoe_codes = self.codes(event)
        self.assertEqual(len(zoe_codes), 3, "a party of 3 gets 3 tickets")
        queued = self.mail.outbox(event)
        self.assertEqual([(m["kind"], m["to"], m["status"]) for m in queued], [("tickets", "zoe@example.org", "queued")])
        self.mail.run("tickets", "issue", event, "--type", "entree", "--guest", ivo)
        ivo_codes = self.codes(event) - zoe_codes
        self.assertEqual(len(self.mail.outbox(event)), 1, "tickets issue without --send queues no mail")
        sent = self.mail.json("tickets", "send", event, "--unsent")
        self.assertEqual([entry["guest"] for entry in sent["queued"]], [ivo], "--unsent leaves tickets already queued")

        self.assertSent(self.mail.send(), 2)
        by_address = {recipient(message): message for message in server.messages()}
        self.assertEqual(sorted(by_address), ["ivo@example.org", "zoe@example.org"], "one mail per holder")
        for address, codes in (("zoe@example.org", zoe_codes), ("ivo@example.org", ivo_codes)):
            message = by_address[address]
            with self.subTest(address):
                self.assertEqual(message["Subject"], f"Your tickets: {TITLE}")
                self.assertEqual(str(calendar_event(message)["SUMMARY"]), TITLE)
                _, html = alternative(message)
                pictures = inline_pngs(message)
                self.assertEqual(len(pictures), len(codes), "one inline PNG per ticket")
                for content_id, _ in pictures:
                    self.assertIn(f"cid:{content_id}", html, "the HTML shows each inline picture")
                self.assertEqual({qr_code(png) for _, png in pictures}, codes)
        scan = self.mail.json("tickets", "checkin", event, *sorted(zoe_codes | ivo_codes))
        self.assertEqual(scan["admitted"], 4, scan)

    def test_resend_all(self):
        """tickets send without --unsent queues a guest's valid tickets again, in one mail; a cancelled ticket is left out"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.mail.run("tickets", "types", "add", event, "Entrée", "--price", "0")
        zoe = self.mail.accepted_guest(event, "Zoë Ærøskøbing", "zoe@example.org", party=1)
        self.mail.run("tickets", "issue", event, "--type", "entree", "--guest", zoe, "--send")
        self.assertSent(self.mail.send(), 1)
        self.mail.run("tickets", "cancel", self.mail.json("tickets", "list", event)[1]["reference"])
        self.assertEqual(len(self.mail.json("tickets", "send", event)["queued"]), 1)
        self.assertSent(self.mail.send(), 1)
        again = server.messages()[1]
        valid = {ticket["code"] for ticket in self.mail.json("tickets", "list", event, "--status", "valid")}
        self.assertEqual({qr_code(png) for _, png in inline_pngs(again)}, valid)
