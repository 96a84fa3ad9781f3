"""Reminders: `mail remind --at` a time already past is due at the next `mail send`, which sends
one per accepted guest, once; `--before 24h` of an event starting within a day is due now, and
`--before 90m` of an event two hours away is not yet."""

import re

from judges import calendar_event, recipient
from mail_store import TITLE, MailTest, soon


class ReminderTests(MailTest):
    def guests(self, event):
        accepted = [self.mail.accepted_guest(event, name, address) for name, address in
                    (("Ana Ñúñez", "ana@example.org"), ("Björn Å", "bjorn@example.org"))]
        self.mail.guest(event, "Ines Invited", "ines@example.org")
        declined = self.mail.guest(event, "Dag Declined", "dag@example.org")
        self.mail.run("guests", "rsvp", event, declined, "declined")
        return accepted

    def test_remind_at(self):
        """mail remind --at a past time: mail send sends one reminder per accepted guest (not the invited or declined), and never again"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        self.guests(event)
        self.mail.run("mail", "remind", event, "--at", "2026-11-01T10:00")
        self.assertIn("2026-11-01", self.mail.run("mail", "reminders", event))
        self.assertSent(self.mail.send(), 2)
        self.assertSent(self.mail.send(), 0)
        messages = server.messages()
        self.assertEqual(sorted(recipient(message) for message in messages), ["ana@example.org", "bjorn@example.org"])
        for message in messages:
            self.assertRegex(str(message["Subject"]), "^Reminder: " + re.escape(TITLE) + " on .*2026")
            self.assertEqual(str(message["List-Unsubscribe-Post"]), "List-Unsubscribe=One-Click")
            self.assertEqual(str(calendar_event(message)["SUMMARY"]), TITLE)
        self.assertEqual(sorted((m["kind"], m["status"]) for m in self.mail.outbox(event)), [("reminder", "sent")] * 2)

    def test_remind_before(self):
        """mail remind --before 24h of an event starting in 2 hours is sent now; --before 90m waits"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event(title="Soon Sönd", starts=soon(2), ends=soon(4), zone="Etc/UTC")
        self.guests(event)
        self.mail.run("mail", "remind", event, "--before", "90m")
        self.assertSent(self.mail.send(), 0)
        self.mail.run("mail", "remind", event, "--before", "24h")
        self.assertSent(self.mail.send(), 2)
        self.assertEqual(len(server.files()), 2)
        self.assertEqual(len(self.mail.outbox(event)), 2, "the 90-minute reminder is not queued yet")
