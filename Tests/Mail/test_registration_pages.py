"""Open registration, end to end: an event's public page, /e/HANDLE, in Chromium at a phone's
width, its form sent, the confirmation mail read off the real SMTP server and its link opened,
Confirm pressed, and the mail that says where the guest stands (its event.ics read by icalendar);
the pages judged by axe-core against WCAG 2.1 A and AA; registrations waiting for approval,
approved on the guest's page and declined on the bulk page by the organiser signed in in
Chromium; markup typed as a name shown as text, a name with a line break refused, a form a robot
filled answered alike and storing nothing; a draft's page missing and a cancelled event's saying
so. Every check has a store, an SMTP server, a `rushday serve` and a Chromium of its own."""

from datetime import datetime
from urllib.parse import urlparse
from zoneinfo import ZoneInfo

import icalendar
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import DESKTOP, PHONE, Browser
from demo_site import SiteTest
from guest_link import GuestClient
from judges import LINK, alternative, calendar_event, recipient
from mail_store import ORGANISER, ORGANISER_PASSWORD, STARTS, TITLE, ZONE, MailTest, Served, free_port, wait
from test_invitations import http

VENUE = "Kunsthalle Zürich, Limmatstrasse 270"
ABOUT = "Twenty years of summer parties: music, food and friends."
COMPANION = "Bo Byron"
HOSTILE_NAME = "<script>alert(1)</script><b>x</b>"
# Elements the hostile name would have made, and scripts it would have put in the page.
INJECTED = """return [[...document.querySelectorAll('b')].filter(b => b.textContent === 'x').length,
    [...document.scripts].filter(script => script.text.includes('alert(1)')).length]"""
# How long `rushday serve` may take to deliver a queued mail, and a page to show a change made at the command line.
MAIL_SECONDS = 30
CHANGE_SECONDS = 5


