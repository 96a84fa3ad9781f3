"""A guest's own page, opened through a personal link in Chromium at a phone's size: the answer
with a party, named plus-ones and the event's questions; the waitlist and a promotion; a change
of mind, then answers closed; the reader's own time zone; the tickets' QR codes read back by
zbarimg and admitted at the door; the calendar file as Python's icalendar reads it; and markup
typed into the form, inert wherever it is shown. Each check sets up the guests it needs."""

import subprocess
import tempfile
from datetime import datetime
from pathlib import Path
from urllib.parse import urlparse
from zoneinfo import ZoneInfo

import icalendar
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import PATIENCE, PHONE
from demo_site import SiteTest, is_stale
from guest_link import GuestClient, make_link

ZONE = "Europe/Berlin"
STARTS, ENDS = datetime(2026, 12, 15, 19, 0, tzinfo=ZoneInfo(ZONE)), datetime(2026, 12, 15, 23, 30, tzinfo=ZoneInfo(ZONE))
# Markup a guest may type; each would run or make an element if it were not escaped.
HOSTILE_NAME = "<script>document.title='owned'</script>Mallory"
HOSTILE_PLUS_ONE = "<script>window.owned=1</script>"
HOSTILE_ANSWER = "<img src=x onerror=alert(1)>"
HOSTILE_DIETARY = "<svg onload=alert(2)>"
# How soon a change at the command line shows on a page (the server looks every second).
INJECTED = """return [window.owned, document.title === 'owned',
    document.querySelectorAll('img[src="x"], [onerror], [onload], svg[onload]').length,
    [...document.scripts].filter(script => script.text.includes('owned')).length]"""


