"""The server misbehaves as smtp_server.py's --script tells it: a 421 (retried, then delivered
once), a 550 (failed at once, its reply kept and shown), a connection dropped in the middle of
DATA (retried, delivered once), a server that never answers (a timeout after
RUSHDAY_SMTP_TIMEOUT seconds, retried). `mail retry EVENT MESSAGE` makes a waiting message due
now (without MESSAGE it queues the failed ones)."""

from datetime import datetime

from mail_store import MailTest


class FailureTests(MailTest):
    backends = ("sqlite",)

    def queue_one(self, script):
        """A server answering DATA as `script` says, and one invitation queued; (server, event, message)."""
        server = self.mail.smtp_server(script=script)
        self.mail.setup(server)
        event = self.mail.event()
        guest = self.mail.guest(event, "Zoë Ærøskøbing", "zoe@example.org")
        self.mail.run("guests", "invite", event, guest)
        return server, event

    def message(self, event):
        return self.only(self.mail.outbox(event), "message")

    def assertRetriedThenSent(self, server, event, reply_word, environment=None):
        waiting = self.message(event)
        self.assertEqual((waiting["status"], waiting["attempts"]), ("queued", 1), waiting)
        self.assertIn(reply_word, waiting["lastReply"] or "", "the attempt's reply is kept")
        delay = datetime.fromisoformat(waiting["nextAttemptAt"]) - datetime.fromisoformat(waiting["lastAttemptAt"])
        self.assertAlmostEqual(delay.total_seconds(), 60, delta=5, msg="the first retry waits 60 s")
        self.assertEqual(server.files(), [])
        self.assertEqual(self.mail.send(environment)[0], 0, "a waiting message is not sent before it is due")
        self.mail.run("mail", "retry", event, waiting["id"][:8])
        self.assertSent(self.mail.send(environment), 1)
        self.assertEqual(len(server.files()), 1, "delivered once")
        sent = self.message(event)
        self.assertEqual(sent["status"], "sent")
        self.assertIsNotNone(sent["sentAt"])

    def test_421_then_250(self):
        """421 then 250: the first send leaves it waiting 60 s with the 421 kept; mail retry makes it due, and it is delivered once"""
        server, event = self.queue_one(["421"])
        self.assertSent(self.mail.send(), 0, 0, 1)
        self.assertRetriedThenSent(server, event, "421")

    def test_550(self):
        """550: failed at once, the reply shown whole in mail outbox and never sent again until mail retry MESSAGE"""
        server, event = self.queue_one(["550"])
        self.assertSent(self.mail.send(), 0, 1, 0)
        failed = self.message(event)
        self.assertEqual((failed["status"], failed["attempts"]), ("failed", 1))
        self.assertEqual(failed["lastReply"].splitlines(), ["550-5.1.1 The mailbox is unavailable", "550 5.1.1 (scripted refusal)"],
                         "the server's two-line reply kept whole")
        self.assertIn("550", self.mail.run("mail", "outbox", event, "--status", "failed"))
        self.assertSent(self.mail.send(), 0)
        self.mail.run("mail", "retry", event, failed["id"][:8])
        self.assertSent(self.mail.send(), 1)
        self.assertEqual(len(server.files()), 1)
        self.assertEqual(self.message(event)["status"], "sent")

    def test_drop_mid_data(self):
        """a connection dropped in the middle of DATA: waiting to retry, then delivered once"""
        server, event = self.queue_one(["drop"])
        self.assertSent(self.mail.send(), 0, 0, 1)
        self.assertRetriedThenSent(server, event, "")

    def test_silent_server(self):
        """a server that never answers DATA: mail send gives up after RUSHDAY_SMTP_TIMEOUT=2 s, waiting to retry, then delivered once"""
        server, event = self.queue_one(["silent"])
        short = {"RUSHDAY_SMTP_TIMEOUT": "2"}
        self.assertSent(self.mail.send(short), 0, 0, 1)
        # The reply names the step's own 2 s limit: the timeout, not the server, ended the wait.
        self.assertRegex(self.message(event)["lastReply"] or "", r"(?i)time|within 2 s")
        self.assertRetriedThenSent(server, event, "", short)

    def test_many_one_refused(self):
        """three messages on one connection, the second refused (550): the others delivered, each once"""
        server = self.mail.smtp_server(script=["250", "550"])
        self.mail.setup(server)
        event = self.mail.event()
        for index in range(3):
            self.mail.guest(event, f"Gäst {index}", f"guest{index}@example.org")
        self.mail.run("guests", "invite", event)
        self.assertSent(self.mail.send(), 2, 1, 0)
        self.assertEqual(len(server.files()), 2)
        self.assertEqual(sorted(m["status"] for m in self.mail.outbox(event)), ["failed", "sent", "sent"])
