"""The organiser's programme pages in Chromium at phone and desktop sizes, each new page judged by
axe-core 4.9 against WCAG 2.1 A and AA, the command line run against the same store agreeing at
each step: a session added on the add form, a second one in the same room at an overlapping time
refused with "Refuse it if it conflicts" ticked (422 beside the box, what was typed kept, nothing
saved), then saved without it and landing on its page with the conflict as a warning; the
programme as a table and as a timeline, the conflicts page, both as JSON equal to `agenda list`
and `agenda conflicts`; the calendar file downloaded and read by Python's icalendar; the session
moved after the other in its edit form, its warning gone; and removed after its confirmation
page. Markup in a session's title, description and speakers is text on every page; a speaker
typed as markup is refused beside the Speakers field; and every new page fits a phone's width."""

import tempfile
from datetime import datetime
from pathlib import Path

import icalendar
from selenium.webdriver.common.by import By

from browser import DESKTOP, PATIENCE, PHONE
from organiser_pages import OrganiserPageTest

ZONE = "Europe/Berlin"
DAY = "2026-12-15"
# Markup in what an organiser types: each would make a <b> element if it were not escaped.
HOSTILE_TITLE = "<b>x</b> clash"
HOSTILE_DESCRIPTION = "<b>bold</b> claims & <i>more</i>"
# A speaker's name cannot hold < or > (they mark the email of "Name <email>"), so the markup is
# its escaped form, which a page that did not escape "&" would draw as <b>x</b>; the email in
# angle brackets is markup-shaped too (an element <bo@example.org> if not escaped).
HOSTILE_SPEAKER = "Bo &lt;b&gt;x&lt;/b&gt; <bo@example.org>"
SECOND_SPEAKER = "Cy \"Quotes\" O'Hara"
MARKUP_SPEAKER = "<b>x</b>"
# How wide the page is laid out, the viewport's width (a phone widens it to a page wider than the
# screen), and the elements of <main> that reach past the screen's right edge, arguments[0] px (a
# table or timeline scrolling inside its own box does not).
OVERFLOW = """const width = arguments[0];
const over = [...document.querySelectorAll('main *')].filter(element => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.right > width + 0.5 && !element.closest('.table-scroll, .timeline-scroll');
}).map(element => element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + ': '
       + (element.textContent || '').trim().slice(0, 40) + ' (' + Math.ceil(element.getBoundingClientRect().right - width) + ' px over)');
return {page: document.documentElement.scrollWidth, viewport: window.innerWidth, over: over.slice(0, 5)}"""


