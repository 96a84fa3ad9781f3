"""Answer notices: with `events update --notify each`, a guest's answer on their own page (the
form of `rushday serve`'s PUBLIC_URL/i/SECRET, posted with its CSRF token) queues one `answer`
mail to each owner and organiser of the event, never to staff nor to the guest, and serve
delivers them: the answer's line in the subject and in both parts, markup the guest typed inert
in the HTML part, no List-Unsubscribe. An organiser's own `guests rsvp` tells nobody."""

import html
import time
from html.parser import HTMLParser

from guest_link import GuestClient, make_link  # Tests/Browser's, found through run.py's path
from judges import alternative, recipient
from mail_store import ORGANISER, TITLE, MailTest, Served, free_port, wait

CO_ORGANISER = "cora@rushday.test"
STAFF = "stan@rushday.test"
GUEST_NAME = "Ann Answer"
GUEST_EMAIL = "ann@example.org"
DIETARY = "<b>vegan</b>"
LINE = f"{GUEST_NAME} <{GUEST_EMAIL}>: accepted, with 1 more; dietary: {DIETARY}; meal: Vegan"


class RSVPForm(HTMLParser):
    """The names of the fields of the page's form#rsvp, and the values its answer buttons send."""

    def __init__(self, page):
        super().__init__()
        self.inside = False
        self.fields = set()
        self.answers = []
        self.feed(page)

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "form":
            self.inside = attributes.get("id") == "rsvp"
        elif self.inside and tag == "button" and attributes.get("name") == "answer":
            self.answers.append(attributes.get("value"))
        elif self.inside and tag in ("input", "select", "textarea") and attributes.get("name"):
            self.fields.add(attributes["name"])

    def handle_endtag(self, tag):
        if tag == "form":
            self.inside = False


def words(text):
    """The text with every run of white space one space (the text part is wrapped at 72 columns)."""
    return " ".join(text.split())


class NoticeTests(MailTest):
    def member(self, email, name, role, event):
        """An account of its own, signed up at a terminal of its own (a session folder apart, so the
        CLI's session stays the owner's), added to the event by the owner as `role`; its session folder."""
        config = self.mail.folder / f"{email.split('@')[0]}-config"
        self.mail.run("auth", "signup", "--email", email, "--name", name, "--password-stdin", stdin=f"{email}-password-1\n",
                      environment={"RUSHDAY_CONFIG_HOME": str(config)})
        self.mail.run("events", "members", "add", event, email, "--role", role)
        return config

    def test_notice_each_answer(self):
        """with --notify each, a guest's acceptance on their own page mails the owner and the organiser (not staff, not the guest) one answer notice each, the line escaped in HTML, no List-Unsubscribe; an organiser's guests rsvp mails nobody"""
        server = self.mail.smtp_server()
        port = free_port()
        public = f"http://127.0.0.1:{port}"
        self.mail.setup(server, public_url=public)
        event = self.mail.event()
        organiser = self.member(CO_ORGANISER, "Cora Co-Organiser", "organizer", event)
        self.member(STAFF, "Stan Staff", "staff", event)
        self.assertEqual(self.mail.json("auth", "whoami")["email"], ORGANISER, "the CLI's session is no longer the owner's")
        self.assertEqual(self.mail.json("auth", "whoami", environment={"RUSHDAY_CONFIG_HOME": str(organiser)})["email"], CO_ORGANISER)
        roles = {member["email"]: member["role"] for member in self.mail.json("events", "members", "list", event)}
        self.assertEqual(roles, {ORGANISER: "owner", CO_ORGANISER: "organizer", STAFF: "staff"})
        self.assertEqual(self.mail.json("events", "show", event)["notify"], "off", "notices are not off by default")
        self.assertEqual(self.mail.json("events", "update", event, "--notify", "each")["notify"], "each")
        self.mail.run("guests", "questions", "add", event, "meal", "--kind", "choice", "--choice", "Fish", "--choice", "Vegan")
        guest = self.mail.guest(event, GUEST_NAME, GUEST_EMAIL, "--party", "1")
        link = make_link(self.mail, public, event, guest)
        self.assertTrue(link.startswith(public + "/i/"), link)
        self.assertEqual(self.mail.outbox(event), [], "mail queued before any answer")

        served = Served(self.mail, port=port)
        self.addCleanup(served.stop)
        client = GuestClient(link)
        form = RSVPForm(client.open())
        self.assertIsNotNone(client.csrf, "the guest's page has no CSRF field")
        self.assertLessEqual({"party", "dietary", "q-meal"}, form.fields, f"the answer form's fields: {form.fields}")
        self.assertIn("accepted", form.answers, f"the answer form's buttons: {form.answers}")
        fields = {name: "" for name in form.fields if name != "csrf"}
        fields.update({"party": "1", "dietary": DIETARY, "q-meal": "Vegan", "answer": "accepted"})
        status, location, body = client.answer(**fields)
        self.assertEqual(status, 303, f"the answer was answered {status}: {body[:500]}")
        self.assertIn("saved=1", location or "")
        shown = self.mail.json("guests", "show", event, guest)
        self.assertEqual((shown["status"], shown["dietary"], shown["answeredVia"]), ("accepted", DIETARY, "web"))

        self.assertGreaterEqual(server.wait_for(2, 30), 2, f"serve sent fewer than 2 in 30 s; its log: {''.join(served.log)[-1500:]}")
        self.assertTrue(wait(60, lambda: {m["status"] for m in self.mail.outbox(event)} == {"sent"}), self.mail.outbox(event))
        time.sleep(2)  # anything more (a third notice, a mail to staff or the guest) would come now
        queued = self.mail.outbox(event)
        self.assertEqual(sorted((m["kind"], m["guest"], m["to"], m["status"]) for m in queued),
                         [("answer", None, CO_ORGANISER, "sent"), ("answer", None, ORGANISER, "sent")])
        messages = server.messages()
        self.assertEqual(sorted(recipient(message) for message in messages), sorted([ORGANISER, CO_ORGANISER]),
                         "not one notice each to the owner and the organiser")
        for message in messages:
            told = recipient(message)
            self.assertEqual(message["Subject"], f"An answer for {TITLE}: {LINE.split(';')[0]}", told)
            self.assertIsNone(message["List-Unsubscribe"], f"the notice to {told} has a List-Unsubscribe header")
            text, page = alternative(message)
            self.assertIn(LINE, words(text), f"the text part to {told} lacks the answer's line: {text}")
            self.assertIn(DIETARY, text)
            self.assertNotIn(link.rsplit("/", 1)[1], text + page, f"the notice to {told} carries the guest's link")
            self.assertIn(words(html.escape(LINE, quote=False)), words(page),
                          f"the HTML part to {told} lacks the answer's line, escaped: {page[-3000:]}")
            self.assertIn("&lt;b&gt;vegan&lt;/b&gt;", page)
            self.assertNotIn(DIETARY, page, f"the guest's markup is raw in the HTML part to {told}")
            self.assertNotIn("<b>", page, f"the HTML part to {told} holds a <b> tag")

        count = len(self.mail.outbox(event))
        self.assertEqual(self.mail.json("guests", "rsvp", event, guest, "declined",
                                        environment={"RUSHDAY_CONFIG_HOME": str(organiser)})["guest"]["status"], "declined")
        self.assertEqual(self.mail.json("guests", "show", event, guest)["status"], "declined")
        self.assertEqual(len(self.mail.outbox(event)), count, "an organiser's guests rsvp queued mail")
        time.sleep(3)
        self.assertEqual(len(server.files()), 2, "an organiser's guests rsvp was mailed")
