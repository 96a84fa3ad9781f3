"""Two senders on one store (two `mail send` processes, or `serve` beside `mail send`) draining
2,000 invitations to one server: each Message-ID delivered exactly once. A sender killed (SIGKILL) mid-batch, then another run: nothing lost — every message
is delivered or still held by the dead sender's claim (which expires after its lease), and a
message delivered twice is the same message (one Message-ID)."""

import collections
import csv
import signal

from judges import UUID_IN_ID
from mail_store import MailTest, Served, wait

COUNT = 2000
# Messages a sender claims at once (the batch of Packages/Mail/README.md): what a killed sender can hold.
CLAIM = 100


class SenderTests(MailTest):
    def queue(self, count=COUNT):
        """A server with a maildir, the set-up, and `count` invitations queued by one guests invite."""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        file = self.mail.folder / "guests.csv"
        with file.open("w", newline="") as out:
            rows = csv.writer(out)
            rows.writerow(["name", "email"])
            rows.writerows([f"Gäst Nummer {index}", f"guest{index}@example.org"] for index in range(count))
        self.mail.run("guests", "import", event, str(file))
        queued = self.mail.json("guests", "invite", event)["queued"]
        self.assertEqual(len(queued), count)
        return server, event, {entry["message"].lower() for entry in queued}

    def delivered(self, server):
        """The UUID of each delivered message's Message-ID, with repeats."""
        return [UUID_IN_ID.match(found).group(1).lower() if found and UUID_IN_ID.match(found) else found
                for found in server.message_ids()]

    def test_two_senders(self):
        """two mail send processes at once drain 2,000 invitations: each Message-ID delivered exactly once, all marked sent"""
        server, event, ids = self.queue()
        senders = [self.mail.start("mail", "send") for _ in range(2)]
        outputs = [sender.communicate(timeout=900) for sender in senders]
        for sender, (out, err) in zip(senders, outputs):
            self.assertEqual(sender.returncode, 0, err)
        counts = collections.Counter(self.delivered(server))
        self.assertEqual(set(counts), ids, "the delivered Message-IDs are the queued messages'")
        self.assertEqual([id for id, n in counts.items() if n > 1], [], "delivered more than once")
        self.assertEqual(collections.Counter(m["status"] for m in self.mail.outbox(event)), {"sent": COUNT})

    def test_serve_and_send(self):
        """rushday serve and mail send at once drain 2,000 invitations: each Message-ID delivered exactly once"""
        server, event, ids = self.queue()
        served = Served(self.mail)
        self.addCleanup(served.stop)
        self.mail.send()
        self.assertEqual(server.wait_for(COUNT, 300), COUNT, f"serve's log: {''.join(served.log)[-1500:]}")
        self.assertTrue(wait(30, lambda: all(m["status"] == "sent" for m in self.mail.outbox(event))))
        self.assertEqual(served.stop(), 0)
        counts = collections.Counter(self.delivered(server))
        self.assertEqual(set(counts), ids)
        self.assertEqual([id for id, n in counts.items() if n > 1], [], "delivered more than once")

    def test_killed_sender(self):
        """a sender killed with SIGKILL mid-batch, then mail send again: nothing lost, a duplicate only of a message the dead sender held, with its one Message-ID"""
        server, event, ids = self.queue()
        sender = self.mail.start("mail", "send")
        self.assertTrue(wait(300, lambda: len(server.files()) >= 200 or sender.poll() is not None))
        self.assertIsNone(sender.poll(), "mail send ended before it could be killed mid-batch")
        sender.send_signal(signal.SIGKILL)
        sender.wait()
        self.mail.send()
        counts = collections.Counter(self.delivered(server))
        self.assertLessEqual(set(counts), ids, "a delivered message is not one of the queued")
        outbox = {m["id"].lower(): m for m in self.mail.outbox(event)}
        statuses = collections.Counter(m["status"] for m in outbox.values())
        self.assertEqual(statuses["failed"], 0, statuses)
        held = {id for id, m in outbox.items() if m["status"] == "queued"}
        self.assertLessEqual(len(held), CLAIM, f"more messages than one claim ({CLAIM}) are held by the killed sender")
        self.assertEqual({id for id, m in outbox.items() if m["status"] == "sent"} | held, ids, "messages lost")
        self.assertLessEqual({id for id, m in outbox.items() if m["status"] == "sent"}, set(counts),
                             "a message marked sent was never delivered")
        twice = [id for id, n in counts.items() if n > 1]
        self.assertLessEqual(len(twice), CLAIM, f"{len(twice)} messages delivered twice")