class AgendaPagesTests(OrganiserPageTest):

    # Reading and filling the pages

    def warnings(self):
        return [element.text.lstrip("⚠").strip() for element in self.driver.find_elements(By.CSS_SELECTOR, "main p.status.tone-warning")]

    # The store, as the command line says it

    def sessions(self, event):
        """`agenda list EVENT --format json`, by handle."""
        return {session["handle"]: session for session in self.store.json("agenda", "list", event)}

    def make_event(self, name):
        """A new event of its own, one evening in Berlin; its handle and title."""
        event, title = f"agenda-pages-{name}", f"Agenda pages {name}"
        self.store.run("events", "create", title, "--handle", event, "--starts", f"{DAY}T19:00", "--ends", f"{DAY}T23:30",
                       "--timezone", ZONE)
        return event, title

    def fill_session(self, title, starts, ends, room, speakers="", description=""):
        self.type_into("title", title)
        self.type_into("day", "1")
        self.type_into("starts", starts)
        self.type_into("ends", ends)
        self.type_into("room", room)
        self.type_into("speakers", speakers)
        self.type_into("description", description)

    def test_a_add_two_overlapping_sessions_and_see_the_conflict(self):
        """At phone and desktop size: a session added; a second in the same room at an overlapping time refused with "Refuse it if it conflicts" ticked (422 beside the box, what was typed kept, nothing saved), then saved without it and shown with the conflict as a warning; the programme as a table and a timeline, the conflicts page, their JSON the command line's, the .ics read by icalendar; moved after the other in its edit form, the warning gone; removed after its confirmation; markup in it text everywhere"""
        self.ensure_signed_in()
        backend = self.site.backend
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event, event_title = self.make_event(width)
            agenda = f"/events/{event}/agenda"
            new = f"/events/{event}/new-session"

            # The programme, empty, and its ways on
            self.open(agenda)
            self.assert_page(agenda)
            for words, href in (("Add a session", new), ("Conflicts", agenda + "/conflicts"),
                                ("Calendar file (.ics)", agenda + "/calendar.ics")):
                self.assertEqual(self.link(words).get_attribute("pathname"), href, f"the {words} link")
            self.check_axe(f"agenda without sessions at {size}")

            # The first session, from the blank add form
            self.follow(self.link("Add a session"))
            self.assert_page(new)
            self.assertEqual([self.value(field) for field in ("title", "day", "starts", "ends", "room", "track", "speakers", "capacity")],
                             [""] * 8, "the add form is not blank")
            self.assertFalse(self.ticked("strict"), "Refuse it if it conflicts is ticked on a blank form")
            self.check_axe(f"blank add-session form at {size}")
            self.browser.screenshot(f"{backend}-agenda-new-session-{width}")
            self.fill_session("Opening", "19:00", "20:00", "Hall", "Ada Lovelace <ada@example.org>")
            self.press("Add the session")
            opening = f"/events/{event}/sessions/opening"
            self.assert_page(opening)
            self.assertEqual(self.query(), {"done": ["added"]})
            self.assertEqual(self.notice(), "The session is added.")
            self.assertEqual(self.warnings(), [], "a session alone in the programme is shown with conflicts")
            self.assertEqual(list(self.sessions(event)), ["opening"])
            saved = self.sessions(event)

            # The second, overlapping it in the same room, with "Refuse it if it conflicts": refused
            self.open(new)
            speakers = f"{HOSTILE_SPEAKER}\n{SECOND_SPEAKER}"
            self.fill_session(HOSTILE_TITLE, "19:30", "20:30", "Hall", speakers, HOSTILE_DESCRIPTION)
            self.tick("strict", True)
            self.press("Add the session")
            self.assert_page(new, 422)
            errors = self.driver.find_elements(By.ID, "strict-error")
            self.assertTrue(errors, f"no #strict-error; the page says {self.browser.text('main')[:400]}")
            self.assertIn("would conflict", errors[0].text)
            self.assertIn("overlap", errors[0].text)
            self.assertIn("strict-error", (self.driver.find_element(By.ID, "strict").get_attribute("aria-describedby") or "").split())
            self.assertEqual([self.value(field) for field in ("title", "day", "starts", "ends", "room", "speakers", "description")],
                             [HOSTILE_TITLE, "1", "19:30", "20:30", "Hall", speakers, HOSTILE_DESCRIPTION], "what was typed is lost")
            self.assertTrue(self.ticked("strict"), "Refuse it if it conflicts is no longer ticked")
            self.assert_inert("the refused add form")
            self.check_axe(f"add-session form refusing a conflict at {size}")
            self.browser.screenshot(f"{backend}-agenda-new-session-refused-{width}")
            self.assertEqual(self.sessions(event), saved, "the refused session changed the programme")

            # Without it: saved, landing on its page with the conflict as a warning
            self.tick("strict", False)
            self.press("Add the session")
            added = set(self.sessions(event)) - {"opening"}
            self.assertEqual(len(added), 1, f"agenda list has {list(self.sessions(event))}")
            [clash] = added
            session_path = f"/events/{event}/sessions/{clash}"
            self.assert_page(session_path)
            self.assertEqual(self.query(), {"done": ["added"]})
            self.assertEqual(self.notice(), "The session is added.")
            self.assertEqual(self.warnings(), [f"room 'Hall': 'opening' and '{clash}' overlap"])
            self.assertEqual(self.browser.text("main .card-header"), HOSTILE_TITLE)
            self.assert_inert("the session's page", HOSTILE_TITLE, f"{HOSTILE_SPEAKER}, {SECOND_SPEAKER}", HOSTILE_DESCRIPTION)
            shown = self.store.json("agenda", "show", event, clash)
            self.assertEqual((shown["session"]["title"], shown["session"]["description"], shown["session"]["speakers"]),
                             (HOSTILE_TITLE, HOSTILE_DESCRIPTION, [{"name": "Bo &lt;b&gt;x&lt;/b&gt;", "email": "bo@example.org"},
                                                                   {"name": SECOND_SPEAKER, "email": None}]))
            self.assertEqual([conflict["message"] for conflict in shown["conflicts"]], self.warnings(), "the page's warnings are not agenda show's")
            self.check_axe(f"session page with a conflict at {size}")
            self.browser.screenshot(f"{backend}-agenda-session-conflict-{width}")

            # The programme lists both, each SESSION cell leading to its page
            self.follow(self.link("Back to the agenda"))
            self.assert_page(agenda)
            rows = {row["session"]: row for row in self.table()}
            self.assertEqual(list(rows), ["opening", clash], f"the programme's rows: {rows}")
            self.assertEqual((rows[clash]["title"], rows[clash]["room"], rows[clash]["speakers"]),
                             (HOSTILE_TITLE, "Hall", f"Bo &lt;b&gt;x&lt;/b&gt;, {SECOND_SPEAKER}"), f"the clash's row: {rows[clash]}")
            cells = self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr td:nth-child(2) a")
            self.assertEqual([cell.get_attribute("pathname") for cell in cells], [opening, session_path])
            self.assert_inert("the programme", HOSTILE_TITLE)
            self.check_axe(f"agenda list at {size}")
            self.browser.screenshot(f"{backend}-agenda-list-{width}")
            self.assert_json_is_the_commands(agenda + "?format=json", "agenda", "list", event)

            # Drawn as a timeline
            self.tick("timeline", True)
            self.press("Filter")
            self.assert_page(agenda)
            self.assertEqual(self.query(), {"timeline": ["on"]})
            self.assertTrue(self.ticked("timeline"))
            self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main table"), [], "the timeline is drawn as a table")
            charts = self.driver.find_elements(By.CSS_SELECTOR, "main figure.timeline svg[role=img]")
            self.assertEqual(len(charts), 1, "no timeline (or several) for the one day")
            label = charts[0].get_attribute("aria-label")
            self.assertIn("Hall", label)
            self.assertIn("Opening", label)
            self.assertIn(HOSTILE_TITLE, label, "the timeline does not name the clash as typed")
            self.assert_inert("the timeline")
            self.check_axe(f"agenda as a timeline at {size}")
            self.browser.screenshot(f"{backend}-agenda-timeline-{width}")

            # The conflicts page
            self.follow(self.link("Conflicts"))
            self.assert_page(agenda + "/conflicts")
            self.assertEqual([(row["kind"], row["problem"]) for row in self.table()],
                             [("room", f"room 'Hall': 'opening' and '{clash}' overlap")])
            self.check_axe(f"conflicts page at {size}")
            self.browser.screenshot(f"{backend}-agenda-conflicts-{width}")
            self.assert_json_is_the_commands(agenda + "/conflicts?format=json", "agenda", "conflicts", event)

            # The calendar file, downloaded from the programme
            self.follow(self.link("Back to the agenda"))
            self.assert_page(agenda)
            listed = self.sessions(event)
            with tempfile.TemporaryDirectory() as folder:
                self.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
                self.link("Calendar file (.ics)").click()
                file = Path(folder) / f"{event}-agenda.ics"
                self.assertTrue(self.browser.wait(PATIENCE, file.exists), f"no {file.name} downloaded: {list(Path(folder).iterdir())}")
                calendar = icalendar.Calendar.from_ical(file.read_bytes())
            entries = calendar.walk("VEVENT")
            self.assertEqual(len(entries), len(listed) + 1, f"the calendar has {len(entries)} events for {len(listed)} sessions and the event")
            times = {str(entry["SUMMARY"]): (entry.decoded("DTSTART"), entry.decoded("DTEND")) for entry in entries}
            expected = {session["title"]: (datetime.fromisoformat(session["startsAt"]), datetime.fromisoformat(session["endsAt"]))
                        for session in listed.values()}
            self.assertEqual({title: times.get(title) for title in expected}, expected, f"the calendar's events: {times}")
            self.assertIn(event_title, times, f"the event is not in the calendar: {times}")
            self.assertEqual(self.path(), agenda, "the download left the programme")

            # Moved after the other in its edit form: the conflict gone
            self.open(session_path)
            self.follow(self.link("Edit"))
            self.assert_page(session_path + "/edit")
            self.assertEqual([self.value(field) for field in ("title", "starts", "ends", "room", "speakers", "description")],
                             [HOSTILE_TITLE, f"{DAY}T19:30", f"{DAY}T20:30", "Hall", speakers, HOSTILE_DESCRIPTION],
                             "the edit form does not hold the session's values")
            self.assert_inert("the edit form")
            self.check_axe(f"session edit form at {size}")
            self.browser.screenshot(f"{backend}-agenda-session-edit-{width}")
            self.type_into("starts", f"{DAY}T20:00")
            self.type_into("ends", f"{DAY}T21:00")
            self.press("Save the session")
            self.assert_page(session_path)
            self.assertEqual(self.query(), {"done": ["updated"]})
            self.assertEqual(self.notice(), "The session is saved.")
            self.assertEqual(self.warnings(), [], "the session moved after the other is still shown with a conflict")
            moved = self.store.json("agenda", "show", event, clash)
            self.assertEqual((moved["session"]["startsAt"], moved["session"]["endsAt"], moved["conflicts"]),
                             (f"{DAY}T20:00:00+01:00", f"{DAY}T21:00:00+01:00", []), f"agenda show has {moved}")
            self.browser.screenshot(f"{backend}-agenda-session-moved-{width}")
            self.assert_json_is_the_commands(agenda + "/conflicts?format=json", "agenda", "conflicts", event)

            # Removed, after its confirmation page
            self.follow(self.link("Remove"))
            self.assert_page(session_path + "/remove")
            self.assertEqual(self.browser.text("main h1"), f"Remove {HOSTILE_TITLE}?")
            self.assert_inert("the removal's confirmation", HOSTILE_TITLE)
            self.check_axe(f"session removal confirmation at {size}")
            self.browser.screenshot(f"{backend}-agenda-session-remove-{width}")
            self.press("Remove the session")
            self.assert_page(agenda)
            self.assertEqual(self.query(), {"done": ["removed"]})
            self.assertEqual(self.notice(), "The session is removed.")
            self.assertEqual([row["session"] for row in self.table()], ["opening"], "the removed session is still listed")
            self.assertEqual(list(self.sessions(event)), ["opening"], "agenda list still has the removed session")

    def test_b_a_speaker_typed_as_markup_is_refused_beside_the_field(self):
        """At phone and desktop size, the add form with a speaker typed as <b>x</b>: refused beside the Speakers field (#speakers-error, 422) with the markup shown as text, what was typed kept, nothing saved"""
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event, _ = self.make_event(f"refusal-{width}")
            new = f"/events/{event}/new-session"
            self.open(new)
            self.assert_page(new)
            self.fill_session(HOSTILE_TITLE, "19:00", "20:00", "Hall", MARKUP_SPEAKER)
            self.press("Add the session")
            self.assert_page(new, 422)
            errors = self.driver.find_elements(By.ID, "speakers-error")
            self.assertTrue(errors, f"no #speakers-error; the page says {self.browser.text('main')[:400]}")
            self.assertIn(f"{MARKUP_SPEAKER}' is not a speaker", errors[0].text)
            self.assertIn("speakers-error", (self.driver.find_element(By.ID, "speakers").get_attribute("aria-describedby") or "").split())
            self.assertEqual(self.driver.find_element(By.ID, "speakers").get_attribute("aria-invalid"), "true")
            self.assertEqual([self.value("title"), self.value("speakers")], [HOSTILE_TITLE, MARKUP_SPEAKER], "what was typed is lost")
            self.assert_inert("the add form refusing a speaker", MARKUP_SPEAKER)
            self.check_axe(f"add-session form refusing a speaker at {size}")
            self.browser.screenshot(f"{self.site.backend}-agenda-speaker-refused-{width}")
            self.assertEqual(self.store.json("agenda", "list", event), [], "the refused session was saved")

    def test_c_every_new_page_fits_a_phone(self):
        """At phone width (390x844) each new page — the programme as a table and as a timeline, the add form blank and refused, a session with a conflict, its edit form, its removal's confirmation and the conflicts page — is laid out within the screen, with no sideways scrolling"""
        self.ensure_signed_in()
        self.browser.viewport(*PHONE)
        event, _ = self.make_event("fit")
        long_room = "The long hall on the first floor behind the big staircase"
        self.store.run("agenda", "add", event, "A rather long opening keynote about planning events well", "--day", "1",
                       "--starts", "19:00", "--ends", "20:00", "--room", long_room, "--speaker", "Ada Lovelace <ada@example.org>")
        self.store.run("agenda", "add", event, HOSTILE_TITLE, "--day", "1", "--starts", "19:30", "--ends", "20:30",
                       "--room", long_room, "--speaker", HOSTILE_SPEAKER, "--description", HOSTILE_DESCRIPTION)
        handles = list(self.sessions(event))
        self.assertEqual(len(handles), 2, f"agenda list has {handles}")
        clash = f"/events/{event}/sessions/{handles[1]}"
        agenda, new = f"/events/{event}/agenda", f"/events/{event}/new-session"
        pages = [agenda, agenda + "?timeline=on", new, "refused", clash, clash + "/edit", clash + "/remove", agenda + "/conflicts"]
        wide = {}
        for path in pages:
            if path == "refused":
                self.fill_session("Clash again", "19:15", "19:45", long_room)
                self.tick("strict", True)
                self.press("Add the session")
                self.assert_page(new, 422)
                self.assertTrue(self.driver.find_elements(By.ID, "strict-error"), f"no #strict-error: {self.browser.text('main')[:300]}")
                path = "the add form refusing a conflict (POST /events/EVENT/new-session)"
            else:
                self.open(path)
                self.assert_page(path.split("?")[0])
            if path == clash:
                self.assertTrue(self.warnings(), "the session's page shows no conflict")
            measured = self.driver.execute_script(OVERFLOW, PHONE[0])
            if measured["page"] > PHONE[0] or measured["viewport"] != PHONE[0] or measured["over"]:
                wide[path] = measured
                self.browser.screenshot(f"{self.site.backend}-agenda-pages-too-wide-{len(wide)}")
        self.assertEqual(wide, {}, f"pages wider than a {PHONE[0]} px phone (the page's width, the viewport's, what of <main> reaches past it): {wide}")
