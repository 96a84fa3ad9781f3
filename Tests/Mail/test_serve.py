"""`rushday serve` sends by itself: a message queued by a command is delivered without `mail
send`, at most --per-minute a minute; the dashboard gains a Mail section; the SMTP password
(given through RUSHDAY_SMTP_PASSWORD) is in neither serve's command line nor its log."""

import http.cookiejar
import re
import time
import urllib.parse
import urllib.request
from pathlib import Path

from mail_store import ORGANISER, ORGANISER_PASSWORD, SMTP_PASSWORD, SMTP_USER, MailTest, Served, wait


def signed_in_page(url, path):
    """The page at `path` of the server at `url`, signed in as the organiser through the sign-in form."""
    client = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    form = client.open(url + "/signin", timeout=30).read().decode()
    token = re.search(r'name="csrf" value="([^"]*)"', form).group(1)
    fields = {"email": ORGANISER, "password": ORGANISER_PASSWORD, "csrf": token, "next": path}
    return client.open(url + "/signin", data=urllib.parse.urlencode(fields).encode(), timeout=30).read().decode()


class ServeTests(MailTest):
    def test_serve_drains(self):
        """serve delivers an invitation queued by guests invite without mail send; the dashboard (events show and the page) has a Mail section counting it sent; the password is in neither serve's command line nor its log"""
        server = self.mail.smtp_server()
        self.mail.run("mail", "setup", "--smtp", server.url(SMTP_USER), "--from", "Team <events@rushday.test>",
                      "--public-url", "http://127.0.0.1:9")
        event = self.mail.event()
        guest = self.mail.guest(event, "Zoë Ærøskøbing", "zoe@example.org")
        served = Served(self.mail, environment={"RUSHDAY_SMTP_PASSWORD": SMTP_PASSWORD})
        self.addCleanup(served.stop)
        self.mail.run("guests", "invite", event, guest)
        self.assertEqual(server.wait_for(1, 30), 1, f"serve sent nothing in 30 s; its log: {''.join(served.log)[-1500:]}")
        self.assertTrue(wait(60, lambda: self.mail.outbox(event)[0]["status"] == "sent"))
        command_line = Path(f"/proc/{served.process.pid}/cmdline").read_bytes().decode(errors="replace")
        self.assertNotIn(SMTP_PASSWORD, command_line)
        sections = {section["title"]: section for section in self.mail.json("events", "show", event)["dashboard"]}
        self.assertIn("Mail", sections, f"dashboard sections: {list(sections)}")
        items = {item["label"].lower(): str(item["value"]) for item in sections["Mail"].get("items", [])}
        self.assertEqual({label: items.get(label) for label in ("queued", "sent", "failed")},
                         {"queued": "0", "sent": "1", "failed": "0"}, items)
        page = signed_in_page(served.url, f"/events/{event}")
        section = re.search(r">\s*Mail\s*<.*", page, re.S)
        self.assertIsNotNone(section, "the dashboard page has no Mail section")
        self.assertRegex(section.group(0), r"(?s)>\s*Sent\s*<.*?>\s*1\s*<")
        self.assertEqual(served.stop(), 0)
        self.assertNotIn(SMTP_PASSWORD, "".join(served.log))

    def test_serve_rate(self):
        """serve respects --per-minute 2: of five queued invitations, at most two go in the first 15 seconds"""
        server = self.mail.smtp_server()
        self.mail.setup(server, options=("--per-minute", "2"))
        event = self.mail.event()
        for index in range(5):
            self.mail.guest(event, f"Gäst {index}", f"guest{index}@example.org")
        self.mail.run("guests", "invite", event)
        served = Served(self.mail)
        self.addCleanup(served.stop)
        self.assertGreaterEqual(server.wait_for(1, 15), 1, "serve sent nothing")
        time.sleep(12)
        self.assertLessEqual(len(server.files()), 2)
