"""A volunteer's check-in code, from their own page to the event's door: the page at a phone's
size showing one pass per member of the household on a shift (axe-core on it), each QR code
read off a screenshot by zbarimg and equal to the code the page holds; that very screenshot
filmed by a second Chromium's fake camera at a door page opened by a door link, checking the
volunteer in to their shift open for check-in (ON SHIFT), as `shifts show` then says; a second
entry refused "already"; a forged code refused and nothing changed, a ticket still admitted; a
household member whose only shift is hours away refused with that shift named; offline, a
volunteer's code refused in the page and nothing queued; markup in a volunteer's name inert on
their page and in the door's verdict; the exit (OFF SHIFT) and the hours `shifts hours` counts.
The event's shifts are set from the clock: the first starts about 30 minutes from now in the
event's zone, so its check-in (from an hour before) is open while the checks run."""

import json
import re
import subprocess
import tempfile
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from PIL import Image, ImageChops
from selenium.webdriver.common.by import By

from browser import ARTIFACTS, Browser, PATIENCE, PHONE
from demo_site import SiteTest
from door_page import BASE45, DoorPage, tampered, total
from fake_camera import HEADER
from qr_pictures import HEIGHT, WIDTH, uneven_background
from rushday import HOSTILE_NAME, binary

EVENT = "volunteer-door"
# A zone far from UTC and from the machine's, with a quarter-hour offset: a shift's check-in
# window computed in the wrong zone would be shut by hours.
ZONE = "Pacific/Chatham"
ROLE = "Bar"
FIRST, LATER, CANCELLED = "Bar opening", "Bar closing", "Bar never"
CODE = re.compile(r"^RV1:[" + re.escape(BASE45) + r"]{147}$")
ON_THE_NETWORK_ONLY = "a volunteer's code is checked with the network only; scan it again once the door is online"
# Markup in the door's result panel or anywhere on a page: each would be an element if a name were not escaped.
INJECTED = """return document.querySelectorAll('img[src="x"], [onerror], [data-door-result] img').length"""
# Hours are shown to the hundredth (36 s): the exit waits until the check-in is this old.
WORKED_SECONDS = 40


def wall(instant):
    """The minute as `shifts add` takes it, in the event's zone: 2026-11-30T07:56."""
    return instant.strftime("%Y-%m-%dT%H:%M")


def spoken(instant):
    """An instant as the door says it: "Monday 30 November 2026, 11:26, Chatham time"."""
    return f"{instant:%A} {instant.day} {instant:%B %Y}, {instant:%H:%M}, {ZONE.rsplit('/', 1)[1]} time"


