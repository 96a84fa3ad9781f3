"""Invitations: `guests invite` queues one per guest with an email, `mail send` sends each once,
and every message is judged from outside: Python's `email` decodes its non-ASCII subject and
names and finds text + HTML, icalendar reads its event.ics, its personal link opens the guest's
page in Chromium (the link made before it no longer does), and its List-Unsubscribe one-click
POST unsubscribes the guest, whom later invitations and reminders then skip."""

import json
import re
import urllib.error
import urllib.request
from datetime import datetime
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By

from browser import PHONE, Browser
from guest_link import make_link
from judges import LINK, alternative, calendar_event, message_uuid, recipient
from mail_store import SENDER_DOMAIN, STARTS, TITLE, ZONE, MailTest, Served, free_port

ZOE, LUKASZ, NORA = "Zoë Ærøskøbing", "Łukasz Żółć", "Nóra Nomail"
OWN_SUBJECT = "Ünïcode: an evening you should not miss"
OWN_WORDS = "Liebe Gäste — bring your dancing shoes."


def http(url, data=None):
    """(status, body) of a GET, or a POST of `data` (bytes) as a form."""
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/x-www-form-urlencoded"} if data else {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


class InvitationTests(MailTest):
    def invite_list(self, public_url):
        """A server, the set-up, the event and three guests (one without an email)."""
        server = self.mail.smtp_server()
        self.mail.setup(server, public_url=public_url)
        event = self.mail.event()
        guests = {name: self.mail.guest(event, name, email) for name, email in
                  ((ZOE, "zoe@example.org"), (LUKASZ, "lukasz@example.org"), (NORA, None))}
        return server, event, guests

    def test_invite_and_send(self):
        """guests invite a list: one queued per guest with an email (no email: skipped), mail send sends each once; subjects, names, text + HTML, event.ics, List-Unsubscribe as Python's email and icalendar read them"""
        public = "https://rsvp.example.org"
        server, event, guests = self.invite_list(public)
        invited = self.mail.json("guests", "invite", event, guests[ZOE], guests[NORA])
        self.assertEqual([entry["guest"] for entry in invited["queued"]], [guests[ZOE]])
        self.assertEqual(invited["skipped"], [{"guest": guests[NORA], "reason": "no email"}])
        words = self.mail.folder / "words.txt"
        words.write_text(OWN_WORDS + "\n")
        own = self.mail.json("guests", "invite", event, guests[LUKASZ], "--subject", OWN_SUBJECT, "--message", str(words))
        self.assertEqual(len(own["queued"]), 1)
        queued = self.mail.outbox(event)
        self.assertEqual(sorted((m["kind"], m["to"], m["status"]) for m in queued),
                         [("invitation", "lukasz@example.org", "queued"), ("invitation", "zoe@example.org", "queued")])
        self.assertEqual(server.files(), [], "nothing is sent before mail send")

        self.assertSent(self.mail.send(), 2)
        self.assertSent(self.mail.send(), 0)
        messages = server.messages()
        self.assertEqual(len(messages), 2, "each invitation delivered once")
        outbox = {m["id"].lower(): m for m in self.mail.outbox(event)}
        self.assertEqual({(m["status"], m["attempts"]) for m in outbox.values()}, {("sent", 1)})
        by_address = {recipient(message): message for message in messages}
        self.assertEqual(set(by_address), {"zoe@example.org", "lukasz@example.org"})
        for address, name, subject in (("zoe@example.org", ZOE, f"You're invited: {TITLE}"),
                                        ("lukasz@example.org", LUKASZ, OWN_SUBJECT)):
            message = by_address[address]
            with self.subTest(address):
                self.assertEqual(message["Subject"], subject)
                self.assertEqual(message["To"].addresses[0].display_name, name)
                self.assertIn(message_uuid(message, SENDER_DOMAIN), outbox, "the Message-ID is the outbox message's id")
                text, html = alternative(message)
                links = set(LINK.findall(text))
                self.assertEqual(len(links), 1, f"one personal link in the text: {text}")
                link = links.pop()
                self.assertTrue(link.startswith(public + "/i/"), link)
                self.assertIn(link, html)
                self.assertIn(TITLE, html.replace("&#39;", "'").replace("&apos;", "'"))
                unsubscribe = str(message["List-Unsubscribe"]).strip()
                self.assertRegex(unsubscribe, r"^<" + re.escape(public) + r"/u/[A-Za-z0-9_\-]+>$")
                self.assertEqual(str(message["List-Unsubscribe-Post"]).strip(), "List-Unsubscribe=One-Click")
                happening = calendar_event(message)
                self.assertEqual(str(happening["SUMMARY"]), TITLE)
                self.assertEqual(happening.decoded("DTSTART"), datetime.fromisoformat(STARTS).replace(tzinfo=ZoneInfo(ZONE)))
        self.assertIn(OWN_WORDS, alternative(by_address["lukasz@example.org"])[0])

    def test_invited_again_while_waiting(self):
        """guests invite twice before mail send: the newer invitation is delivered once; the first is replaced, not failed, and mail send says so apart from its failures"""
        server, event, guests = self.invite_list("https://rsvp.example.org")
        first = self.mail.json("guests", "invite", event, guests[ZOE])["queued"][0]["message"]
        second = self.mail.json("guests", "invite", event, guests[ZOE])["queued"][0]["message"]
        sent = self.mail.json("mail", "send")
        self.assertEqual((sent["sent"], sent["failed"], sent["replaced"]), (1, 0, 1), sent)
        delivered = server.messages()
        self.assertEqual(len(delivered), 1)
        self.assertEqual(message_uuid(delivered[0], SENDER_DOMAIN), second.lower())
        statuses = {m["id"].lower(): m["status"] for m in self.mail.outbox(event)}
        self.assertEqual(statuses, {first.lower(): "replaced", second.lower(): "sent"})
        self.assertEqual([m["id"].lower() for m in self.mail.outbox(event, "--status", "replaced")], [first.lower()])

    def test_cancelled_before_sending(self):
        """mail cancel takes a queued invitation out: mail send delivers the others and never the cancelled one, now or later; naming it again is refused"""
        server, event, guests = self.invite_list("https://rsvp.example.org")
        queued = {entry["guest"]: entry["message"] for entry in self.mail.json("guests", "invite", event, guests[ZOE], guests[LUKASZ])["queued"]}
        cancelled = self.mail.json("mail", "cancel", event, queued[guests[ZOE]][:8])
        self.assertEqual([m["to"] for m in cancelled["cancelled"]], ["zoe@example.org"])
        self.assertEqual(cancelled["beingSent"], [])
        self.assertSent(self.mail.send(), 1)
        self.assertSent(self.mail.send(), 0)
        self.assertEqual([recipient(message) for message in server.messages()], ["lukasz@example.org"])
        statuses = {m["id"].lower(): m["status"] for m in self.mail.outbox(event)}
        self.assertEqual(statuses, {queued[guests[ZOE]].lower(): "cancelled", queued[guests[LUKASZ]].lower(): "sent"})
        refused = self.mail.attempt("mail", "cancel", event, queued[guests[LUKASZ]])
        self.assertEqual(refused.returncode, 65, refused.stderr)
        self.assertIn("was sent already", refused.stderr)

    def test_link_and_unsubscribe(self):
        """the mailed link opens the guest's page in Chromium and the older link 404s; GET /u/ asks, a one-click POST unsubscribes: guests show says so, invite and reminders skip the guest"""
        port = free_port()
        public = f"http://127.0.0.1:{port}"
        server, event, guests = self.invite_list(public)
        old_link = make_link(self.mail.store, public, event, guests[ZOE])
        self.mail.json("guests", "invite", event, guests[ZOE], guests[LUKASZ])
        self.assertSent(self.mail.send(), 2)
        zoe = next(message for message in server.messages() if recipient(message) == "zoe@example.org")
        link = LINK.search(alternative(zoe)[0]).group(0)
        self.assertNotEqual(link, old_link)
        unsubscribe = str(zoe["List-Unsubscribe"]).strip().strip("<>")

        served = Served(self.mail, port)
        self.addCleanup(served.stop)
        self.assertEqual(http(old_link)[0], 404, "the link made before the invitation still opens a page")
        browser = Browser()
        self.addCleanup(browser.quit)
        browser.viewport(*PHONE)
        browser.open(link)
        self.assertIn(ZOE, browser.text())
        self.assertTrue(browser.driver.find_elements(By.CSS_SELECTOR, "#rsvp-status"), "the guest's page has no answer status")

        status, page = http(unsubscribe)
        self.assertEqual(status, 200, page[:300])
        self.assertIn("<button", page)
        self.assertNotRegex(self.mail.run("guests", "show", event, guests[ZOE]), r"(?i)unsubscribed",
                            "a GET (a mail scanner's prefetch) unsubscribed the guest")
        status, page = http(unsubscribe, b"List-Unsubscribe=One-Click")
        self.assertLess(status, 300, page[:300])
        self.assertRegex(self.mail.run("guests", "show", event, guests[ZOE]), r"Mail\W+unsubscribed \d{4}-\d\d-\d\d")
        logged = self.mail.json("events", "log", event)[-1]
        self.assertEqual((logged["actor"], logged["actorKind"], logged["via"], logged["target"]), (ZOE, "guest", "link", guests[ZOE]),
                         "the one-click unsubscribe is logged as the guest's, through their link")
        self.assertNotIn(unsubscribe.rsplit("/", 1)[-1], json.dumps(self.mail.json("events", "log", event)), "the link's secret is in the log")
        status, page = http(unsubscribe)
        self.assertRegex(page, r'since <time datetime="\d{4}-\d\d-\d\dT[^"]+">\w+day \d+ \w+ \d{4}, \d\d:\d\d, [\w ]+ time</time>',
                         "the page says when as people do")
        self.assertEqual(served.stop(), 0)

        again = self.mail.json("guests", "invite", event, guests[ZOE])
        self.assertEqual((again["queued"], again["skipped"]), ([], [{"guest": guests[ZOE], "reason": "unsubscribed"}]))
        for guest in (ZOE, LUKASZ):
            self.mail.run("guests", "rsvp", event, guests[guest], "accepted")
        self.mail.run("mail", "remind", event, "--at", "2026-11-01T10:00")
        self.assertSent(self.mail.send(), 1)
        reminded = server.messages()[2:]
        self.assertEqual([recipient(message) for message in reminded], ["lukasz@example.org"])
        self.assertTrue(str(reminded[0]["Subject"]).startswith(f"Reminder: {TITLE} on "), reminded[0]["Subject"])
