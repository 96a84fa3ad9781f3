"""Promotion: a decline that frees a place promotes the waitlisted guest and queues their mail in
the same command (in the outbox before anything is sent), and `mail send` sends it."""

from judges import alternative, recipient
from mail_store import TITLE, MailTest


class PromotionTests(MailTest):
    def test_promotion_mail(self):
        """a decline frees a place: the waitlisted guest's promotion mail is queued by that command and sent by mail send"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event(options=("--capacity", "1"))
        first = self.mail.accepted_guest(event, "Fía First", "fia@example.org")
        second = self.mail.guest(event, "Søren Second", "soren@example.org")
        self.assertTrue(self.mail.json("guests", "rsvp", event, second, "accepted")["waitlisted"])
        self.assertEqual(self.mail.outbox(event), [])
        declined = self.mail.json("guests", "rsvp", event, first, "declined")
        self.assertEqual([guest["handle"] for guest in declined["promoted"]], [second])
        queued = self.mail.outbox(event)
        self.assertEqual([(m["kind"], m["to"], m["status"]) for m in queued], [("promotion", "soren@example.org", "queued")])
        self.assertEqual(server.files(), [])
        self.assertSent(self.mail.send(), 1)
        message = self.only(server.messages(), "promotion mail")
        self.assertEqual(recipient(message), "soren@example.org")
        self.assertEqual(message["Subject"], f"A place opened up: {TITLE}")
        alternative(message)