class RegistrationPageTests(MailTest):
    # The browser checks' own ways with Chromium, on this check's browser (`self.browser`):
    # axe-core against WCAG 2.1 A and AA, following a link or button to the page it leads to,
    # the page's path and the HTTP status it came with.
    check_axe = SiteTest.check_axe
    follow = SiteTest.follow
    ready_state = SiteTest.ready_state
    path = SiteTest.path
    http_status = SiteTest.http_status
    sign_in_form = SiteTest.sign_in_form

    @property
    def driver(self):
        return self.browser.driver

    def open_registration(self, mode="open", party=1, capacity=10, publish=True):
        """An SMTP server, the mail set-up naming the server's address, an event (with a meal
        question and a session) taking registrations in `mode`, and `rushday serve`, with a
        Chromium at a phone's width; the SMTP server and the event's handle."""
        port = free_port()
        self.public = f"http://127.0.0.1:{port}"
        smtp = self.mail.smtp_server()
        self.mail.setup(smtp, public_url=self.public)
        event = self.mail.event(options=("--capacity", str(capacity), "--venue", VENUE, "--description", ABOUT))
        self.mail.run("events", "update", event, "--registration", mode, "--registration-party", str(party))
        self.mail.run("guests", "questions", "add", event, "meal", "--kind", "choice", "--choice", "fish", "--choice", "veg",
                      "--prompt", "Your meal")
        self.mail.run("agenda", "add", event, "Welcome", "--starts", "2026-12-15T19:30", "--ends", "2026-12-15T20:00")
        if publish:
            self.mail.run("events", "publish", event)
        self.served = Served(self.mail, port)
        self.addCleanup(self.served.stop)
        self.browser = Browser()
        self.addCleanup(self.browser.quit)
        self.browser.viewport(*PHONE)
        return smtp, event

    def element(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def elements(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def open(self, path):
        self.browser.open(self.public + path)

    def fill(self, name, email, party=None, plus_ones=(), meal=None, dietary=None):
        """Types a registration into the public page's form, not yet sent."""
        self.element("form#register input#name").send_keys(name)
        self.element("form#register input#email").send_keys(email)
        if party is not None:
            Select(self.element("select#party")).select_by_value(str(party))
        for number, companion in enumerate(plus_ones, 1):
            self.element(f"#plus-one-{number}").send_keys(companion)
        if meal:
            Select(self.element("select#q-meal")).select_by_value(meal)
        if dietary:
            self.element("input#dietary").send_keys(dietary)

    def register(self, event, name, email, **typed):
        """Registers on the event's public page in Chromium, landing on "Check your mail"."""
        self.open(f"/e/{event}")
        self.fill(name, email, **typed)
        self.follow(self.element("#register-button"))
        self.assertEqual((self.path(), self.http_status()), (f"/e/{event}/registered", 200),
                         f"Register led to {self.driver.title!r}: {self.browser.text()[:400]}")
        self.assertIn("Check your mail", self.browser.text("h1"))

    def received(self, count):
        """The messages the SMTP server holds, once it holds `count` (failing after MAIL_SECONDS)."""
        held = self.smtp.wait_for(count, MAIL_SECONDS)
        self.assertEqual(held, count, f"the SMTP server holds {held} messages, not {count}, after {MAIL_SECONDS} s; "
                                      f"serve's log: {''.join(self.served.log)[-1500:]}")
        return self.smtp.messages()

    def mail_to(self, count, address, subject):
        """The one message to `address` with `subject`, once the server holds `count`."""
        messages = self.received(count)
        return self.only([message for message in messages if recipient(message) == address and message["Subject"] == subject],
                         f"mail {subject!r} to {address} among {[(recipient(m), m['Subject']) for m in messages]}")

    def confirmation_link(self, message):
        """The confirmation mail's one link, PUBLIC_URL/i/SECRET, in its text and its HTML."""
        text, html = alternative(message)
        links = set(LINK.findall(text))
        self.assertEqual(len(links), 1, f"not one link in the confirmation mail: {text}")
        link = links.pop()
        self.assertTrue(link.startswith(self.public + "/i/"), f"the link {link} is not under the public address {self.public}")
        self.assertIn(link, html, "the HTML part lacks the text part's link")
        return link

    def guests(self, event):
        """`guests list --format json`, by email."""
        return {guest["email"]: guest for guest in self.mail.json("guests", "list", event)}

    def status(self):
        return self.element("#rsvp-status").get_attribute("data-status")

    def confirm(self, link, approval=False):
        """Opens the mailed link in Chromium (the page asks to confirm) and presses Confirm,
        landing on the guest's own page, thanked."""
        self.browser.open(link)
        self.assertEqual(self.http_status(), 200, f"the link opened {self.driver.title!r}: {self.browser.text()[:300]}")
        self.assertTrue(self.driver.title.startswith("Confirm your registration"), f"the link opened {self.driver.title!r}")
        form = self.element("form#confirm")
        self.assertEqual(urlparse(form.get_attribute("action")).path, urlparse(link).path + "/confirm")
        self.assertEqual(form.get_attribute("method"), "post")
        self.assertEqual(self.element("#confirm-button").text, "Confirm my registration")
        self.assertEqual(self.elements("form#rsvp"), [], "the answer form is offered before confirming")
        if approval:
            self.assertIn("the organiser then approves it", self.browser.text("article"))
        self.follow(self.element("#confirm-button"))
        landed = urlparse(self.driver.current_url)
        self.assertEqual((landed.path, landed.query, landed.fragment), (urlparse(link).path, "confirmed=1", "rsvp-status"),
                         f"Confirm led to {self.driver.current_url}: {self.browser.text()[:300]}")
        self.assertEqual(self.browser.text("#confirmed"), "Thank you: your registration is confirmed.")

    def sign_in(self):
        """Signs the organiser in through the sign-in form in Chromium."""
        self.open("/signin")
        self.sign_in_form(ORGANISER, ORGANISER_PASSWORD)
        self.follow(self.driver.find_element(By.XPATH, "//button[normalize-space()='Sign in']"))
        self.assertNotEqual(self.path(), "/signin", f"sign-in refused: {self.browser.text()[:300]}")

    def assert_inert(self, where):
        """The hostile name is text on the page: no element or script made of it, no alert."""
        self.assertIsNone(self.browser.alert_text(), f"an alert opened on {where}")
        self.assertEqual(self.driver.execute_script(INJECTED), [0, 0], f"the name became a <b> or a script on {where}")
        self.assertIn(HOSTILE_NAME, self.browser.text(), f"the name is not shown as text on {where}")

    def test_register_and_confirm(self):
        """at a phone's width a visitor registers on /e/HANDLE with a companion and an answer, gets the confirmation mail, opens it (nothing changes), presses Confirm and is accepted; the mail that follows carries the event.ics icalendar reads; registering the address again mails their page link"""
        self.smtp, event = self.open_registration()
        self.open(f"/e/{event}")
        self.assertEqual(self.http_status(), 200, f"/e/{event} is {self.driver.title!r}")
        self.assertEqual(self.browser.text("h1"), TITLE)
        when = self.element("#when")
        self.assertEqual((when.get_attribute("data-starts"), when.get_attribute("data-zone")),
                         (datetime.fromisoformat(STARTS).replace(tzinfo=ZoneInfo(ZONE)).isoformat(), ZONE))
        self.assertEqual(self.browser.text("#when time"), "Tuesday 15 December 2026, 19:00–23:30, Zurich time")
        self.assertEqual(self.browser.text("#venue"), VENUE)
        self.assertIn(ABOUT, self.browser.text("article"))
        self.assertEqual(self.browser.text("#places"), "10 places left.")
        self.assertIn("Welcome", self.browser.text("#programme"))
        self.assertEqual(urlparse(self.element("#add-to-calendar").get_attribute("href")).path, f"/e/{event}/calendar.ics")
        form = self.element("form#register")
        self.assertEqual((urlparse(form.get_attribute("action")).path, form.get_attribute("method")), (f"/e/{event}", "post"))
        self.assertTrue(self.element("form#register input[name=csrf]").get_attribute("value"), "no CSRF token in the form")
        self.assertEqual([option.get_attribute("value") for option in Select(self.element("select#party")).options], ["0", "1"])
        self.assertFalse(self.element("fieldset.honeypot").is_displayed(), "the honeypot field is shown to people")
        self.assertEqual(self.element("fieldset.honeypot input").get_attribute("name"), "website")
        self.assertEqual(self.element("#register-button").text, "Register")
        widths = self.driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
        self.assertLessEqual(widths[0], widths[1], f"the public page is {widths[0]} px wide at a {widths[1]} px phone")
        self.browser.screenshot(f"{self.backend}-registration-public-page")
        status, calendar = http(f"{self.public}/e/{event}/calendar.ics")
        self.assertEqual(status, 200)
        summaries = {str(entry["SUMMARY"]) for entry in icalendar.Calendar.from_ical(calendar).walk("VEVENT")}
        self.assertEqual(summaries, {TITLE, "Welcome"})

        self.register(event, "Ada Lovelace", "ada@example.org", party=1, plus_ones=[COMPANION], meal="veg", dietary="no nuts")
        self.assertEqual(self.guests(event)["ada@example.org"]["status"], "unconfirmed")
        message = self.mail_to(1, "ada@example.org", f"Confirm your registration: {TITLE}")
        self.assertEqual(message["To"].addresses[0].display_name, "Ada Lovelace")
        self.assertEqual([part for part in message.walk() if part.get_filename() == "event.ics"], [],
                         "the confirmation attaches the event before anything is confirmed")
        link = self.confirmation_link(message)
        self.assertEqual([(m["kind"], m["to"], m["status"]) for m in self.mail.outbox(event)],
                         [("confirmation", "ada@example.org", "sent")])

        self.browser.open(link)
        self.assertTrue(self.driver.title.startswith("Confirm your registration"), f"the link opened {self.driver.title!r}")
        self.assertTrue(self.element("#confirm-button").is_displayed())
        self.assertEqual(self.guests(event)["ada@example.org"]["status"], "unconfirmed", "opening the link (a GET) confirmed it")
        self.confirm(link)
        self.assertEqual(self.status(), "accepted")
        self.assertIn(COMPANION, self.browser.text("#rsvp-status"))
        self.browser.screenshot(f"{self.backend}-registration-confirmed")

        registered = self.mail_to(2, "ada@example.org", f"You're registered: {TITLE}")
        alternative(registered)
        happening = calendar_event(registered)
        self.assertEqual(str(happening["SUMMARY"]), TITLE)
        self.assertEqual(happening.decoded("DTSTART"), datetime.fromisoformat(STARTS).replace(tzinfo=ZoneInfo(ZONE)))
        ada = self.guests(event)["ada@example.org"]
        self.assertEqual({key: ada[key] for key in ("name", "status", "answeredVia", "party", "plusOnes", "answers", "dietary")},
                         {"name": "Ada Lovelace", "status": "accepted", "answeredVia": "registration", "party": 1,
                          "plusOnes": [COMPANION], "answers": {"meal": "veg"}, "dietary": "no nuts"})
        self.assertIsNotNone(ada["answeredAt"])
        self.browser.open(link)
        self.assertEqual(self.status(), "accepted", "the link confirmed no longer opens the guest's page")


        def places_left():
            self.open(f"/e/{event}")
            return self.browser.text("#places")

        self.assertTrue(self.browser.wait(CHANGE_SECONDS, lambda: places_left() == "8 places left."),
                        f"the public page says {self.browser.text('#places')!r} with 2 of 10 places taken")
        # Registering again with an address on the list: the same answer, and the mail holds the guest's page link instead.
        self.register(event, "Someone Else", "ada@example.org")
        again = self.mail_to(3, "ada@example.org", f"Your page for {TITLE}")
        page = self.confirmation_link(again)
        self.assertNotEqual(page, link)
        self.browser.open(page)
        self.assertEqual((self.status(), self.elements("#confirm-button")), ("accepted", []),
                         "the page link mailed does not open the guest's page")
        self.assertEqual({key: self.guests(event)["ada@example.org"][key] for key in ("name", "status", "party")},
                         {"name": "Ada Lovelace", "status": "accepted", "party": 1}, "registering again changed the guest")
        self.assertEqual(http(link)[0], 404, "the link before the page link mailed still opens the page (only the newest is kept)")

    def test_pages_pass_axe(self):
        """axe-core finds no WCAG 2.1 A or AA violation on the public page with its form, the form refused (the error beside the name, what was typed kept), Check your mail, the confirm page and the confirmed guest's page, at phone and desktop width"""
        self.smtp, event = self.open_registration()
        for number, size in enumerate((PHONE, DESKTOP), 1):
            self.browser.viewport(*size)
            self.open(f"/e/{event}")
            self.check_axe(f"the public page at {size}")

            address = f"reader{number}@example.org"
            self.fill("   ", address)
            self.follow(self.element("#register-button"))
            self.assertEqual((self.path(), self.http_status()), (f"/e/{event}", 422), f"a blank name: {self.browser.text()[:300]}")
            self.assertEqual(self.element("input#name").get_attribute("aria-invalid"), "true")
            self.assertIn("name-error", self.element("input#name").get_attribute("aria-describedby") or "")
            self.assertIn("blank", self.browser.text("#name-error"))
            self.assertEqual(self.element("input#email").get_attribute("value"), address, "the email typed is not kept")
            self.assertNotIn(address, self.guests(event), "a refused registration was stored")
            self.check_axe(f"the public page refusing a blank name at {size}")

            self.element("input#name").clear()
            self.element("input#name").send_keys(f"Rea Reader {number}")
            self.follow(self.element("#register-button"))
            self.assertEqual(self.path(), f"/e/{event}/registered", f"the corrected form: {self.browser.text()[:300]}")
            self.check_axe(f"Check your mail at {size}")

            link = self.confirmation_link(self.mail_to(2 * number - 1, address, f"Confirm your registration: {TITLE}"))
            self.browser.open(link)
            self.assertTrue(self.elements("#confirm-button"), f"no Confirm button: {self.browser.text()[:300]}")
            self.check_axe(f"the confirm page at {size}")
            self.confirm(link)
            self.check_axe(f"the confirmed guest's page at {size}")
            self.received(2 * number)

    def test_approval(self):
        """with approval, a confirmed registration waits (pending, no answer form); the organiser approves one on the guest's page (accepted, mailed You're registered) and declines the other on the bulk page (mailed Registration declined)"""
        self.smtp, event = self.open_registration("approval", party=0)
        self.open(f"/e/{event}")
        self.assertIn("The organiser approves each registration.", self.browser.text("#standing"))
        self.assertEqual(self.elements("select#party"), [], "a party to choose with --registration-party 0")
        people = (("Ada Lovelace", "ada@example.org"), ("Cy Cole", "cy@example.org"))
        for count, (name, address) in enumerate(people, 1):
            self.register(event, name, address)
            self.confirm(self.confirmation_link(self.mail_to(2 * count - 1, address, f"Confirm your registration: {TITLE}")),
                         approval=True)
            self.assertEqual(self.status(), "pending")
            self.assertEqual(self.elements("form#rsvp"), [], "a registration waiting for approval is offered the answer form")
            self.assertEqual(self.elements("#accept"), [])
            self.mail_to(2 * count, address, f"Registration received: {TITLE}")
        handles = {address: guest["handle"] for address, guest in self.guests(event).items()}
        self.assertEqual({address: guest["status"] for address, guest in self.guests(event).items()},
                         {"ada@example.org": "pending", "cy@example.org": "pending"})

        self.sign_in()
        ada = f"/events/{event}/guests/{handles['ada@example.org']}"
        self.open(ada)
        decision = self.element("section#decision form")
        self.assertEqual((urlparse(decision.get_attribute("action")).path, decision.get_attribute("method")), (ada + "/decision", "post"))
        self.assertEqual([(button.get_attribute("name"), button.get_attribute("value")) for button in
                          (self.element("#approve"), self.element("#decline"))], [("decision", "approve"), ("decision", "decline")])
        self.follow(self.element("#approve"))
        self.assertEqual((self.path(), self.http_status()), (ada, 200), f"Approve led to {self.browser.text()[:300]}")
        self.assertIn("done=approved", self.driver.current_url)
        self.assertIn("Approved: Ada Lovelace is accepted", self.browser.text("[role=status]"))
        self.assertEqual(self.elements("#decision"), [], "the decision is still offered once made")
        self.assertEqual(self.guests(event)["ada@example.org"]["status"], "accepted")
        calendar_event(self.mail_to(5, "ada@example.org", f"You're registered: {TITLE}"))

        self.open(f"/events/{event}/guests?status=pending")
        listed = self.browser.text("main table")
        self.assertIn("Cy Cole", listed)
        self.assertNotIn("Ada Lovelace", listed, "an approved guest is listed as pending")
        self.open(f"/events/{event}/guests/bulk?status=pending")
        self.assertIn("Change 1 guest at once", self.browser.text("h1"))
        self.element("input[name=action][value=decline]").click()
        self.follow(self.driver.find_element(By.XPATH, "//button[normalize-space()='Apply to 1 guest']"))
        self.assertEqual(self.path(), f"/events/{event}/guests", f"the bulk decline led to {self.browser.text()[:300]}")
        self.assertIn("Declined 1 registration", self.browser.text("[role=status]"))
        self.assertEqual({address: guest["status"] for address, guest in self.guests(event).items()},
                         {"ada@example.org": "accepted", "cy@example.org": "declined"})
        declined = self.mail_to(6, "cy@example.org", f"Registration declined: {TITLE}")
        alternative(declined)
        self.assertEqual([part for part in declined.walk() if part.get_filename() == "event.ics"], [], "a declined registration is sent the event")

    def test_hostile_input(self):
        """markup as a name is text on the confirm page and the organiser's guest list and page; a name with CR/LF is refused 422 beside the field and stores nothing; a form with the honeypot filled is answered Check your mail and stores and mails nothing"""
        self.smtp, event = self.open_registration(party=0)
        page = f"{self.public}/e/{event}"
        for name in ("Eve\r\nBcc: everyone@example.org", "Eve\nEvil"):
            client = GuestClient(page)
            client.open()
            self.assertIsNotNone(client.csrf, "the public page has no CSRF field")
            status, _, body = client.answer(name=name, email="eve@example.org")
            self.assertEqual(status, 422, f"a name {name!r} answered {status}: {body[:300]}")
            self.assertIn('id="name-error"', body, f"the refusal of {name!r} is not beside the name")
            self.assertIn("control character", body)
            self.assertIn('value="eve@example.org"', body, "the email typed is not kept")
        client = GuestClient(page)
        client.open()
        status, location, body = client.answer(name="Robbie Robot", email="robot@example.org", website="https://spam.example")
        self.assertEqual((status, urlparse(location or "").path), (303, f"/e/{event}/registered"),
                         f"a filled honeypot answered {status} {location}: {body[:300]}")
        self.assertEqual(self.guests(event), {}, "a refused name or a robot's form was stored")
        self.assertEqual(self.mail.outbox(event), [], "a refused name or a robot's form queued mail")

        self.register(event, HOSTILE_NAME, "mallory@example.org")
        message = self.mail_to(1, "mallory@example.org", f"Confirm your registration: {TITLE}")
        self.assertNotIn("<b>x</b>", alternative(message)[1], "the name is markup in the mail's HTML")
        link = self.confirmation_link(message)
        self.browser.open(link)
        self.assertTrue(self.elements("#confirm-button"))
        self.assert_inert("the confirm page")
        self.confirm(link)
        self.assert_inert("the confirmed guest's page")
        self.assertEqual(self.guests(event)["mallory@example.org"]["name"], HOSTILE_NAME)
        handle = self.guests(event)["mallory@example.org"]["handle"]
        self.sign_in()
        for where in (f"/events/{event}/guests", f"/events/{event}/guests/{handle}"):
            self.open(where)
            self.assertEqual((self.path(), self.http_status()), (where, 200))
            self.assert_inert(where)
        self.assertEqual({recipient(message) for message in self.received(2)}, {"mallory@example.org"},
                         "mail went to an address whose registration was refused or a robot's")
        self.assertEqual(set(self.guests(event)), {"mallory@example.org"})

    def test_draft_and_cancelled(self):
        """a draft's /e/HANDLE and an unknown handle are 404; published it shows the form; closed, no form; cancelled, it says so with no form and a form sent before is refused, storing nothing"""
        self.smtp, event = self.open_registration(publish=False)
        page = f"{self.public}/e/{event}"
        for address in (page, f"{self.public}/e/no-such-event"):
            status, body = http(address)
            self.assertEqual(status, 404, f"{address} answered {status}: {body[:300]}")
            self.assertNotIn(TITLE, body.replace("&#39;", "'"))
            self.assertNotIn('id="register"', body)
        self.mail.run("events", "publish", event)
        self.assertTrue(wait(CHANGE_SECONDS, lambda: http(page)[0] == 200), f"{page} is not shown once published")
        self.assertIn('<form id="register"', http(page)[1])
        early = GuestClient(page)
        early.open()

        self.mail.run("events", "update", event, "--registration", "closed")
        self.assertTrue(wait(CHANGE_SECONDS, lambda: "Registration is by invitation only." in http(page)[1]),
                        f"the page of a closed registration: {http(page)[1][-1500:]}")
        self.assertNotIn('id="register"', http(page)[1])
        self.mail.run("events", "update", event, "--registration", "open")

        self.mail.run("events", "cancel", event)

        def says_cancelled():
            self.open(f"/e/{event}")
            standing = self.elements("#standing")
            return bool(standing) and standing[0].text == "This event was cancelled."

        self.assertTrue(self.browser.wait(CHANGE_SECONDS, says_cancelled), f"the cancelled event's page: {self.browser.text()[:400]}")
        self.assertEqual(self.http_status(), 200)
        self.assertEqual(self.elements("form#register"), [], "a cancelled event's page takes registrations")
        self.assertEqual(self.browser.text("h1"), TITLE)
        status, _, body = early.answer(name="Late Comer", email="late@example.org")
        self.assertGreaterEqual(status, 400, f"a registration for a cancelled event answered {status}: {body[:300]}")
        self.assertEqual(self.guests(event), {})
        self.assertEqual(self.mail.outbox(event), [])
