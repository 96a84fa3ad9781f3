"""Open registration from outside, against `rushday serve` and a real SMTP server: 200 people
registering at once on an event's public page (each with a client and cookies of its own), the
confirmation mails they get, and their confirmations racing for 50 places; an unconfirmed
registration holding nothing; one address making one guest, and its sixth registration in an
hour refused; a confirmation link that GET never confirms; hostile forms refused with the store
untouched; closed and draft events."""

import http.cookiejar
import json
import random
import re
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

from judges import LINK, alternative, recipient
from mail_store import TITLE, MailTest, Served, free_port, wait
from test_web_mail import Browser

CONFIRM_SUBJECT = f"Confirm your registration: {TITLE}"
PAGE_SUBJECT = f"Your page for {TITLE}"
TOKEN = re.compile(r'name="csrf" value="([^"]*)"')
STATUS = re.compile(r'id="rsvp-status" data-status="(\w+)"|data-status="(\w+)"[^>]*id="rsvp-status"')
IN_LINE = re.compile(r"number (\d+) in line")
WORKERS = 24


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """Leaves a redirect to its caller, who checks its status and Location."""

    def redirect_request(self, *arguments, **options):
        return None


class Visitor(Browser):
    """Someone with no account on the public pages: a client of its own, keeping its cookies (the
    csrf nonce a page sets), following no redirect."""

    def __init__(self, url):
        self.url = url
        self.client = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), NoRedirect())

    def open(self, path, data=None):
        """GETs `path`, or POSTs `data` (bytes) to it: (status, Location relative to the server, body)."""
        try:
            with self.client.open(self.url + path, data=data, timeout=120) as response:
                return response.status, response.headers.get("Location"), response.read().decode(errors="replace")
        except urllib.error.HTTPError as answer:
            with answer:
                location = answer.headers.get("Location")
                return answer.code, location and location.removeprefix(self.url), answer.read().decode(errors="replace")

    def token(self, path):
        """The csrf field of the page at `path` (opening it sets the cookie the field is tied to)."""
        status, _, body = self.open(path)
        found = TOKEN.search(body)
        if status != 200 or not found:
            raise AssertionError(f"GET {path} answered {status} with no csrf field")
        return found.group(1)

    def form(self, action, fields, token):
        """POSTs `fields` with `token` to `action`: (status, Location, body)."""
        return self.open(action, urllib.parse.urlencode({**fields, "csrf": token}).encode())


def link_path(message, url):
    """The /i/SECRET path of the one link the mail's text holds to the server at `url`."""
    links = set(LINK.findall(alternative(message)[0]))
    if len(links) != 1 or not next(iter(links)).startswith(url + "/i/"):
        raise AssertionError(f"wanted one {url}/i/ link in the mail to {recipient(message)}, got {links}")
    return next(iter(links)).removeprefix(url)


def page_status(body):
    """The data-status of a guest page's #rsvp-status, and the waitlist position it says (or None)."""
    found = STATUS.search(body)
    if not found:
        raise AssertionError(f"the guest page has no #rsvp-status: {body[-1500:]}")
    position = IN_LINE.search(body)
    return found.group(1) or found.group(2), position and int(position.group(1))