class GuestPageTests(SiteTest):
    @classmethod
    def setUpClass(cls):
        store = cls.site.demo.store
        for handle, title in (("garden", "Garden Evening"), ("full", "Full House"), ("closing", "Closing Soon")):
            store.run("events", "create", title, "--handle", handle, "--starts", "2026-12-15T19:00",
                      "--ends", "2026-12-15T23:30", "--timezone", ZONE, "--venue", "The Old Garden")
            store.run("guests", "questions", "add", handle, "meal", "--kind", "choice", "--choice", "fish",
                      "--choice", "veg", "--prompt", "Your meal")
        store.run("guests", "questions", "add", "garden", "bus", "--kind", "yes-no", "--prompt", "Shuttle bus?")
        store.run("guests", "questions", "add", "garden", "song", "--kind", "text", "--prompt", "A song for the band")
        store.run("agenda", "add", "garden", "Welcome", "--starts", "2026-12-15T19:30", "--ends", "2026-12-15T20:00")
        store.run("tickets", "types", "add", "garden", "Entry", "--price", "0")
        store.run("events", "update", "full", "--capacity", "2")

    def setUp(self):
        self.browser.viewport(*PHONE)

    def invite(self, event, name, *options):
        """Adds a guest and makes their link; their handle and the link."""
        handle = self.store.json("guests", "add", event, name, *options)["guest"]["handle"]
        return handle, make_link(self.store, self.site.server.url, event, handle)

    def guest(self, event, handle):
        return self.store.json("guests", "show", event, handle)

    def element(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def status(self):
        """The page's answer: its data-status and its words."""
        shown = self.element("#rsvp-status")
        return shown.get_attribute("data-status"), shown.text

    def send(self, button):
        """Presses the form's button (`#accept`, `#maybe`, `#decline`) and waits for the page it leads to."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        self.element(button).click()
        self.assertTrue(self.browser.wait(PATIENCE, lambda: is_stale(page)), f"pressing {button} led to no new page")
        self.browser.wait(PATIENCE, lambda: self.ready_state() == "complete")
        self.browser.read_console()

    def assert_saved(self, link):
        self.assertEqual(self.path(), urlparse(link).path)
        self.assertIn("saved=1", self.driver.current_url)
        self.assertEqual(self.browser.text("#saved"), "Thank you: your answer is saved.")

    def test_a_answer_with_party(self):
        """a guest's link at phone size: accepted with a party of 2, their names, a choice, a yes-no, a text and dietary needs; guests show agrees"""
        handle, link = self.invite("garden", "Ada Lovelace", "--party", "2", "--email", "ada@example.org")
        self.browser.open(link)
        self.assertEqual(self.status(), ("invited", "You have not answered yet."))
        Select(self.element("select#party")).select_by_value("2")
        self.element("#plus-one-1").send_keys("Bo Byron")
        self.element("#plus-one-2").send_keys("Cy Cole")
        Select(self.element("select#q-meal")).select_by_value("veg")
        self.element("#q-bus-yes").click()
        self.element("input#q-song").send_keys("Blue Moon")
        self.element("input#dietary").send_keys("no nuts")
        self.send("#accept")
        self.assert_saved(link)
        self.assertEqual(self.status(), ("accepted", "You are coming, with Bo Byron, Cy Cole."))
        self.browser.screenshot(f"{self.site.backend}-guest-page-accepted")
        shown = self.guest("garden", handle)
        self.assertEqual((shown["status"], shown["party"], shown["plusOnes"], shown["dietary"]),
                         ("accepted", 2, ["Bo Byron", "Cy Cole"], "no nuts"))
        self.assertEqual(shown["answers"], {"meal": "veg", "bus": "yes", "song": "Blue Moon"})
        self.assertEqual(shown["answeredVia"], "web")
        self.assertIsNotNone(shown["answeredAt"])

    def test_b_waitlist_and_promotion(self):
        """a full event: the next guests are told they wait and their place; the first declines, and a reload shows the promotion"""
        first, first_link = self.invite("full", "Fay First", "--party", "1")
        second, second_link = self.invite("full", "Gus Second", "--party", "1")
        third, third_link = self.invite("full", "Hal Third")
        self.browser.open(first_link)
        Select(self.element("select#party")).select_by_value("1")
        self.send("#accept")
        self.assertEqual(self.status(), ("accepted", "You are coming, with 1 other person."))
        for link, place in ((second_link, 1), (third_link, 2)):
            self.browser.open(link)
            if link == second_link:
                Select(self.element("select#party")).select_by_value("1")
            self.send("#accept")
            self.assert_saved(link)
            status, words = self.status()
            self.assertEqual(status, "waitlisted")
            self.assertIn(f"The event is full, so you are on the waitlist, number {place} in line.", words)
        self.browser.screenshot(f"{self.site.backend}-guest-page-waitlisted")
        self.browser.open(first_link)
        self.send("#decline")
        self.assertEqual(self.status(), ("declined", "You are not coming."))
        self.browser.open(second_link)
        self.assertEqual(self.status(), ("accepted", "A place opened up: you are coming, with 1 other person."))
        self.browser.open(third_link)
        status, words = self.status()
        self.assertEqual(status, "waitlisted")
        self.assertIn("number 1 in line", words)
        statuses = {guest["handle"]: guest["status"] for guest in self.store.json("guests", "list", "full")}
        self.assertEqual(statuses, {first: "declined", second: "accepted", third: "waitlisted"})

    def test_c_change_then_closed(self):
        """a guest changes their answer; once answers close the page shows it read-only, with no form, and a post is refused"""
        handle, link = self.invite("closing", "Ida Change")
        self.browser.open(link)
        Select(self.element("select#q-meal")).select_by_value("fish")
        self.send("#accept")
        self.assertEqual(self.status()[0], "accepted")
        Select(self.element("select#q-meal")).select_by_value("veg")
        self.send("#maybe")
        self.assert_saved(link)
        self.assertEqual(self.status(), ("maybe", "You might come."))
        shown = self.guest("closing", handle)
        self.assertEqual((shown["status"], shown["answers"]), ("maybe", {"meal": "veg"}))
        client = GuestClient(link)
        client.open()
        self.assertIsNotNone(client.csrf, "the open page has no CSRF field")
        self.store.run("events", "update", "closing", "--rsvp-closes", "2026-01-01T00:00")
        # A change made in another process reaches the server's drawings at its next look (~1 s).
        def reloaded_without_form():
            self.browser.open(link)
            return not self.driver.find_elements(By.CSS_SELECTOR, "form#rsvp")

        self.assertTrue(self.browser.wait(PATIENCE, reloaded_without_form), f"a form {PATIENCE} s after answers closed")
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "form button, form input, form select"), [])
        closed = self.browser.text("section#answers-closed")
        self.assertIn("Answers closed", closed)
        self.assertIn("veg", closed)
        self.assertEqual(self.status()[0], "maybe")
        status, _, page = client.answer(answer="accepted")
        self.assertEqual(status, 403, f"a post after answers closed answered {status}: {page[:300]}")
        self.assertIn("answers to Closing Soon are closed", page, "the refusal does not say answers closed")
        self.assertEqual(self.guest("closing", handle)["status"], "maybe")

    def test_d_own_time_zone(self):
        """in another zone (CDP timezone override, Asia/Tokyo) the page adds the guest's own wall time; in the event's zone it does not"""
        _, link = self.invite("garden", "Zoe Zone")
        try:
            self.driver.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "en-US"})
            self.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Asia/Tokyo"})
            self.browser.open(link)
            self.assertTrue(self.browser.wait(PATIENCE, lambda: self.driver.find_elements(By.ID, "local-time")), "no #local-time in Asia/Tokyo")
            shown = " ".join(self.browser.text("#local-time").replace("\u202f", " ").replace("\u00a0", " ").split())
            tokyo = ZoneInfo("Asia/Tokyo")
            # The page's one style, whatever the browser's language: "Wednesday 16 December 2026, 03:00".
            day = lambda instant: instant.astimezone(tokyo).strftime("%A %-d %B %Y")
            clock = lambda instant: instant.astimezone(tokyo).strftime("%H:%M")
            ending = f"–{clock(ENDS)}" if day(STARTS) == day(ENDS) else f" – {day(ENDS)}, {clock(ENDS)}"
            self.assertEqual(shown, f"Your time: {day(STARTS)}, {clock(STARTS)}{ending}, Tokyo time")
            self.assertEqual(f"{day(STARTS)}, {clock(STARTS)}", "Wednesday 16 December 2026, 03:00")
            self.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ZONE})
            self.browser.open(link)
            self.assertEqual(self.element("#when").get_attribute("data-zone"), ZONE)
            self.assertEqual(self.driver.find_elements(By.ID, "local-time"), [], f"#local-time shown in the event's own zone {ZONE}")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})
            self.driver.execute_cdp_cmd("Emulation.setLocaleOverride", {})

    def test_e_tickets(self):
        """the guest's tickets: zbarimg reads each QR code off a screenshot of the page, exactly the codes issued, and tickets checkin admits one"""
        handle, link = self.invite("garden", "Tia Ticket", "--party", "1")
        self.store.run("guests", "rsvp", "garden", handle, "accepted")
        issued = self.store.json("tickets", "issue", "garden", "--type", "entry", "--guest", handle)
        references = sorted(ticket["reference"] for ticket in issued)
        self.assertEqual(len(references), 2, f"tickets issue made {issued}")
        codes = {self.store.json("tickets", "show", reference)["code"] for reference in references}
        self.browser.open(link)
        cards = self.driver.find_elements(By.CSS_SELECTOR, "section#tickets article.ticket-card")
        self.assertEqual(sorted(card.get_attribute("data-reference") for card in cards), references)
        screenshot = self.browser.screenshot(f"{self.site.backend}-guest-page-tickets")
        read = subprocess.run(["zbarimg", "--raw", "-q", str(screenshot)], capture_output=True, text=True, timeout=60)
        self.assertEqual(set(read.stdout.splitlines()), codes, f"zbarimg read {read.stdout!r} (exit {read.returncode}) off {screenshot}")
        code = sorted(codes)[0]
        scan = self.store.json("tickets", "checkin", "garden", code)
        self.assertEqual((scan["admitted"], [entry["result"] for entry in scan["scans"]]), (1, ["admitted"]),
                         f"tickets checkin answered {scan}")

    def test_f_calendar(self):
        """Add to calendar downloads EVENT.ics in Chromium; icalendar reads the event's and the session's instants"""
        _, link = self.invite("garden", "Cal Endar")
        with tempfile.TemporaryDirectory() as folder:
            self.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
            self.browser.open(link)
            self.element("a#add-to-calendar").click()
            file = Path(folder) / "garden.ics"
            self.assertTrue(self.browser.wait(PATIENCE, file.exists), f"no garden.ics downloaded: {list(Path(folder).iterdir())}")
            calendar = icalendar.Calendar.from_ical(file.read_bytes())
        events = {str(entry["SUMMARY"]): (entry.decoded("DTSTART"), entry.decoded("DTEND")) for entry in calendar.walk("VEVENT")}
        self.assertEqual(events.get("Garden Evening"), (STARTS, ENDS), f"the calendar's events: {events}")
        welcome = (datetime(2026, 12, 15, 19, 30, tzinfo=ZoneInfo(ZONE)), datetime(2026, 12, 15, 20, 0, tzinfo=ZoneInfo(ZONE)))
        self.assertEqual(events.get("Welcome"), welcome, f"the calendar's events: {events}")
        # The programme says the session's time as people do, its zone once, the instant for machines.
        self.assertEqual(self.browser.text("#programme-zone"), "Times are Berlin time.")
        session = self.element("#programme .session-time")
        self.assertEqual(session.text, "Tuesday 15 December 2026, 19:30–20:00")
        self.assertEqual(session.get_attribute("datetime"), "2026-12-15T19:30:00+01:00")

    def assert_inert(self, where, shown):
        self.assertIsNone(self.browser.alert_text(), f"an alert opened on {where}")
        self.assertEqual(self.driver.execute_script(INJECTED), [None, False, 0, 0], f"markup ran or became elements on {where}")
        text = self.browser.text()
        for value in shown:
            self.assertIn(value, text, f"{value!r} is not shown as text on {where}")

    def test_g_hostile_answers(self):
        """markup in a guest's name, a plus-one's name, a text answer and dietary needs, typed in the form: inert text on the guest's page and the organiser's guests page"""
        handle, link = self.invite("garden", HOSTILE_NAME, "--party", "1")
        self.browser.open(link)
        Select(self.element("select#party")).select_by_value("1")
        self.element("#plus-one-1").send_keys(HOSTILE_PLUS_ONE)
        self.element("input#q-song").send_keys(HOSTILE_ANSWER)
        self.element("input#dietary").send_keys(HOSTILE_DIETARY)
        self.send("#accept")
        self.assert_saved(link)
        self.assert_inert("the guest's page", [HOSTILE_NAME, HOSTILE_PLUS_ONE])
        self.assertEqual(self.element("input#q-song").get_attribute("value"), HOSTILE_ANSWER)
        self.assertEqual(self.element("input#dietary").get_attribute("value"), HOSTILE_DIETARY)
        shown = self.guest("garden", handle)
        self.assertEqual((shown["plusOnes"], shown["answers"].get("song"), shown["dietary"]),
                         ([HOSTILE_PLUS_ONE], HOSTILE_ANSWER, HOSTILE_DIETARY))
        self.ensure_signed_in()
        self.open("/events/garden/guests")
        self.assertEqual(self.path(), "/events/garden/guests")
        self.assert_inert("the organiser's guests page", [HOSTILE_NAME])