def screenshot_video(picture_path, video_path, frames=30):
    """The screenshot itself held up to the fake camera: its pixels in grey, on a card of
    uneven light, moving a few pixels from frame to frame, as YUV4MPEG2 (fake_camera's
    header) for `--use-file-for-fake-video-capture`."""
    picture = Image.open(picture_path).convert("L")
    largest = int(HEIGHT * 0.8)
    if max(picture.size) > largest:  # at a phone's size it is 288 px; never larger than the frame
        picture.thumbnail((largest, largest), Image.Resampling.LANCZOS)
    chroma = bytes([128]) * ((WIDTH // 2) * (HEIGHT // 2))
    with open(video_path, "wb") as file:
        file.write(HEADER)
        for index in range(frames):
            sway = (index % 10) - 5
            card = Image.new("L", (WIDTH, HEIGHT), 200)
            card.paste(picture, ((WIDTH - picture.width) // 2 + sway, (HEIGHT - picture.height) // 2 + sway // 2))
            card = ImageChops.multiply(card, uneven_background(0.7, seed=index))
            file.write(b"FRAME\n" + card.tobytes() + chroma + chroma)


class VolunteerDoorTests(SiteTest):
    @classmethod
    def setUpClass(cls):
        store = cls.site.demo.store
        zone = ZoneInfo(ZONE)
        now = datetime.now(zone).replace(second=0, microsecond=0)
        cls.first_starts = now + timedelta(minutes=30)
        cls.later_starts = now + timedelta(hours=4)
        cancelled_starts = now + timedelta(hours=6)
        store.run("events", "create", "Volunteer Door", "--handle", EVENT, "--starts", wall(now - timedelta(minutes=30)),
                  "--ends", wall(now + timedelta(hours=9)), "--timezone", ZONE)
        store.run("shifts", "roles", "add", EVENT, ROLE)
        shifts = {}
        for title, starts in ((FIRST, cls.first_starts), (LATER, cls.later_starts), (CANCELLED, cancelled_starts)):
            shifts[title] = store.json("shifts", "add", EVENT, title, "--starts", wall(starts), "--ends",
                                       wall(starts + timedelta(hours=2)), "--need", f"{ROLE}=6")
        cls.shift_starts = {title: datetime.fromisoformat(shift["starts"]) for title, shift in shifts.items()}
        cls.first, cls.later, cls.cancelled = (shifts[title]["number"] for title in (FIRST, LATER, CANCELLED))
        add = lambda name, *options: store.json("shifts", "volunteers", "add", EVENT, name, "--role", ROLE, *options)["number"]
        cls.vic = add("Vic Door", "--household", "Door")
        cls.kim = add("Kim Door", "--household", "Door")
        cls.lou = add("Lou Door", "--household", "Door")
        cls.tess, cls.otto, cls.hostile = add("Tess Tamper"), add("Otto Offline"), add(HOSTILE_NAME)
        cls.names = {cls.vic: "Vic Door", cls.kim: "Kim Door", cls.tess: "Tess Tamper", cls.otto: "Otto Offline", cls.hostile: HOSTILE_NAME}
        for shift, volunteer in ((cls.first, cls.vic), (cls.later, cls.kim), (cls.cancelled, cls.lou),
                                 (cls.first, cls.tess), (cls.first, cls.otto), (cls.first, cls.hostile)):
            store.run("shifts", "assign", EVENT, str(shift), str(volunteer))
        store.run("shifts", "cancel", EVENT, str(cls.cancelled))
        url = cls.site.server.url
        cls.links = {number: store.json("shifts", "volunteers", "link", EVENT, str(number), "--public-url", url)["link"]
                     for number in (cls.vic, cls.tess, cls.otto, cls.hostile)}
        store.run("tickets", "types", "add", EVENT, "Entry", "--price", "0")
        cls.ticket = store.json("tickets", "issue", EVENT, "--type", "entry", "--name", "Tia Ticket")[0]
        cls.doors = 0
        # Each member's code as zbarimg read it off their page, and the screenshot it was read
        # off, by volunteer number.
        cls.codes, cls.pictures = {}, {}

    def setUp(self):
        self.browser.viewport(*PHONE)
        self.door = DoorPage(self.browser, EVENT)

    # Helpers

    def open_door(self, page=None):
        """A new door of the event by `tickets door add`, its link opened in `page`'s browser."""
        kind = type(self)
        kind.doors += 1
        link = self.store.run("tickets", "door", "add", EVENT, f"volunteer-door-{kind.doors}", "--public-url",
                              self.site.server.url).splitlines()[0]
        (page or self.door).enter(link)
        return page or self.door

    def seat(self, shift, volunteer):
        """The volunteer's seat on the shift as `shifts show` gives it (checkedIn, checkedOut…)."""
        shown = self.store.json("shifts", "show", EVENT, str(shift))
        seats = [person for role in shown["roles"] for person in role["volunteers"] if person["number"] == volunteer]
        self.assertEqual(len(seats), 1, f"volunteer #{volunteer} on shift #{shift}: {shown['roles']}")
        return seats[0]

    def board(self):
        """Every shift as `shifts show` gives it: what a refused scan must leave as it was."""
        return {number: self.store.json("shifts", "show", EVENT, str(number)) for number in (self.first, self.later, self.cancelled)}

    def passes(self, link, name):
        """Opens the volunteer's page and reads each pass: its member and code, and the code its
        QR code holds as zbarimg reads it off a screenshot of the element (kept as an artefact),
        which must be the same; {member: code}."""
        self.browser.open(link)
        self.assertEqual(self.http_status(), 200, f"{link} did not open")
        found = {}
        for card in self.driver.find_elements(By.CSS_SELECTOR, "section#check-in article.volunteer-pass"):
            member, code = int(card.get_attribute("data-member")), card.get_attribute("data-code")
            self.assertRegex(code, CODE, f"member #{member}'s data-code")
            self.assertNotIn(member, found, f"two passes of member #{member}")
            svg = card.find_element(By.CSS_SELECTOR, ".ticket-qr svg")
            # Whole in the viewport, or the screenshot is cut at its edge.
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", svg)
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            picture = ARTIFACTS / f"{self.site.backend}-volunteer-pass-{name}-{member}.png"
            self.assertTrue(svg.screenshot(str(picture)), f"no screenshot of member #{member}'s QR code")
            with Image.open(picture) as taken:
                self.assertEqual(taken.width, taken.height, f"the screenshot {picture} is not of the whole square code")
                self.assertGreaterEqual(taken.width, 200, f"member #{member}'s QR code is {taken.width} px wide on a phone")
            read = subprocess.run(["zbarimg", "--raw", "-q", str(picture)], capture_output=True, text=True, timeout=60)
            decoded = read.stdout[:-1] if read.stdout.endswith("\n") else read.stdout
            self.assertEqual(decoded, code, f"zbarimg read {read.stdout!r} (exit {read.returncode}) off {picture}, not data-code")
            found[member] = code
            self.codes[member], self.pictures[member] = decoded, picture
        return found

    def code(self, member):
        """The member's code as zbarimg read it (off their own page, read now if no check has)."""
        if member not in self.codes:
            self.passes(self.links[member], f"own-{member}")
        self.assertIn(member, self.codes, f"volunteer #{member}'s page shows no pass of theirs")
        return self.codes[member]

    def line(self, member, shift=None, title=FIRST):
        """The door's line of a volunteer on or off shift."""
        return f"{self.names[member]} · shift #{shift or self.first} {title}, as {ROLE}"

    def assert_verdict(self, shown, kind, verdict, *lines):
        self.assertIn(kind, shown["result"], f"the result is not {kind}: {shown['result']} {shown['words']!r}")
        said = shown["words"].splitlines()
        self.assertEqual(said[:1], [verdict], f"the door says {shown['words']!r}")
        for line in lines:
            self.assertIn(line, said, f"the door says {shown['words']!r}")

    def refused(self, page, code, words, exit=False):
        """Scans the code; it must be REFUSED with `words` in the reason (the 422 it comes with
        is one door_page.EXPECTED_CONSOLE knows); the page's answer."""
        shown = page.scan(code, exit=exit)
        page.keep_console()
        self.assertIn("door-refused", shown["result"], f"not refused: {shown['result']} {shown['words']!r}")
        self.assertEqual(shown["words"].splitlines()[:1], ["REFUSED"], shown["words"])
        self.assertIn(words, shown["words"], f"the door says {shown['words']!r}")
        return shown

    def assert_inert(self, where, browser=None):
        browser = browser or self.browser
        self.assertIsNone(browser.alert_text(), f"an alert opened on {where}")
        self.assertEqual(browser.driver.execute_script(INJECTED), 0, f"the name's markup became an element on {where}")

    # Checks

    def test_a_passes_on_the_page(self):
        """the volunteer's link at phone size: axe finds nothing; under "Your check-in codes" one pass for each member on a shift (not one whose only shift is cancelled), each QR code read by zbarimg off its screenshot equal to its data-code"""
        codes = self.passes(self.links[self.vic], "household")
        self.assertEqual(sorted(codes), sorted([self.vic, self.kim]))
        self.assertNotEqual(codes[self.vic], codes[self.kim], "two members have one code")
        self.check_axe("the volunteer's page with check-in codes")
        self.assertEqual(self.browser.text("section#check-in h2"), "Your check-in codes")
        self.assertIn("check-in opens an hour before", self.browser.text("section#check-in"))
        holders = {int(card.get_attribute("data-member")): card.find_element(By.CSS_SELECTOR, ".ticket-holder").text
                   for card in self.driver.find_elements(By.CSS_SELECTOR, "section#check-in article.volunteer-pass")}
        self.assertEqual(holders, {self.vic: "Vic Door", self.kim: "Kim Door"}, "the passes are not the members on a shift")
        labels = [svg.get_attribute("aria-label") for svg in self.driver.find_elements(By.CSS_SELECTOR, "article.volunteer-pass .ticket-qr svg")]
        self.assertEqual(labels, ["Check-in code of Vic Door", "Check-in code of Kim Door"])
        self.browser.screenshot(f"{self.site.backend}-volunteer-page-check-in")

    def test_b_camera_checks_in(self):
        """the screenshot of the volunteer's QR code, filmed by a second Chromium's fake camera at a door page (door link): ON SHIFT with name, shift and role; the door's count does not move; shifts show has them checked in"""
        self.code(self.vic)
        picture = self.pictures[self.vic]
        before = self.seat(self.first, self.vic)
        self.assertEqual((before["checkedIn"], before["checkedOut"]), (None, None))
        with tempfile.TemporaryDirectory() as folder:
            video = Path(folder) / "pass.y4m"
            screenshot_video(picture, video)
            camera = Browser("--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={video}")
            try:
                camera.viewport(*PHONE)
                page = self.open_door(DoorPage(camera, EVENT))
                button = camera.driver.find_element(By.CSS_SELECTOR, "[data-door-camera]")
                self.assertTrue(camera.wait(PATIENCE, button.is_displayed), "the camera button is not shown")
                page.mark()
                button.click()
                shown = page.answer()
                camera.driver.find_element(By.CSS_SELECTOR, "[data-door-camera]").click()  # stop filming: one scan
                self.assert_verdict(shown, "door-admitted", "ON SHIFT", self.line(self.vic))
                self.assertEqual(total(shown["count"]), 0, f"a volunteer's check-in moved the guests' count: {shown['count']!r}")
                camera.screenshot(f"{self.site.backend}-door-on-shift")
            finally:
                camera.quit()
        seat = self.seat(self.first, self.vic)
        self.assertIsNotNone(seat["checkedIn"], f"shifts show: {seat}")
        self.assertIsNone(seat["checkedOut"])
        checked_in = datetime.fromisoformat(seat["checkedIn"])
        self.assertLess(abs((datetime.now(checked_in.tzinfo) - checked_in).total_seconds()), 120, f"checked in at {seat['checkedIn']}")
        self.assertEqual(checked_in.utcoffset(), self.first_starts.utcoffset(), "checkedIn is not in the event's zone")
        self.assertEqual(self.seat(self.later, self.kim)["checkedIn"], None, "the household member was checked in too")

    def test_c_second_entry_refused(self):
        """the same code again at the door (typed with Enter, as a scanner types it): REFUSED, already checked in, scan as an exit; nothing changes"""
        code = self.code(self.vic)
        page = self.open_door()
        before = self.board()
        self.assertIsNotNone(self.seat(self.first, self.vic)["checkedIn"], "not checked in by the camera in the check before")
        shown = self.refused(page, code, f"'Vic Door' is checked in to shift #{self.first} already (since ")
        self.assertIn("); scan their code as an exit to check them out", shown["words"])
        self.assertTrue(self.browser.wait(PATIENCE, lambda: page.read()["focused"]), "the code field is not focused after the refusal")
        self.browser.screenshot(f"{self.site.backend}-door-volunteer-already")
        self.assertEqual(self.board(), before, "a refused second entry changed the shifts")

    def test_d_forged_code_and_a_ticket(self):
        """a volunteer's code with one character of its signature changed: REFUSED not genuine at the door and by shifts scan (65), nothing changed; the genuine code then checks them in; a ticket of the event still ADMITTED"""
        code = self.code(self.tess)
        page = self.open_door()
        forged = tampered(code)
        self.assertRegex(forged, CODE)
        self.assertNotEqual(forged, code)
        before = self.board()
        self.refused(page, forged, "not genuine: its signature does not match")
        done = subprocess.run([str(binary()), "shifts", "scan", EVENT, forged], capture_output=True, text=True, env=self.store.environment, timeout=60)
        self.assertEqual(done.returncode, 65, f"shifts scan of a forged code: {done.stdout}{done.stderr}")
        self.assertIn("not genuine", done.stderr)
        self.assertEqual(self.board(), before, "a forged code changed the shifts")
        self.assert_verdict(page.scan(code), "door-admitted", "ON SHIFT", self.line(self.tess))
        self.assertIsNotNone(self.seat(self.first, self.tess)["checkedIn"])
        shown = page.scan(self.ticket["code"])
        self.assert_verdict(shown, "door-admitted", "ADMITTED", "Tia Ticket · entry")
        entries = self.store.sql(f"SELECT count(*) FROM check_in_scans s JOIN tickets t ON t.id = s.ticket_id "
                                 f"WHERE t.reference = '{self.ticket['reference']}' AND s.direction = 'entry'")
        self.assertEqual(entries, [["1"]])

    def test_e_member_with_a_later_shift(self):
        """the household member's pass, their only shift 4 hours away: REFUSED naming that shift and when it starts, in the event's zone; nothing changed"""
        code = self.code(self.kim)
        page = self.open_door()
        before = self.board()
        starts = self.shift_starts[LATER]
        self.assertEqual(starts, self.later_starts, "shifts add did not take the time in the event's zone")
        shown = self.refused(page, code, f"the next shift of 'Kim Door', #{self.later} {LATER}, starts {spoken(starts)}; check-in opens an hour before")
        self.browser.screenshot(f"{self.site.backend}-door-volunteer-next-shift")
        self.assertEqual(self.board(), before, "a refused scan changed the shifts")
        self.assertNotIn("ON SHIFT", shown["words"])

    def test_f_offline(self):
        """the network cut: a volunteer's code typed is REFUSED in the page, checked in with the network only; the door's queue stays empty; back online, nothing changed"""
        code = self.code(self.otto)
        page = self.open_door()
        before = self.board()
        self.assertTrue(self.browser.wait(PATIENCE, page.list_fetched), "the page never fetched its offline list")
        page.offline(True)
        try:
            shown = self.refused(page, code, ON_THE_NETWORK_ONLY)
            self.assertTrue(shown["state"].startswith("Offline — 0 scans waiting"), f"the state says {shown['state']!r}")
            self.assertEqual(json.loads(shown["queue"] or "[]"), [], f"the door queued {shown['queue']!r}")
            self.browser.screenshot(f"{self.site.backend}-door-volunteer-offline")
        finally:
            page.offline(False)
        back = self.browser.wait(PATIENCE, lambda: page.read()["state"] == "Online")
        page.keep_console()
        self.assertTrue(back, f"the door did not come back online: {page.read()['state']!r}")
        self.assertEqual(json.loads(page.read()["queue"] or "[]"), [])
        self.assertEqual(self.board(), before, "an offline volunteer's scan changed the shifts")
        self.assertIsNone(self.seat(self.first, self.otto)["checkedIn"])

    def test_g_markup_in_a_name(self):
        """a volunteer named <img src=x onerror=alert(1)>: text on their page (heading of their pass, no element made) and in the door's ON SHIFT line"""
        link = self.links[self.hostile]
        self.browser.open(link)
        self.assert_inert("the volunteer's page")
        self.assertEqual(self.browser.text("article.volunteer-pass .ticket-holder"), HOSTILE_NAME)
        self.assertIn(HOSTILE_NAME, self.browser.text(".greeting"))
        self.check_axe("a volunteer's page with markup in the name")
        code = self.code(self.hostile)
        page = self.open_door()
        shown = page.scan(code)
        self.assert_verdict(shown, "door-admitted", "ON SHIFT", self.line(self.hostile))
        self.assert_inert("the door's verdict")
        self.browser.screenshot(f"{self.site.backend}-door-volunteer-markup")

    def test_h_exit_and_hours(self):
        """exit mode on the volunteer checked in by the camera: OFF SHIFT with their line; a second exit REFUSED; shifts show has the check-out, and shifts hours their hours (> 0) from check-in to check-out"""
        seat = self.seat(self.first, self.vic)
        self.assertIsNotNone(seat["checkedIn"], "not checked in by the camera in the check before")
        checked_in = datetime.fromisoformat(seat["checkedIn"])
        # Hours are counted to the hundredth: wait (bounded) until the time on shift shows as such.
        old_enough = self.browser.wait(WORKED_SECONDS + 30, lambda: (datetime.now(checked_in.tzinfo) - checked_in).total_seconds() >= WORKED_SECONDS)
        self.assertTrue(old_enough, f"checked in at {seat['checkedIn']}, in the future")
        code = self.code(self.vic)
        page = self.open_door()
        self.assert_verdict(page.scan(code, exit=True), "door-exited", "OFF SHIFT", self.line(self.vic))
        self.browser.screenshot(f"{self.site.backend}-door-off-shift")
        self.refused(page, code, "'Vic Door' is not checked in to any shift", exit=True)
        seat = self.seat(self.first, self.vic)
        self.assertIsNotNone(seat["checkedOut"], f"shifts show: {seat}")
        worked = (datetime.fromisoformat(seat["checkedOut"]) - datetime.fromisoformat(seat["checkedIn"])).total_seconds()
        self.assertGreaterEqual(worked, WORKED_SECONDS)
        hours = {volunteer["number"]: volunteer["hours"] for volunteer in self.store.json("shifts", "hours", EVENT)}
        self.assertGreater(hours[self.vic], 0, f"shifts hours: {hours}")
        self.assertAlmostEqual(hours[self.vic], worked / 3600, delta=0.01, msg=f"shifts hours: {hours}; {worked} s on shift")
        self.assertEqual(hours[self.kim], 0, f"the member never checked in has hours: {hours}")
