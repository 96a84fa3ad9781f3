"""A volunteer's own page, opened through their personal link (`shifts volunteers link`): 50 at
once over HTTP taking one shift's 10 places; at a phone's size in Chromium, a sign-up, an
overlapping shift refused with its reason, leaving, and a parent signing up their child; the
household's calendar file as Python's icalendar reads it; markup in a shift's title and place
and a volunteer's name, inert on the page; a forged link and a rotated one, 404 and nothing
changed. The organiser's side at a phone's size: the Shifts tab's staffing grid redrawn live,
without a reload, as volunteers sign up on their links (a cell's tone class red, then yellow,
then green); the plan page's forms adding a shift and a volunteer and putting one on the other,
a refusal beside its field; axe-core on both pages. Each check makes an event of its own."""

import html
import re
import threading
import urllib.error
import urllib.parse
from datetime import datetime, timedelta, timezone
from urllib.parse import urlparse
from zoneinfo import ZoneInfo

import icalendar
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from browser import PATIENCE, PHONE
from demo_site import SiteTest, is_stale
from guest_link import GuestClient
from test_expense_pages import OVERFLOW

ZONE = "America/New_York"
VOLUNTEERS = 50
PLACES = 10
REFUSAL = re.compile(r'id="refusal">([^<]*)<')
# Markup an organiser may paste into a shift or a volunteer's name; each would run or make an
# element if it were not escaped.
HOSTILE_TITLE = "<script>window.owned=1</script>Bar <b id=bold>late</b>"
HOSTILE_PLACE = "<img src=x onerror=alert(1)>Tent"
HOSTILE_NAME = "<script>alert(1)</script>Mallory<svg onload=alert(2)>"
# (A check-in code's QR is the one svg a page draws.)
INJECTED = """return [window.owned, document.querySelectorAll('script:not([src]), img[src="x"], [onerror], [onload], svg:not(.ticket-qr > svg), b#bold').length,
    [...document.scripts].filter(script => script.text.includes('owned') || script.text.includes('alert')).length]"""
# The plan page's sections in the order the owner sees them: the order a plan is made in.
PLAN_SECTIONS = ["roles", "new-shift", "new-series", "change-shift", "new-volunteer", "approval", "volunteer-link",
                 "assign", "seat", "settings", "import-shifts", "import-volunteers", "attendance"]
# How long the organiser's open Shifts tab may take to show a sign-up: its stream pushes each change.
# The staffing grid's cell of a shift, read at once (the live script may put a new grid in place
# between two reads of a selenium element): its classes and text; null for none.
GRID_CELL = """const cell = [...document.querySelectorAll('#staffing-grid td')].find(td => td.textContent.startsWith(arguments[0]));
return cell ? [cell.className, cell.textContent] : null"""
# Each refusal of <main>: its id, its text and the action of the form it stands in.
PLAN_REFUSALS = """return [...document.querySelectorAll('main :is(.field-error, .form-error)')].map(refusal =>
    [refusal.id || null, refusal.textContent.trim(), refusal.closest('form') ? refusal.closest('form').getAttribute('action') : null])"""


def post(client, action, **fields):
    """POSTs a form of the volunteer's page (`sign-up` or `leave`) with the CSRF token of the
    page `client` last opened; (status, Location header, body)."""
    body = urllib.parse.urlencode({"csrf": client.csrf or "", **fields}).encode()
    try:
        with client.opener.open(f"{client.url}/{action}", data=body, timeout=client.timeout) as response:
            return response.status, response.headers.get("Location"), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Location"), error.read().decode()


def refusal(page):
    """The reason in a page's #refusal, as text, or None."""
    found = REFUSAL.search(page)
    return html.unescape(found.group(1)) if found else None


