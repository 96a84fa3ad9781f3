"""Mail from the organiser's browser pages, against `rushday serve` and a real SMTP server:
invitations composed on the invite page reach every guest with an email, as Python's `email`
reads them (the subject and the organiser's own words), a failed message retried from the
outbox's retry page arrives once, and the mail set-up made on its own page (the server's
password typed there, never drawn back) is the one `mail setup` shows and its test mail uses."""

import html
import http.cookiejar
import re
import stat
import time
import urllib.error
import urllib.parse
import urllib.request

from judges import alternative, recipient
from mail_store import ORGANISER, ORGANISER_PASSWORD, SENDER, SMTP_PASSWORD, SMTP_USER, MailTest, Served, wait

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

    def send(self, action, fields, page):
        """Sends the form posting to `action` with the token of `page`, whatever the answer's
        status: (status, the address it ends at, its body)."""
        token = re.search(r'name="csrf" value="([^"]*)"', self.get(page)).group(1)
        data = urllib.parse.urlencode({**fields, "csrf": token}).encode()
        try:
            with self.client.open(self.url + action, data=data, timeout=60) as response:
                return response.status, response.geturl().removeprefix(self.url), response.read().decode()
        except urllib.error.HTTPError as refused:
            with refused:
                return refused.code, refused.geturl().removeprefix(self.url), refused.read().decode()


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
        self.assertTrue(wait(60, lambda: {m["status"] for m in self.mail.outbox(event)} == {"sent"}))

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
        self.assertTrue(wait(60, lambda: self.mail.outbox(event)[0]["status"] == "sent"))
        time.sleep(2)
        self.assertEqual(len(server.files()), 1, "delivered once")

    def test_setup_from_the_page(self):
        """the mail set-up page saves the server (STARTTLS, AUTH), sender, public address, rate and the server's password typed there as mail setup --format json shows them, never drawing the password back; its test mail reaches the server once and the page says what it replied"""
        server = self.mail.smtp_server()
        self.assertIsNone(self.mail.json("mail", "setup"), "a new store has a mail set-up already")
        served = Served(self.mail)
        self.addCleanup(served.stop)
        browser = Browser(served.url)
        pages = []  # every page the password could be drawn back on

        first = browser.get("/mail/setup")
        pages.append(first)
        self.assertIn("<h1>Mail set-up</h1>", first)
        self.assertRegex(first, r'<input type="password"[^>]* id="password"', "the password field is not a password input")
        self.assertNotIn("Try it", first, "a test is offered before there is a set-up")

        form = {"smtp": server.url(SMTP_USER), "from": SENDER, "public-url": served.url, "per-minute": "20", "password": SMTP_PASSWORD}
        status, landed, refused = browser.send("/mail/setup", {**form, "public-url": "ftp://x"}, "/mail/setup")
        pages.append(refused)
        self.assertEqual((status, landed), (422, "/mail/setup"), "an ftp public address is not refused on the page")
        self.assertIn('id="public-url-error"', refused)
        self.assertIsNone(self.mail.json("mail", "setup"), "a refused set-up was saved")
        self.assertFalse((self.mail.config / "smtp-password").exists(), "the password of a refused set-up was kept")

        self.assertEqual(browser.post("/mail/setup", form), "/mail/setup?done=saved")
        saved = browser.get("/mail/setup?done=saved")
        pages.append(saved)
        self.assertIn("The mail set-up is saved.", saved)
        self.assertIn("known on this machine", saved)
        shown = self.mail.json("mail", "setup")
        self.assertEqual({key: shown.get(key) for key in ("smtp", "from", "publicURL", "perMinute", "passwordKnown")},
                         {"smtp": server.url(SMTP_USER, "starttls"), "from": SENDER, "publicURL": served.url, "perMinute": 20,
                          "passwordKnown": True}, "mail setup --format json disagrees with the page's form")
        kept = self.mail.config / "smtp-password"
        self.assertTrue(kept.is_file(), f"the password typed on the page is not kept at {kept}, where --password-stdin keeps it")
        self.assertEqual(stat.S_IMODE(kept.stat().st_mode), 0o600)
        self.assertEqual(kept.read_text().strip(), SMTP_PASSWORD)
        self.assertEqual(server.files(), [], "saving the set-up sent mail")

        self.assertIn("<h2>Try it</h2>", saved)
        address = re.search(r'<input type="email" value="([^"]*)" id="address"', saved)
        self.assertIsNotNone(address, "no address field in the Try it form")
        self.assertEqual(html.unescape(address.group(1)), ORGANISER, "the test mail does not default to the visitor's address")
        status, landed, tried = browser.send("/mail/setup/test", {"address": ORGANISER}, "/mail/setup")
        pages.append(tried)
        self.assertEqual((status, landed), (200, "/mail/setup/test"), "the test mail's answer is not the page itself")
        said = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", tried)))
        self.assertIn(f"Sent a test mail to {ORGANISER}.", said, f"the page does not say the test mail was sent: {said[-1500:]}")
        self.assertRegex(said, r"The server said: 250\b", "the page does not show the server's reply")

        # The test mail is sent while the page is answered: it is in the maildir before the 250 that the page shows.
        message = self.only(server.messages(), "test mail")
        self.assertEqual(message["Subject"], "RushDay test mail")
        self.assertEqual([address.addr_spec for address in message["To"].addresses], [ORGANISER])
        self.assertIn("events@rushday.test", str(message["From"]))
        self.assertNotIn(SMTP_PASSWORD, message.as_string())
        log = server.log()
        self.assertEqual(len(re.findall(r"(?m)^\S+ DATA$", log)), 1, f"not one DATA: {log}")
        self.assertRegex(log, r"(?m)^\S+ STARTTLS$")
        self.assertRegex(log, r"(?m)^\S+ AUTH (PLAIN|LOGIN)$", "the test mail did not sign in with the password typed")
        for page in pages:
            self.assertNotIn(SMTP_PASSWORD, page, "the page draws the typed password back")