class RegistrationRushTests(MailTest):
    def open_event(self, capacity=None, party=0, mode="open"):
        """An event taking registrations (`mode`), published, served on the public address its
        mails name: (the SMTP server, the event's handle, serve's URL)."""
        server = self.mail.smtp_server()
        port = free_port()
        self.mail.setup(server, public_url=f"http://127.0.0.1:{port}")
        event = self.mail.event(options=("--capacity", str(capacity)) if capacity else ())
        changes = (("--registration", mode) if mode != "closed" else ()) + (("--registration-party", str(party)) if party else ())
        if changes:
            self.mail.run("events", "update", event, *changes)
        self.mail.run("events", "publish", event)
        served = Served(self.mail, port=port)
        self.addCleanup(served.stop)
        self.served = served
        return server, event, served.url

    def register(self, url, event, name, email, visitor=None):
        """Fills the public page's form as a new visitor (or `visitor`): (status, Location, body)."""
        visitor = visitor or Visitor(url)
        token = visitor.token(f"/e/{event}")
        return visitor.form(f"/e/{event}", {"name": name, "email": email, "website": ""}, token)

    def assertRegistered(self, answer, event):
        self.assertEqual(answer[:2], (303, f"/e/{event}/registered"), f"not the 303 to /registered: {answer[2][-800:]}")

    def confirm(self, url, path):
        """Opens the confirmation link `path` and presses Confirm: (the POST's status, its
        Location, the status and waitlist position the page it leads to shows)."""
        visitor = Visitor(url)
        status, _, page = visitor.open(path)
        self.assertEqual(status, 200, f"GET {path}")
        self.assertIn('id="confirm"', page, f"the page of {path} has no form#confirm")
        token = TOKEN.search(page).group(1)
        status, location, _ = visitor.form(path + "/confirm", {}, token)
        if status != 303:
            return status, location, None, None
        _, _, landed = visitor.open(location.split("#")[0])
        return (status, location, *page_status(landed))

    def guests(self, event):
        return {guest["email"]: guest for guest in self.mail.json("guests", "list", event)}

    def rsvp(self, event):
        """The dashboard's RSVP section, label to value."""
        sections = {section["key"]: section for section in self.mail.json("events", "show", event)["dashboard"]}
        return {item["label"]: item["value"] for item in sections["rsvp"]["items"]}

    def mails(self, server, count, seconds=180):
        """Waits for the maildir to hold `count` messages: each received message."""
        self.assertEqual(server.wait_for(count, seconds), count,
                         f"serve delivered {len(server.files())} of {count} messages; its log: {''.join(self.served.log)[-1500:]}")
        return server.messages()

    def settled(self, event, seconds=180):
        """Waits until serve has sent (or replaced) every message queued for the event: its outbox."""
        def drained():
            outbox = self.mail.outbox(event)
            return outbox if outbox and all(message["status"] != "queued" for message in outbox) else None

        outbox = wait(seconds, drained)
        self.assertTrue(outbox, f"serve left messages queued; its log: {''.join(self.served.log)[-1500:]}")
        return outbox

    def links(self, messages, subject, url):
        """Each recipient's links in the messages of `subject`, in the order received."""
        found = {}
        for message in messages:
            if message["Subject"] == subject:
                found.setdefault(recipient(message), []).append(link_path(message, url))
        return found

    def test_registration_rush(self):
        """200 people register at once (5 of them twice): 200 unconfirmed guests holding nothing, one live link each; their confirmations race for 50 places: 50 accepted, never more, 150 waitlisted in confirmation order"""
        server, event, url = self.open_event(capacity=50)
        people = [(f"Renée Rush {index:03d}", f"rush{index:03d}@example.org") for index in range(200)]
        twice = {email for _, email in people[::40]}

        def rush(person):
            name, email = person
            visitor = Visitor(url)
            answers = [self.register(url, event, name, email, visitor)]
            if email in twice:
                answers.append(self.register(url, event, name + " Again", email, visitor))
            return answers

        with ThreadPoolExecutor(WORKERS) as pool:
            answers = [answer for person in pool.map(rush, people) for answer in person]
        self.assertEqual(len(answers), 205)
        for answer in answers:
            self.assertRegistered(answer, event)

        listed = self.mail.json("guests", "list", event)
        self.assertEqual(len(listed), 200, "one address made more than one guest")
        guests = {guest["email"]: guest for guest in listed}
        self.assertEqual(set(guests), {email for _, email in people})
        self.assertEqual({guest["status"] for guest in guests.values()}, {"unconfirmed"})
        for name, email in people:
            self.assertEqual(guests[email]["name"], name + " Again" if email in twice else name)
        standing = self.rsvp(event)
        self.assertEqual((standing["Accepted"], standing["Places left"]), ("0", "50"), f"unconfirmed registrations hold places: {standing}")
        self.assertIn("50 places left.", Visitor(url).open(f"/e/{event}")[2])

        # A second registration replaces a confirmation mail still queued: 200 to 205 are sent.
        outbox = self.settled(event)
        self.assertEqual(len(outbox), 205, "not one confirmation mail queued per registration")
        self.assertEqual({message["kind"] for message in outbox}, {"confirmation"})
        sent = [message for message in outbox if message["status"] == "sent"]
        self.assertEqual(sorted({message["to"] for message in sent}), sorted(guests), "not every registrant was mailed")
        links = self.links(self.mails(server, len(sent)), CONFIRM_SUBJECT, url)
        self.assertEqual(set(links), set(guests), "not every registrant got a confirmation mail")
        live = {}
        for email, paths in links.items():
            self.assertEqual(len(paths), len([message for message in sent if message["to"] == email]), f"{email}'s confirmation mails")
            opened = {path: Visitor(url).open(path) for path in paths}
            alive = [path for path, answer in opened.items() if answer[0] == 200]
            self.assertEqual(len(alive), 1, f"{email}'s links answer {[answer[0] for answer in opened.values()]}, not one live link")
            self.assertTrue(all(answer[0] == 404 for path, answer in opened.items() if path not in alive),
                            f"{email}'s replaced link does not answer 404")
            self.assertIn(f"You registered as {guests[email]['name']}.", opened[alive[0]][2], "the live link is not the newest registration's")
            live[email] = alive[0]

        order = [email for _, email in people]
        random.Random(20261215).shuffle(order)
        first, racing, last = order[:40], order[40:190], order[190:]
        confirmed = {}
        for email in first:
            confirmed[email] = self.confirm(url, live[email])
            self.assertEqual(confirmed[email][:3], (303, f"{live[email]}?confirmed=1#rsvp-status", "accepted"), email)

        heads, sampling = [], threading.Event()

        def sample():
            while not sampling.is_set():
                done = self.mail.attempt("guests", "list", event, "--status", "accepted", "--format", "json")
                if done.returncode == 0:
                    heads.append(sum(guest["heads"] for guest in json.loads(done.stdout)))

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            with ThreadPoolExecutor(WORKERS) as pool:
                confirmed.update(zip(racing, pool.map(lambda email: self.confirm(url, live[email]), racing)))
        finally:
            sampling.set()
            sampler.join(120)
        self.assertTrue(heads, "no accepted heads were read while the confirmations raced")
        self.assertLessEqual(max(heads), 50, "more accepted heads than the capacity while the confirmations raced")
        for email in racing:
            self.assertEqual(confirmed[email][:2], (303, f"{live[email]}?confirmed=1#rsvp-status"), email)
        raced = [confirmed[email] for email in racing]
        self.assertEqual(sum(1 for answer in raced if answer[2] == "accepted"), 10, "the race did not take exactly the 10 places left")
        self.assertEqual(sorted(answer[3] for answer in raced if answer[2] == "waitlisted"), list(range(1, 141)),
                         "the racing confirmations' waitlist places are not 1 to 140, one each")
        for position, email in enumerate(last, start=141):
            confirmed[email] = self.confirm(url, live[email])
            self.assertEqual(confirmed[email][:4], (303, f"{live[email]}?confirmed=1#rsvp-status", "waitlisted", position), email)

        guests = self.guests(event)
        statuses = [guest["status"] for guest in guests.values()]
        self.assertEqual((statuses.count("accepted"), statuses.count("waitlisted")), (50, 150))
        self.assertEqual(sum(guest["heads"] for guest in guests.values() if guest["status"] == "accepted"), 50)
        self.assertEqual({guest["answeredVia"] for guest in guests.values()}, {"registration"})
        for email, answer in confirmed.items():
            self.assertEqual(guests[email]["status"], answer[2], f"{email}'s page said {answer[2]}, the list says {guests[email]['status']}")
        standing = self.rsvp(event)
        self.assertEqual((standing["Accepted"], standing["Places left"], standing["Waitlist"]), ("50", "0", "150 parties, 150 heads"))
        since = [guests[email]["statusChangedAt"] for email in first]
        self.assertEqual(since, sorted(since), "the first 40, confirmed one after another, changed status out of order")
        by_place = sorted((answer[3], guests[email]["statusChangedAt"]) for email, answer in confirmed.items() if answer[2] == "waitlisted")
        self.assertEqual([place for place, _ in by_place], list(range(1, 151)))
        self.assertEqual([at for _, at in by_place], sorted(at for _, at in by_place), "the waitlist is not in the order of confirmation")

        head_of_line = next(email for email, answer in confirmed.items() if answer[2] == "waitlisted" and answer[3] == 1)
        declined = self.mail.json("guests", "rsvp", event, guests[first[0]]["handle"], "declined")
        self.assertEqual([guest["handle"] for guest in declined["promoted"]], [guests[head_of_line]["handle"]],
                         "the freed place did not go to the first confirmed on the waitlist")

    def test_unconfirmed_never_counts(self):
        """with 2 places, a registration not confirmed holds none: the two who confirm are accepted, the third waitlisted, and the first confirming last waits behind them"""
        server, event, url = self.open_event(capacity=2)
        people = {"a": ("Ana First", "ana@example.org"), "b": ("Ben", "ben@example.org"), "c": ("Cleo", "cleo@example.org"),
                  "d": ("Dara", "dara@example.org")}
        for name, email in people.values():
            self.assertRegistered(self.register(url, event, name, email), event)
        links = self.links(self.mails(server, 4, 120), CONFIRM_SUBJECT, url)
        link = {key: self.only(links[email], f"confirmation mail to {email}") for key, (_, email) in people.items()}

        self.assertEqual(self.confirm(url, link["b"])[2:], ("accepted", None))
        self.assertEqual(self.confirm(url, link["c"])[2:], ("accepted", None))
        self.assertEqual(self.confirm(url, link["d"])[2:], ("waitlisted", 1))
        guests = self.guests(event)
        self.assertEqual(guests["ana@example.org"]["status"], "unconfirmed")
        standing = self.rsvp(event)
        self.assertEqual((standing["Accepted"], standing["Places left"], standing["Waitlist"]), ("2", "0", "1 party, 1 head"), standing)
        self.assertIn("Waitlist only", Visitor(url).open(f"/e/{event}")[2])

        self.assertEqual(self.confirm(url, link["a"])[2:], ("waitlisted", 2))
        guests = self.guests(event)
        self.assertEqual({key: guests[email]["status"] for key, (_, email) in people.items()},
                         {"a": "waitlisted", "b": "accepted", "c": "accepted", "d": "waitlisted"})
        declined = self.mail.json("guests", "rsvp", event, guests["ben@example.org"]["handle"], "declined")
        self.assertEqual([guest["handle"] for guest in declined["promoted"]], [guests["dara@example.org"]["handle"]],
                         "the freed place did not go to the first to confirm on the waitlist")

    def test_same_email_twice(self):
        """an address registering again before confirming makes no new guest: the newer name, a new link, the old one 404; once confirmed, registering again mails the page's link instead, changing nothing"""
        server, event, url = self.open_event(capacity=10)
        self.assertRegistered(self.register(url, event, "Xavier First", "x@example.org"), event)
        first = self.only(self.links(self.mails(server, 1, 120), CONFIRM_SUBJECT, url)["x@example.org"], "first confirmation mail")
        self.assertRegistered(self.register(url, event, "Xavière Second", "X@Example.org"), event)
        links = self.links(self.mails(server, 2, 120), CONFIRM_SUBJECT, url)
        self.assertEqual(list(links), ["x@example.org"], "the second registration's mail went elsewhere")
        self.assertEqual(links["x@example.org"][0], first)
        second = links["x@example.org"][1]
        self.assertNotEqual(first, second, "registering again mailed the same link")

        guest = self.only(self.mail.json("guests", "list", event), "guest for one address")
        self.assertEqual((guest["name"], guest["status"]), ("Xavière Second", "unconfirmed"))
        self.assertEqual(Visitor(url).open(first)[0], 404, "the replaced link still opens")
        visitor = Visitor(url)
        token = visitor.token(f"/e/{event}")
        self.assertEqual(visitor.form(first + "/confirm", {}, token)[0], 404, "the replaced link still confirms")
        self.assertEqual(self.only(self.mail.json("guests", "list", event), "guest")["status"], "unconfirmed")

        self.assertEqual(self.confirm(url, second)[:3], (303, f"{second}?confirmed=1#rsvp-status", "accepted"))
        before = self.only(self.mail.json("guests", "list", event), "guest")
        self.assertEqual(before["answeredVia"], "registration")
        received = len(self.mails(server, 3, 120))  # the confirmation's "You're registered"
        self.assertRegistered(self.register(url, event, "Xavi Third", "x@example.org"), event)
        messages = self.mails(server, received + 1, 120)
        page = self.only(self.links(messages, PAGE_SUBJECT, url).get("x@example.org", []), "'Your page for' mail")
        self.assertNotIn(page, (first, second), "the page's mail repeats a link mailed before")
        after = self.only(self.mail.json("guests", "list", event), "guest after registering a third time")
        self.assertEqual({key: after[key] for key in ("name", "status", "statusChangedAt", "answeredVia")},
                         {key: before[key] for key in ("name", "status", "statusChangedAt", "answeredVia")})
        status, _, body = Visitor(url).open(page)
        self.assertEqual(status, 200)
        self.assertNotIn('id="confirm"', body, "the page's link asks to confirm again")
        self.assertEqual(page_status(body), ("accepted", None))

    def test_get_changes_nothing(self):
        """opening the confirmation link three times leaves the registration unconfirmed; confirming twice keeps the status and its time, and mails once"""
        server, event, url = self.open_event(capacity=5)
        self.assertRegistered(self.register(url, event, "Gia Get", "gia@example.org"), event)
        link = self.only(self.links(self.mails(server, 1, 120), CONFIRM_SUBJECT, url)["gia@example.org"], "confirmation mail")
        registered = self.only(self.mail.json("guests", "list", event), "guest")
        for _ in range(3):
            status, _, body = Visitor(url).open(link)
            self.assertEqual(status, 200)
            self.assertIn('id="confirm"', body)
        self.assertEqual(self.only(self.mail.json("guests", "list", event), "guest"), registered, "a GET of the link changed the guest")

        visitor = Visitor(url)
        token = TOKEN.search(visitor.open(link)[2]).group(1)
        done = visitor.form(link + "/confirm", {}, token)
        self.assertEqual(done[:2], (303, f"{link}?confirmed=1#rsvp-status"))
        confirmed = self.only(self.mail.json("guests", "list", event), "guest")
        self.assertEqual((confirmed["status"], confirmed["answeredVia"]), ("accepted", "registration"))
        time.sleep(1.1)  # a second confirmation that changed the time would show in statusChangedAt's seconds
        again = visitor.form(link + "/confirm", {}, token)
        self.assertEqual(again[:2], (303, f"{link}?confirmed=1#rsvp-status"))
        self.assertEqual(self.only(self.mail.json("guests", "list", event), "guest"), confirmed, "confirming twice changed the guest")
        kinds = sorted(message["kind"] for message in self.mail.outbox(event))
        self.assertEqual(kinds, ["confirmation", "registration"], "confirming twice mailed twice")

    def test_hostile_registrations(self):
        """bad UTF-8, CR LF in the name, a 10,000-character email, a missing, forged or foreign csrf token and too big a party are refused beside their field, storing and mailing nothing; the honeypot filled is answered alike; markup in a name is kept as text, escaped on the page and one display name in To"""
        server, event, url = self.open_event(capacity=10, party=1)
        self.assertRegistered(self.register(url, event, "Olga Ordinary", "olga@example.org"), event)
        self.mails(server, 1, 120)
        before = (self.mail.json("guests", "list", event), self.mail.outbox(event))
        visitor = Visitor(url)
        token = visitor.token(f"/e/{event}")
        action = f"/e/{event}"
        fine = {"name": "Eve", "email": "eve@example.org", "website": ""}

        raw = b"name=%FF%FE&email=eve%40example.org&website=&csrf=" + token.encode()
        status, _, body = visitor.open(action, raw)
        self.assertEqual(status, 422, "bad UTF-8 in the name")
        self.assertIn("UTF-8", body)
        refusals = [({"name": "Eve\r\nBcc: x@evil.example"}, "name", "control character"),
                    ({"email": "eve@example.org\r\nBcc: x@evil.example"}, "email", "is not an email address"),
                    ({"email": "e" * 10_000}, "email", "is not an email address"),
                    ({"email": "e" * 9_988 + "@example.org"}, "email", "is not an email address"),
                    ({"party": "2"}, "party", "at most 1 other person"),
                    ({"party": "-1"}, "party", ""),
                    ({"party": "lots"}, "party", "how many")]
        for fields, field, said in refusals:
            status, _, body = visitor.form(action, {**fine, **fields}, token)
            shown = {key: value[:40] for key, value in fields.items()}
            self.assertEqual(status, 422, f"{shown} was not refused")
            error = re.search(rf'id="{field}-error"[^>]*>([^<]*)<', body)
            self.assertIsNotNone(error, f"{shown}: no message beside the {field} field")
            self.assertIn(said, error.group(1), shown)
            self.assertLess(len(body), 60_000, f"{shown}: the refusal draws the 10,000 characters back more than once")

        for label, fields, client in (("no csrf field", {}, visitor), ("a forged csrf field", {"csrf": "0" * 64}, visitor),
                                      ("another client's csrf field", {"csrf": token}, Visitor(url))):
            status, _, _ = client.open(action, urllib.parse.urlencode({**fine, **fields}).encode())
            self.assertEqual(status, 403, f"a registration with {label} was not refused")

        self.assertRegistered(visitor.form(action, {**fine, "website": "https://spam.example"}, token), event)
        time.sleep(2)  # time for serve to send what a robot might have queued
        self.assertEqual((self.mail.json("guests", "list", event), self.mail.outbox(event)), before,
                         "a refused registration (or the robot's) changed the store")
        self.assertEqual(len(server.files()), 1, "a refused registration (or the robot's) was mailed")

        markup = '<b>Mal</b>, "Boss" <boss@evil.example>'
        self.assertRegistered(visitor.form(action, {**fine, "name": markup, "email": "mal@example.org"}, token), event)
        message = self.mails(server, 2, 120)[1]
        self.assertEqual(message["Subject"], CONFIRM_SUBJECT)
        to = message["To"].addresses
        self.assertEqual([(address.display_name, address.addr_spec) for address in to], [(markup, "mal@example.org")])
        self.assertIsNone(message["Bcc"])
        self.assertEqual(re.findall(r"(?m)^\S+ RCPT (.*)$", server.log())[-1:], ["TO:<mal@example.org>"])
        guests = self.guests(event)
        self.assertEqual(guests["mal@example.org"]["name"], markup, "markup in a name is not kept as typed")
        status, _, page = Visitor(url).open(link_path(message, url))
        self.assertEqual(status, 200)
        self.assertNotIn("<b>Mal</b>", page, "the name's markup reaches the page unescaped")
        self.assertIn("&lt;b&gt;Mal&lt;/b&gt;", page)

    def test_registration_throttled_per_email(self):
        """a sixth registration for one address within the hour is refused on the email field, storing and mailing nothing"""
        server, event, url = self.open_event()
        for index in range(5):
            self.assertRegistered(self.register(url, event, f"Tess Try {index}", "tess@example.org"), event)
        self.assertEqual(len(self.settled(event)), 5, "five registrations did not queue five confirmation mails")
        before = (self.mail.json("guests", "list", event), self.mail.outbox(event))
        status, _, body = self.register(url, event, "Tess Try 5", "Tess@example.org")
        self.assertEqual(status, 422)
        self.assertRegex(body, r'id="email-error"[^>]*>[^<]*too many registrations for this address')
        self.assertEqual((self.mail.json("guests", "list", event), self.mail.outbox(event)), before)
        self.assertRegistered(self.register(url, event, "Other Person", "other@example.org"), event)

    def test_closed_and_draft(self):
        """registration closed (by the organiser or by its closing time): no form, a post is refused (403) storing nothing, and a registration made while open no longer confirms; a draft event's page is 404"""
        server, event, url = self.open_event()
        self.assertRegistered(self.register(url, event, "Ola Early", "ola@example.org"), event)
        link = self.only(self.links(self.mails(server, 1, 120), CONFIRM_SUBJECT, url)["ola@example.org"], "confirmation mail")
        self.mail.run("events", "update", event, "--registration", "closed")
        visitor = Visitor(url)
        status, _, page = visitor.open(f"/e/{event}")
        self.assertEqual(status, 200)
        self.assertNotIn('id="register"', page, "a closed registration's page has the form")
        self.assertIn("Registration is by invitation only.", page)
        token = visitor.token("/signin")  # a token of this client's cookie: the page has no form to take it from
        before = (self.mail.json("guests", "list", event), self.mail.outbox(event))
        status, _, _ = visitor.form(f"/e/{event}", {"name": "Cole Closed", "email": "cole@example.org", "website": ""}, token)
        self.assertEqual(status, 403, "a registration while registration is closed was not refused")
        status, _, _ = visitor.form(link + "/confirm", {}, token)
        self.assertEqual(status, 403, "a registration made while open confirms after registration closed")
        self.assertEqual((self.mail.json("guests", "list", event), self.mail.outbox(event)), before)
        self.assertEqual(self.guests(event)["ola@example.org"]["status"], "unconfirmed")

        ended = self.mail.event(title="Ended Early", options=("--capacity", "10"))
        self.mail.run("events", "update", ended, "--registration", "open", "--registration-closes", "2020-01-01T10:00")
        self.mail.run("events", "publish", ended)
        status, _, page = visitor.open(f"/e/{ended}")
        self.assertEqual(status, 200)
        self.assertNotIn('id="register"', page, "a registration past its closing time has the form")
        self.assertIn("Registration is closed.", page)
        status, _, _ = visitor.form(f"/e/{ended}", {"name": "Lou Late", "email": "lou@example.org", "website": ""}, token)
        self.assertEqual(status, 403, "a registration past its closing time was not refused")
        self.assertEqual(self.mail.json("guests", "list", ended), [])

        draft = self.mail.event(title="Draft Do")
        self.mail.run("events", "update", draft, "--registration", "open")
        self.assertEqual(visitor.open(f"/e/{draft}")[0], 404, "a draft event's page opens")
        status, _, _ = visitor.form(f"/e/{draft}", {"name": "Dee Draft", "email": "dee@example.org", "website": ""}, token)
        self.assertEqual(status, 404, "a registration for a draft event was not answered 404")
        self.assertEqual(self.mail.json("guests", "list", draft), [])
        self.assertEqual((self.mail.outbox(ended), self.mail.outbox(draft)), ([], []))
        self.assertEqual(len(server.files()), 1, "a refused registration was mailed")