class VolunteerPageTests(SiteTest):
    def setUp(self):
        self.browser.viewport(*PHONE)

    def event_with_role(self, handle, title, role="Bar"):
        """A new event on 10 June 2027 in New York, with one role volunteers take unapproved."""
        self.store.run("events", "create", title, "--handle", handle, "--starts", "2027-06-10T09:00",
                       "--ends", "2027-06-10T23:00", "--timezone", ZONE)
        self.store.run("shifts", "roles", "add", handle, role)

    def shift(self, event, title, starts, ends, need, *options):
        """Adds a shift on 10 June 2027 (`starts`, `ends` as HH:MM in the event's zone); its number."""
        return self.store.json("shifts", "add", event, title, "--starts", f"2027-06-10T{starts}", "--ends", f"2027-06-10T{ends}",
                               "--need", need, *options)["number"]

    def volunteer(self, event, name, *options):
        """Adds a volunteer in the role Bar; their number."""
        return self.store.json("shifts", "volunteers", "add", event, name, "--role", "Bar", *options)["number"]

    def link(self, event, number, *options):
        return self.store.json("shifts", "volunteers", "link", event, str(number), "--public-url", self.site.server.url, *options)

    def on_shift(self, event, number):
        """The numbers of the volunteers on the shift, by role, as `shifts show` gives them."""
        shown = self.store.json("shifts", "show", event, str(number))
        return {role["role"]: sorted(person["number"] for person in role["volunteers"]) for role in shown["roles"]}

    def element(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def elements(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def submit(self, css):
        """Presses the button `css` and waits for the page it leads to."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        self.element(css).click()
        self.assertTrue(self.browser.wait(PATIENCE, lambda: is_stale(page)), f"pressing {css} led to no new page")
        self.browser.wait(PATIENCE, lambda: self.ready_state() == "complete")
        self.browser.read_console()

    def seats(self):
        """The household's shifts under #my-shifts: (shift, member) numbers."""
        return [(int(seat.get_attribute("data-shift")), int(seat.get_attribute("data-member")))
                for seat in self.elements("#my-shifts li.volunteer-seat")]

    def test_a_fifty_at_once(self):
        """50 volunteers post a sign-up at once for a shift needing 10 Bar: exactly 10 on it, 10 answered 303, 40 answered 422 saying full, no 5xx"""
        self.event_with_role("rush-shifts", "Rush Shifts")
        shift = self.shift("rush-shifts", "Bar rush", "18:00", "22:00", f"Bar={PLACES}")
        numbers = [self.volunteer("rush-shifts", f"Racer {n:02}") for n in range(VOLUNTEERS)]
        clients = {number: GuestClient(self.link("rush-shifts", number)["link"]) for number in numbers}
        for number, client in clients.items():
            page = client.open()
            self.assertIsNotNone(client.csrf, f"volunteer #{number}'s page has no CSRF field")
            self.assertIn(f'data-shift="{shift}"', page, f"volunteer #{number}'s page offers no place on shift #{shift}")

        start = threading.Barrier(VOLUNTEERS)
        answers = {}

        def sign_up(number):
            start.wait()
            answers[number] = post(clients[number], "sign-up", shift=str(shift), role="Bar", member=str(number))

        threads = [threading.Thread(target=sign_up, args=(number,)) for number in numbers]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        self.assertEqual(len(answers), VOLUNTEERS, "not every post was answered")
        errors = {number: (status, body[:300]) for number, (status, _, body) in answers.items() if status >= 500}
        self.assertEqual(errors, {}, "posts answered with a server error")
        taken = sorted(number for number, (status, _, _) in answers.items() if status == 303)
        refused = {number: (status, refusal(body)) for number, (status, _, body) in answers.items() if status != 303}
        self.assertEqual(len(taken), PLACES, f"posts answered 303; the others: {refused}")
        self.assertEqual(len(refused), VOLUNTEERS - PLACES)
        not_full = {number: answer for number, answer in refused.items() if answer[0] != 422 or "full" not in (answer[1] or "")}
        self.assertEqual(not_full, {}, "refusals not 422 with a #refusal saying the shift is full")
        for number in taken:
            location = answers[number][1]
            self.assertEqual(location, f"{urlparse(clients[number].url).path}?signed-up={shift}&member={number}#my-shifts")
        self.assertEqual(self.on_shift("rush-shifts", shift), {"Bar": taken}, "who is on the shift is not who was told 303")

    def test_b_sign_up_overlap_leave(self):
        """a volunteer's link at phone size: signs up (shown under #my-shifts, #done), an overlapping shift shows its reason, a stale page's post is refused in #refusal, leaves; axe finds nothing"""
        event = "phone-shifts"
        self.event_with_role(event, "Phone Shifts")
        early = self.shift(event, "Bar early", "17:00", "19:00", "Bar=2", "--place", "Main tent")
        overlapping = self.shift(event, "Bar overlap", "18:00", "20:00", "Bar=2")
        late = self.shift(event, "Bar late", "20:00", "22:00", "Bar=2")
        clash = self.shift(event, "Bar clash", "21:00", "23:00", "Bar=2")
        number = self.volunteer(event, "Vic Volunteer")
        link = self.link(event, number)["link"]
        self.browser.open(link)
        self.assertEqual(self.http_status(), 200)
        self.assertEqual(self.browser.text(".greeting"), "Vic Volunteer, you volunteer at")
        self.assertEqual(self.browser.text("#my-shifts p"), "None yet: take one below.")
        self.assertEqual(self.elements("#done"), [])
        offered = [int(card.get_attribute("data-shift")) for card in self.elements("#open-shifts li.open-place")]
        self.assertEqual(offered, [early, overlapping, late, clash])
        self.check_axe("the volunteer's page, before any sign-up")

        self.submit(f'li.open-place[data-shift="{early}"] form.sign-up button')
        self.assertEqual(self.path(), urlparse(link).path)
        self.assertIn(f"signed-up={early}", self.driver.current_url)
        self.assertEqual(self.browser.text("#done"), f"Signed up for shift #{early}. Thank you!")
        self.assertEqual(self.seats(), [(early, number)])
        seat = self.browser.text(f'#my-shifts li.volunteer-seat[data-shift="{early}"]')
        self.assertIn(f"#{early} Bar early", seat)
        self.assertIn("Main tent", seat)
        self.assertIn("As Bar", seat)
        self.assertEqual(self.on_shift(event, early), {"Bar": [number]})

        # The overlapping shift: its reason in place of a Sign up button.
        card = f'#open-shifts li.open-place[data-shift="{overlapping}"]'
        self.assertEqual(len(self.elements(f"{card} form, {card} button")), 0, "an overlapping shift still offers Sign up")
        self.assertIn(f"shift #{overlapping} overlaps shift #{early}", self.browser.text(f"{card} p.refused"))
        self.check_axe("the volunteer's page, signed up")
        self.browser.screenshot(f"{self.site.backend}-volunteer-page-signed-up")

        # The same link on another device takes a shift clashing with one this page still offers.
        other = GuestClient(link)
        other.open()
        status, _, body = post(other, "sign-up", shift=str(clash), role="Bar", member=str(number))
        self.assertEqual(status, 303, f"the other device's sign-up for #{clash}: {refusal(body) or body[:300]}")
        self.submit(f'li.open-place[data-shift="{late}"] form.sign-up button')
        self.assertEqual(self.http_status(), 422, "a sign-up overlapping a shift taken meanwhile was not refused with 422")
        self.assertTrue(self.browser.text("#refusal").startswith(f"Not done: shift #{late} overlaps shift #{clash}"),
                        f"#refusal says {self.browser.text('#refusal')!r}")
        self.assertEqual(self.elements("#done"), [])
        self.assertEqual(sorted(self.seats()), sorted([(early, number), (clash, number)]))
        self.assertEqual(self.on_shift(event, late), {"Bar": []})
        self.check_axe("the volunteer's page with a refusal")

        self.browser.open(link)
        self.submit(f'li.volunteer-seat[data-shift="{early}"] form.leave-shift button')
        self.assertEqual(self.path(), urlparse(link).path)
        self.assertIn(f"left={early}", self.driver.current_url)
        self.assertEqual(self.browser.text("#done"), f"You left shift #{early}.")
        self.assertEqual(self.seats(), [(clash, number)])
        self.assertEqual(self.on_shift(event, early), {"Bar": []})
        # Free of the early shift, the overlapping one is offered again.
        self.assertEqual(len(self.elements(f'li.open-place[data-shift="{overlapping}"] form.sign-up button')), 1)
        self.check_axe("the volunteer's page after leaving")

    def test_c_household(self):
        """a parent's link at phone size: Who goes picks their child, the child's seat is shown under #my-shifts and shifts show has the child; no one outside the household is signed up or off"""
        event = "family-shifts"
        self.event_with_role(event, "Family Shifts")
        shift = self.shift(event, "Lemonade stand", "14:00", "16:00", "Bar=3")
        parent = self.volunteer(event, "Pat Lee", "--household", "Lee")
        child = self.volunteer(event, "Kim Lee", "--household", "Lee")
        other = self.volunteer(event, "Sam Other", "--household", "Other")
        link = self.link(event, parent)["link"]
        self.browser.open(link)
        self.assertEqual(self.browser.text("#my-shifts h2"), "Your household's shifts")
        chooser = self.element(f'li.open-place[data-shift="{shift}"] select[name="member"]')
        label = self.element(f'label[for="{chooser.get_attribute("id")}"]')
        self.assertEqual(label.text, "Who goes")
        choice = Select(chooser)
        self.assertEqual([(option.get_attribute("value"), option.text) for option in choice.options],
                         [(str(parent), "Pat Lee"), (str(child), "Kim Lee")], "Who goes offers not exactly the household")
        choice.select_by_visible_text("Kim Lee")
        self.check_axe("a household's page")
        self.submit(f'li.open-place[data-shift="{shift}"] form.sign-up button')
        self.assertIn(f"signed-up={shift}", self.driver.current_url)
        self.assertEqual(self.browser.text("#done"), f"Signed up for shift #{shift}. Thank you!")
        self.assertEqual(self.seats(), [(shift, child)])
        self.assertIn("Kim Lee, as Bar", self.browser.text(f'li.volunteer-seat[data-member="{child}"]'))
        self.assertEqual(self.on_shift(event, shift), {"Bar": [child]})
        # The parent may still go too: the place is offered to them alone now.
        self.assertEqual(self.elements(f'li.open-place[data-shift="{shift}"] select'), [])
        self.assertEqual(self.element(f'li.open-place[data-shift="{shift}"] input[name="member"]').get_attribute("value"), str(parent))
        self.browser.screenshot(f"{self.site.backend}-volunteer-page-household")

        # The link is no authority over anyone outside the household, whatever the form says.
        self.store.run("shifts", "assign", event, str(shift), str(other))
        client = GuestClient(link)
        client.open()
        for action, fields in (("sign-up", {"role": "Bar"}), ("leave", {})):
            status, _, body = post(client, action, shift=str(shift), member=str(other), **fields)
            self.assertEqual(status, 422, f"{action} for #{other} of another household answered {status}: {refusal(body) or body[:300]}")
            self.assertIn("is not of your household", refusal(body) or "")
        self.assertEqual(self.on_shift(event, shift), {"Bar": sorted([child, other])}, "a post for another household changed the shift")

    def test_d_calendar(self):
        """shifts.ics holds exactly the household's shifts not cancelled, in UTC, with who, the shift, the role and the event in each summary"""
        event = "calendar-shifts"
        self.event_with_role(event, "Calendar Shifts")
        parents = self.shift(event, "Bar opening", "10:00", "12:30", "Bar=2", "--place", "North gate")
        childs = self.shift(event, "Bar close", "20:00", "23:00", "Bar=2")
        strangers = self.shift(event, "Bar noon", "12:00", "14:00", "Bar=2")
        cancelled = self.shift(event, "Bar cancelled", "15:00", "16:00", "Bar=2")
        self.shift(event, "Bar nobody", "16:00", "17:00", "Bar=2")
        parent = self.volunteer(event, "Ada Ng", "--household", "Ng")
        child = self.volunteer(event, "Bo Ng", "--household", "Ng")
        stranger = self.volunteer(event, "Cy Far")
        for shift, number in ((parents, parent), (childs, child), (strangers, stranger), (cancelled, parent)):
            self.store.run("shifts", "assign", event, str(shift), str(number))
        self.store.run("shifts", "cancel", event, str(cancelled))
        client = GuestClient(self.link(event, parent)["link"] + "/shifts.ics")
        status, headers, text = client.request()
        self.assertEqual(status, 200, text[:300])
        self.assertTrue(headers.get("Content-Type", "").startswith("text/calendar"), headers.get("Content-Type"))
        calendar = icalendar.Calendar.from_ical(text.encode())
        entries = sorted((str(entry["SUMMARY"]), entry.decoded("DTSTART"), entry.decoded("DTEND")) for entry in calendar.walk("VEVENT"))
        for summary, starts, ends in entries:
            self.assertEqual((starts.utcoffset(), ends.utcoffset()), (timedelta(0), timedelta(0)), f"{summary} is not in UTC")

        def utc(hours, minutes=0):
            return datetime(2027, 6, 10, hours, minutes, tzinfo=ZoneInfo(ZONE)).astimezone(timezone.utc)

        self.assertEqual(entries, sorted([
            ("Bar opening (Bar), Calendar Shifts", utc(10), utc(12, 30)),
            ("Bo Ng: Bar close (Bar), Calendar Shifts", utc(20), utc(23)),
        ]), f"the calendar's events of {text}")
        self.assertEqual(utc(10), datetime(2027, 6, 10, 14, 0, tzinfo=timezone.utc))

    def assert_inert(self, where):
        self.assertIsNone(self.browser.alert_text(), f"an alert opened on {where}")
        self.assertEqual(self.driver.execute_script(INJECTED), [None, 0, 0], f"markup ran or became elements on {where}")

    def test_e_hostile_text(self):
        """markup in a shift's title and place and in a volunteer's name: text on their page, in its cards, seats and a refusal, no element made"""
        event = "hostile-shifts"
        self.event_with_role(event, "Hostile Shifts")
        shift = self.shift(event, HOSTILE_TITLE, "18:00", "20:00", "Bar=2", "--place", HOSTILE_PLACE)
        overlapping = self.shift(event, "Bar overlap", "19:00", "21:00", "Bar=2")
        number = self.volunteer(event, HOSTILE_NAME)
        link = self.link(event, number)["link"]
        self.browser.open(link)
        self.assert_inert("the volunteer's page")
        text = lambda css: self.driver.execute_script("return document.querySelector(arguments[0]).textContent", css)
        self.assertEqual(text(".greeting"), f"{HOSTILE_NAME}, you volunteer at")
        card = f'li.open-place[data-shift="{shift}"]'
        self.assertEqual(text(f"{card} h3"), f"#{shift} {HOSTILE_TITLE}, Bar")
        self.assertTrue(text(f"{card} .when").endswith(f", {HOSTILE_PLACE}"), text(f"{card} .when"))

        # The stale page's post for the overlapping shift, once another device took the first.
        other = GuestClient(link)
        other.open()
        status, _, body = post(other, "sign-up", shift=str(shift), role="Bar", member=str(number))
        self.assertEqual(status, 303, refusal(body) or body[:300])
        self.submit(f'li.open-place[data-shift="{overlapping}"] form.sign-up button')
        self.assertEqual(self.http_status(), 422)
        self.assert_inert("the volunteer's page with a refusal")
        self.assertIn(f"which '{HOSTILE_NAME}' is on", text("#refusal"))
        seat = f'li.volunteer-seat[data-shift="{shift}"]'
        self.assertEqual(text(f"{seat} h3"), f"#{shift} {HOSTILE_TITLE}")
        self.assertTrue(text(f"{seat} .when").endswith(f", {HOSTILE_PLACE}"), text(f"{seat} .when"))
        self.browser.open(link)
        self.assert_inert("the volunteer's page, signed up")
        self.assertIn(f"which '{HOSTILE_NAME}' is on", text(f'li.open-place[data-shift="{overlapping}"] p.refused'))
        self.assertEqual(self.on_shift(event, shift), {"Bar": [number]})
        self.assertEqual(self.on_shift(event, overlapping), {"Bar": []})

    def test_f_forged_and_rotated(self):
        """a forged link and the old link after --rotate answer 404 to the page, a sign-up and shifts.ics, and change nothing; the new link opens"""
        event = "locked-shifts"
        self.event_with_role(event, "Locked Shifts")
        shift = self.shift(event, "Bar door", "18:00", "20:00", "Bar=2")
        number = self.volunteer(event, "Lou Lock")
        made = self.link(event, number)
        self.assertFalse(made["rotated"])
        old = made["link"]
        secret = urlparse(old).path.rsplit("/", 1)[1]
        forged = f"{self.site.server.url}/v/{secret[:-4]}{'AAAA' if secret[-4:] != 'AAAA' else 'BBBB'}"
        real = GuestClient(old)
        real.open()
        self.assertIsNotNone(real.csrf, "the volunteer's page has no CSRF field")

        # The forged link, with a real visitor's cookie and CSRF token.
        faker = GuestClient(forged)
        faker.opener, faker.csrf = real.opener, real.csrf
        self.assertEqual(faker.request()[0], 404, "a forged link opens a page")
        status, _, body = post(faker, "sign-up", shift=str(shift), role="Bar", member=str(number))
        self.assertEqual(status, 404, f"a forged link's sign-up answered {status}: {body[:300]}")
        self.assertEqual(self.on_shift(event, shift), {"Bar": []}, "a forged link's sign-up changed the shift")

        rotated = self.link(event, number, "--rotate")
        self.assertTrue(rotated["rotated"])
        self.assertNotEqual(rotated["link"], old)
        # The page read before the rotation cannot sign up any more.
        status, _, body = post(real, "sign-up", shift=str(shift), role="Bar", member=str(number))
        self.assertEqual(status, 404, f"the old link's sign-up answered {status}: {body[:300]}")
        self.assertEqual(GuestClient(old + "/shifts.ics").request()[0], 404, "the old link's calendar still opens")
        self.assertEqual(self.on_shift(event, shift), {"Bar": []}, "the old link's sign-up changed the shift")
        self.browser.open(old)
        self.assertEqual((self.http_status(), self.browser.text("h1")), (404, "Link not valid"), "the old link still opens")
        self.assertNotIn("Lou Lock", self.browser.text())

        fresh = GuestClient(rotated["link"])
        self.assertIn("Lou Lock, you volunteer at", fresh.open())
        status, _, body = post(fresh, "sign-up", shift=str(shift), role="Bar", member=str(number))
        self.assertEqual(status, 303, refusal(body) or body[:300])
        self.assertEqual(self.on_shift(event, shift), {"Bar": [number]})

    # The organiser's side: the Shifts tab's live grid and the plan page

    def grid_cell(self, shift):
        """The grid's cell of shift #`shift`: [its class, its text], or None."""
        return self.driver.execute_script(GRID_CELL, f"#{shift} ")

    def wait_for_cell(self, shift, expected, why):
        """Waits (bounded) until the grid's cell of the shift is `expected`, [class, text]."""
        try:
            WebDriverWait(self.driver, PATIENCE, poll_frequency=0.1).until(lambda driver: self.grid_cell(shift) == expected)
        except TimeoutException:
            status = self.browser.text("[data-live-status]")
            self.fail(f"after {PATIENCE} s {why}: the cell of #{shift} is {self.grid_cell(shift)}, not {expected}; live status {status!r}")

    def assert_fits_the_phone(self, where):
        """Nothing of <main> reaches past the phone's screen (a table scrolls in its own box)."""
        laid = self.driver.execute_script(OVERFLOW, PHONE[0])
        self.assertLessEqual(laid["page"], laid["viewport"], f"{where} scrolls sideways: {laid}")
        self.assertEqual(laid["over"], [], f"{where}: past the screen's edge")

    def test_g_live_grid(self):
        """the organiser's Shifts tab at phone size: the grid's cell of a shift turns from tone-error to tone-warning to tone-success as volunteers sign up on their links, live, without a reload; its title's markup stays text; axe finds nothing"""
        event = "live-grid"
        self.event_with_role(event, "Live Grid")
        shift = self.shift(event, HOSTILE_TITLE, "18:00", "20:00", "Bar=2")
        other = self.shift(event, "Bar quiet", "20:00", "22:00", "Bar=1")
        first, second = self.volunteer(event, "Gia Grid"), self.volunteer(event, "Hal Grid")
        links = {number: self.link(event, number)["link"] for number in (first, second)}
        self.sign_in()
        self.browser.viewport(*PHONE)
        self.open(f"/events/{event}/shifts")
        self.assertEqual((self.path(), self.http_status()), (f"/events/{event}/shifts", 200))
        self.assertEqual(self.element("#staffing-grid").get_attribute("data-live"), f"/events/{event}/shifts/grid")
        status = lambda: self.browser.text("[data-live-status]")
        self.assertTrue(self.browser.wait(PATIENCE, lambda: status().startswith("Live")), f"live status {status()!r}")
        self.assertEqual(self.grid_cell(shift), ["tone-error", f"#{shift} {HOSTILE_TITLE} 18:00–20:00 0/2"])
        self.assertEqual(self.grid_cell(other), ["tone-error", f"#{other} Bar quiet 20:00–22:00 0/1"])
        self.assert_inert("the Shifts tab")
        self.assert_fits_the_phone("the Shifts tab")
        self.check_axe("the Shifts tab with its staffing grid")
        mark = f"kept-{shift}"
        self.driver.execute_script("window.rushdayGridMark = arguments[0]", mark)

        for number, expected in ((first, ["tone-warning", f"#{shift} {HOSTILE_TITLE} 18:00–20:00 1/2"]),
                                 (second, ["tone-success", f"#{shift} {HOSTILE_TITLE} 18:00–20:00 2/2"])):
            client = GuestClient(links[number])
            client.open()
            posted, _, body = post(client, "sign-up", shift=str(shift), role="Bar", member=str(number))
            self.assertEqual(posted, 303, f"volunteer #{number}'s sign-up: {refusal(body) or body[:300]}")
            self.wait_for_cell(shift, expected, f"volunteer #{number}'s sign-up")
            self.assertEqual(self.driver.execute_script("return window.rushdayGridMark"), mark, "the page was reloaded, not redrawn")
        self.assertEqual(self.grid_cell(other), ["tone-error", f"#{other} Bar quiet 20:00–22:00 0/1"], "a shift nobody took changed")
        self.assertTrue(status().startswith("Live: updated"), f"live status {status()!r}")
        self.assertEqual(self.on_shift(event, shift), {"Bar": [first, second]})
        self.assert_inert("the Shifts tab redrawn live")
        self.check_axe("the Shifts tab redrawn live")
        self.browser.screenshot(f"{self.site.backend}-shifts-grid-live")

        # A cancelled shift is muted, from the command line, still without a reload.
        self.store.run("shifts", "cancel", event, str(other))
        self.wait_for_cell(other, ["tone-muted", f"#{other} Bar quiet 20:00–22:00 cancelled"], "shifts cancel")
        self.assertEqual(self.driver.execute_script("return window.rushdayGridMark"), mark, "the page was reloaded, not redrawn")

    def test_h_plan_forms(self):
        """the plan page at phone size: a shift added after an end before its start was refused beside Ends (422, what was typed kept, nothing added), a volunteer added and put on it, a second refused beside Shift as it is full, one checked in; each shown on the Shifts tab and by the command line; axe finds nothing"""
        event = "plan-shifts"
        self.event_with_role(event, "Plan Shifts")
        self.sign_in()
        self.browser.viewport(*PHONE)
        self.open(f"/events/{event}/shifts")
        self.follow(self.element("main p.page-links a[href$='/shifts/plan']"))
        self.assertEqual((self.path(), self.http_status()), (f"/events/{event}/shifts/plan", 200))
        self.assertEqual(self.browser.text("main h1"), "Plan the shifts")
        self.assertEqual([form.get_attribute("action").rsplit("/", 1)[-1] for form in self.elements("main form")],
                         PLAN_SECTIONS)
        self.assert_fits_the_phone("the plan page")
        self.check_axe("the plan page")

        title = "Bar <b id=bold>opening</b>"
        shift_form = "#new-shift form"
        self.element(f"{shift_form} #new-shift-title").send_keys(title)
        # A date-time control types in the browser's locale; its value is what the form sends.
        for field, value in (("new-shift-starts", "2027-06-10T18:00"), ("new-shift-ends", "2027-06-10T17:00")):
            self.driver.execute_script("document.getElementById(arguments[0]).value = arguments[1]", field, value)
        self.element(f"{shift_form} #new-shift-place").send_keys("Main tent")
        self.element(f"{shift_form} #new-shift-need").send_keys("Bar=1")
        self.submit(f"{shift_form} button")
        self.assertEqual((self.path(), self.http_status()), (f"/events/{event}/shifts/new-shift", 422))
        self.assertEqual(self.driver.execute_script(PLAN_REFUSALS),
                         [["new-shift-ends-error", "a shift must end after it starts", f"/events/{event}/shifts/new-shift"]])
        self.assertEqual(self.element("#new-shift-ends").get_attribute("aria-describedby"), "new-shift-ends-error")
        self.assertEqual(self.element("#new-shift-ends").get_attribute("aria-invalid"), "true")
        self.assertEqual([self.element(f"#new-shift-{name}").get_attribute("value") for name in ("title", "starts", "ends", "place", "need")],
                         [title, "2027-06-10T18:00", "2027-06-10T17:00", "Main tent", "Bar=1"], "what was typed is not kept")
        self.assertEqual(self.elements("main b, #bold"), [], "the title typed became an element")
        self.assertEqual(self.store.json("shifts", "list", event), [], "a refused shift was added")
        self.assert_fits_the_phone("the plan page with a refusal")
        self.check_axe("the plan page with a refusal")
        self.browser.screenshot(f"{self.site.backend}-shift-plan-refused")

        self.driver.execute_script("document.getElementById('new-shift-ends').value = '2027-06-10T20:00'")
        self.submit(f"{shift_form} button")
        self.assertEqual(self.path(), f"/events/{event}/shifts")
        self.assertIn("done=shift-added", self.driver.current_url)
        self.assertEqual(self.browser.text("[role=status]"), "The shift is added.")
        listed = self.store.json("shifts", "list", event)
        self.assertEqual([(shift["number"], shift["title"], shift["starts"], shift["ends"], shift["place"]) for shift in listed],
                         [(1, title, "2027-06-10T18:00:00-04:00", "2027-06-10T20:00:00-04:00", "Main tent")])
        self.assertEqual(self.grid_cell(1), ["tone-error", f"#1 {title} 18:00–20:00 0/1"])
        self.assertEqual(self.elements("main b, #bold"), [], "the title became an element on the Shifts tab")

        self.follow(self.element("main p.page-links a[href$='/shifts/plan']"))
        for name, value in (("name", "Vic Plan"), ("email", "vic@example.org"), ("phone", "+1 212 555 0100"), ("role", "Bar")):
            self.element(f"#new-volunteer-{name}").send_keys(value)
        self.submit("#new-volunteer form button")
        self.assertIn("done=volunteer-added", self.driver.current_url)
        self.assertEqual(self.browser.text("[role=status]"), "The volunteer is added.")
        volunteers = self.store.json("shifts", "volunteers", "list", event)
        self.assertEqual([(volunteer["number"], volunteer["name"], volunteer["email"], volunteer["phone"]) for volunteer in volunteers],
                         [(1, "Vic Plan", "vic@example.org", "+1 212 555 0100")])

        self.follow(self.element("main p.page-links a[href$='/shifts/plan']"))
        Select(self.element("#assign-shift")).select_by_value("1")
        Select(self.element("#assign-volunteer")).select_by_value("1")
        self.submit("#assign form button")
        self.assertIn("done=assigned", self.driver.current_url)
        self.assertEqual(self.browser.text("[role=status]"), "The volunteer is on the shift.")
        self.assertEqual(self.on_shift(event, 1), {"Bar": [1]})
        self.assertEqual(self.grid_cell(1), ["tone-success", f"#1 {title} 18:00–20:00 1/1"])

        # A second volunteer on the full shift: refused beside Shift, both choices kept.
        second = self.volunteer(event, "Wes Wait")
        self.follow(self.element("main p.page-links a[href$='/shifts/plan']"))
        Select(self.element("#assign-shift")).select_by_value("1")
        Select(self.element("#assign-volunteer")).select_by_value(str(second))
        self.submit("#assign form button")
        self.assertEqual((self.path(), self.http_status()), (f"/events/{event}/shifts/assign", 422))
        self.assertEqual(self.driver.execute_script(PLAN_REFUSALS),
                         [["assign-shift-error", "shift #1 is full for 'Bar' (1 of 1 taken)", f"/events/{event}/shifts/assign"]])
        self.assertEqual((Select(self.element("#assign-shift")).first_selected_option.get_attribute("value"),
                          Select(self.element("#assign-volunteer")).first_selected_option.get_attribute("value")), ("1", str(second)))
        self.assertEqual(self.on_shift(event, 1), {"Bar": [1]}, "a refused seat was taken")
        self.check_axe("the plan page with a refused seat")

        Select(self.element("#attendance-shift")).select_by_value("1")
        Select(self.element("#attendance-volunteer")).select_by_value("1")
        self.submit("#attendance form button[value=in]")
        self.assertIn("done=checked-in", self.driver.current_url)
        self.assertEqual(self.browser.text("[role=status]"), "Checked in.")
        seat = self.store.json("shifts", "show", event, "1")["roles"][0]["volunteers"][0]
        self.assertIsNotNone(seat["checkedIn"], f"not checked in: {seat}")
        self.assertIsNone(seat["checkedOut"])
        self.assert_fits_the_phone("the Shifts tab")
        self.check_axe("the Shifts tab after the plan's forms")
        self.browser.screenshot(f"{self.site.backend}-shift-plan-done")
