"""Mail from the organiser's browser pages, against `rushday serve` and a real SMTP server:
invitations composed on the invite page reach every guest with an email, as Python's `email`
reads them (the subject and the organiser's own words), and a failed message retried from the
outbox's retry page arrives once."""

import http.cookiejar
import re
import time
import urllib.parse
import urllib.request

from judges import alternative, recipient
from mail_store import ORGANISER, ORGANISER_PASSWORD, MailTest, Served, wait

OWN_SUBJECT = "Ünïcode: come to the <b>gala</b>"
OWN_WORDS = "Liebe Gäste — bring your dancing shoes."


class Browser:
    """A client keeping its cookies, signed in as the organiser through the sign-in form."""

    def __init__(self, url):
        self.url = url
        self.client = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.post("/signin", {"email": ORGANISER, "password": ORGANISER_PASSWORD})

    def get(self, path):
        with self.client.open(self.url + path, timeout=30) as response:
            return response.read().decode()

    def post(self, path, fields):
        """Sends the form at `path` with the token of its own page; the address it ends at (after its redirect)."""
        token = re.search(r'name="csrf" value="([^"]*)"', self.get(path)).group(1)
        data = urllib.parse.urlencode({**fields, "csrf": token}).encode()
        with self.client.open(self.url + path, data=data, timeout=30) as response:
            return response.geturl().removeprefix(self.url)


class WebMailTests(MailTest):
    def test_invite_from_the_page(self):
        """the invite page queues one invitation per guest with an email of the chosen status, says how many, and serve delivers each once with the subject and words typed"""
        server = self.mail.smtp_server()
        self.mail.setup(server)
        event = self.mail.event()
        for name, email in (("Zoë Ærøskøbing", "zoe@example.org"), ("Łukasz Żółć", "lukasz@example.org"), ("Nóra Nomail", None)):
            self.mail.guest(event, name, email)
        served = Served(self.mail)
        self.addCleanup(served.stop)
        browser = Browser(served.url)
        landed = browser.post(f"/events/{event}/invite", {"status": "invited", "subject": OWN_SUBJECT, "message": OWN_WORDS})
        self.assertEqual(landed, f"/events/{event}/mail?done=invited&count=2&skipped=1")
        self.assertIn("2 invitations queued; 1 left out", browser.get(landed))
        self.assertEqual(server.wait_for(2, 30), 2, f"serve sent fewer than 2 in 30 s; its log: {''.join(served.log)[-1500:]}")
        messages = server.messages()
        self.assertEqual(sorted(recipient(message) for message in messages), ["lukasz@example.org", "zoe@example.org"])
        for message in messages:
            self.assertEqual(message["Subject"], OWN_SUBJECT)
            self.assertIn(OWN_WORDS, alternative(message)[0])
        self.assertTrue(wait(10, lambda: {m["status"] for m in self.mail.outbox(event)} == {"sent"}))

    def test_retry_from_the_page(self):
        """a message the server refused (550) is failed; retried from the retry page it is sent, and arrives once"""
        server = self.mail.smtp_server(script=["550"])
        self.mail.setup(server)
        event = self.mail.event()
        guest = self.mail.guest(event, "Zoë Ærøskøbing", "zoe@example.org")
        self.mail.run("guests", "invite", event, guest)
        served = Served(self.mail)
        self.addCleanup(served.stop)
        self.assertTrue(wait(30, lambda: self.mail.outbox(event)[0]["status"] == "failed"), self.mail.outbox(event))
        self.assertEqual(server.files(), [])
        browser = Browser(served.url)
        self.assertIn("1 failed message", browser.get(f"/events/{event}/mail/retry"))
        self.assertEqual(browser.post(f"/events/{event}/mail/retry", {}), f"/events/{event}/mail?done=retried&count=1")
        self.assertEqual(server.wait_for(1, 30), 1)
        self.assertTrue(wait(10, lambda: self.mail.outbox(event)[0]["status"] == "sent"))
        time.sleep(2)
        self.assertEqual(len(server.files()), 1, "delivered once")
