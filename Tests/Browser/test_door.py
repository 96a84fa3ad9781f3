"""An event's door in Chromium at a phone's size, opened with door links (`tickets door add`): a
scanner typing codes, every refusal the door gives, exit and re-entry, a guest found by name,
two browsers and a terminal scanning one ticket, door links revoked and expired, the door
cookie everywhere else, the camera (Chromium's fake one, showing a ticket's QR code), and the
network cut: scans checked in the page itself, queued, uploaded once, and two offline doors'
conflicts. Each check takes tickets of its own from the event's supply."""

import json
import re
import subprocess
import tempfile
import threading
import urllib.error
import urllib.request
from datetime import datetime, timedelta, timezone
from pathlib import Path

from selenium.webdriver.common.by import By

from browser import Browser, PATIENCE, PHONE
from demo_site import SiteTest
from door_page import DoorPage, tampered, total
from guest_link import NoRedirects
from rushday import binary

EVENT, OTHER = "doors", "elsewhere"
CROWD = 160
OFFLINE_STATE = re.compile(r"^Offline — (\d+) scans? waiting")


class DoorTests(SiteTest):
    second = None

    @classmethod
    def setUpClass(cls):
        store = cls.site.demo.store
        for handle, title in ((EVENT, "Door Night"), (OTHER, "Elsewhere")):
            store.run("events", "create", title, "--handle", handle, "--starts", "2026-12-15T19:00",
                      "--ends", "2026-12-15T23:30", "--timezone", "Europe/Berlin")
            store.run("tickets", "types", "add", handle, "Entry", "--price", "0", "--max-per-issue", str(CROWD))
        cls.named = {}
        for name in ("Wanda Wedge", "Cora Cancel", "Ezra Exit", "Tina Twice", "Nina Notinside", "Rex Revoked",
                     "Tom Tampered", "Camille Small", "Camille Large"):
            cls.named[name] = store.json("tickets", "issue", EVENT, "--type", "entry", "--name", name)[0]
        cls.elsewhere = store.json("tickets", "issue", OTHER, "--type", "entry", "--name", "Ollie Other")[0]
        guest = store.json("guests", "add", EVENT, "Penelope Partyhost", "--plus-one", "Percy Plusone")["guest"]["handle"]
        store.run("guests", "rsvp", EVENT, guest, "accepted")
        cls.party = store.json("tickets", "issue", EVENT, "--type", "entry", "--guest", guest)
        store.run("tickets", "issue", EVENT, "--type", "entry", "--name", "Crowd", "--count", str(CROWD))
        cls.crowd = [ticket for ticket in store.json("tickets", "list", EVENT) if ticket["holder"] == "Crowd"]
        cls.doors = 0

    @classmethod
    def tearDownClass(cls):
        if cls.second:
            cls.second.quit()

    def setUp(self):
        self.browser.viewport(*PHONE)
        self.page = DoorPage(self.browser, EVENT)

    def take(self, count):
        """Tickets of the crowd no check has used yet."""
        kind = type(self)  # run.py's copy of the class for this store
        taken, kind.crowd = kind.crowd[:count], kind.crowd[count:]
        self.assertEqual(len(taken), count, "the event's supply of tickets ran out")
        return taken

    def door_link(self, *options):
        """A new door of the event by `tickets door add`: its name and link."""
        type(self).doors += 1
        name = f"door-{type(self).doors}"
        link = self.store.run("tickets", "door", "add", EVENT, name, "--public-url", self.site.server.url, *options).splitlines()[0]
        self.assertRegex(link, r"^" + re.escape(self.site.server.url) + r"/d/[A-Za-z0-9_-]{43,}$")
        return name, link

    def open_door(self, page=None, *options):
        page = page or self.page
        name, link = self.door_link(*options)
        page.enter(link)
        return name, link

    def second_browser(self):
        kind = type(self)
        if not kind.second:
            kind.second = Browser()
            kind.second.viewport(*PHONE)
        return DoorPage(kind.second, EVENT)

    def entries(self, references):
        """How many entries the store holds of each ticket, by reference (each reference listed)."""
        quoted = ", ".join(f"'{reference}'" for reference in references)
        rows = self.store.sql(f"SELECT t.reference, count(s.ticket_id) FROM tickets t LEFT JOIN check_in_scans s "
                              f"ON s.ticket_id = t.id AND s.direction = 'entry' WHERE t.reference IN ({quoted}) GROUP BY t.reference")
        return {reference: int(count) for reference, count in rows}

    def checked_in_now(self):
        shown = self.store.json("events", "show", EVENT)["dashboard"]
        items = {item["label"]: item["value"] for section in shown if section.get("key") == "tickets" for item in section.get("items", [])}
        return int(items.get("Checked in now", "0"))

    def assert_shows(self, shown, kind, verdict, *words):
        self.assertIn(kind, shown["result"], f"the result is not {kind}: {shown['result']} {shown['words']!r}")
        self.assertIn(verdict, shown["words"])
        for word in words:
            self.assertIn(word, shown["words"])

    def test_a_link_opens_the_door(self):
        """tickets door add's link opens the door page: a Lax HttpOnly cookie (as the session's) for the whole site, dying with the link, and a redirect to the scanner"""
        expires = (datetime.now(timezone.utc).replace(microsecond=0) + timedelta(days=30)).isoformat()
        name, link = self.open_door(None, "--expires", expires)
        cookies = {cookie["name"]: cookie for cookie in self.driver.get_cookies()}
        door = cookies.get("rushday_door")
        self.assertIsNotNone(door, f"no rushday_door cookie: {list(cookies)}")
        self.assertEqual((door["value"], door["httpOnly"], door["sameSite"], door["path"], door["secure"]),
                         (link.rsplit("/", 1)[1], True, "Lax", "/", False))
        dies = datetime.fromisoformat(expires).timestamp()
        self.assertLess(abs(door["expiry"] - dies), 120, f"the cookie expires at {door['expiry']}, the link at {dies}")
        main = self.driver.find_element(By.CSS_SELECTOR, "main[data-door]")
        event_id = self.store.sql(f"SELECT id FROM events WHERE handle = '{EVENT}'")[0][0]
        self.assertEqual((main.get_attribute("data-door"), main.get_attribute("data-event-id"), main.get_attribute("data-device")),
                         (f"/events/{EVENT}/door", event_id, name))
        field = self.driver.find_element(By.CSS_SELECTOR, "form[data-door-scan] input[data-door-code]")
        self.assertEqual((field.get_attribute("inputmode"), field.get_attribute("autocomplete"), field.get_attribute("autofocus")),
                         ("none", "off", "true"))
        self.assertEqual(self.page.read()["state"], "Online")
        self.assertTrue(any("/d/[redacted]" in line for line in self.site.server.log), "the access log shows no /d/[redacted]")
        self.assertFalse(any(link.rsplit("/", 1)[1] in line for line in self.site.server.log), "the access log shows the door's secret")
        self.browser.screenshot(f"{self.site.backend}-door-page")

    def test_b_wedge_scan(self):
        """a scanner types a code and Enter: ADMITTED with holder and type, the field focused again; the same code again: REFUSED, already checked in by this door"""
        name, _ = self.open_door()
        ticket = self.named["Wanda Wedge"]
        shown = self.page.scan(ticket["code"])
        self.assert_shows(shown, "door-admitted", "ADMITTED", "Wanda Wedge", "entry")
        self.assertTrue(self.browser.wait(PATIENCE, lambda: self.page.read()["focused"]), "the code field is not focused after the answer")
        self.browser.screenshot(f"{self.site.backend}-door-admitted")
        again = self.page.scan(ticket["code"])
        self.assert_shows(again, "door-refused", "REFUSED", "already checked in at", f"by {name}")
        self.assertTrue(self.browser.wait(PATIENCE, lambda: self.page.read()["focused"]), "the code field is not focused after a refusal")
        self.assertEqual(total(again["count"]), 2, f"the count says {again['count']!r} after two scans")
        self.assertEqual(self.entries([ticket["reference"]]), {ticket["reference"]: 1})
        self.browser.screenshot(f"{self.site.backend}-door-refused")

    def test_c_every_refusal(self):
        """every refusal shown with the CLI's words: not a code, truncated, too long, another event, tampered, cancelled, already inside, exit while not inside"""
        self.open_door()
        cancelled, tampered_ticket, inside, outside = (self.named[name] for name in ("Cora Cancel", "Tom Tampered", "Wanda Wedge", "Nina Notinside"))
        self.store.run("tickets", "cancel", cancelled["reference"])
        code = tampered_ticket["code"]
        refusals = [
            ("not a code", "hello door", False, "is not a RushDay ticket code"),
            ("truncated", code[:-9], False, "truncated"),
            ("too long", code + code, False, "is longer than a ticket code"),
            ("another event", self.elsewhere["code"], False, "is a ticket for another event"),
            ("tampered", tampered(code), False, "has been tampered with"),
            ("cancelled", cancelled["code"], False, "is cancelled since"),
            ("already inside", inside["code"], False, "already checked in at"),
            ("exit while not inside", outside["code"], True, "is not checked in"),
        ]
        for what, scanned, exit, words in refusals:
            shown = self.page.scan(scanned, exit=exit)
            self.assertIn("door-refused", shown["result"], f"{what}: {shown['result']} {shown['words']!r}")
            self.assertIn(words, shown["words"], f"{what}: the page says {shown['words']!r}")
        self.assertEqual(self.entries([tampered_ticket["reference"], outside["reference"], cancelled["reference"]]),
                         {tampered_ticket["reference"]: 0, outside["reference"]: 0, cancelled["reference"]: 0})

    def test_d_exit_and_reentry(self):
        """exit mode on, a scan: EXIT; off, the same code: ADMITTED again; the store has entry, exit, entry"""
        self.open_door()
        ticket = self.named["Ezra Exit"]
        self.assert_shows(self.page.scan(ticket["code"]), "door-admitted", "ADMITTED", "Ezra Exit")
        self.assert_shows(self.page.scan(ticket["code"], exit=True), "door-exited", "EXIT", "Ezra Exit")
        self.assert_shows(self.page.scan(ticket["code"]), "door-admitted", "ADMITTED", "Ezra Exit")
        directions = self.store.sql(f"SELECT s.direction FROM check_in_scans s JOIN tickets t ON t.id = s.ticket_id "
                                    f"WHERE t.reference = '{ticket['reference']}' ORDER BY s.sequence")
        self.assertEqual([row[0] for row in directions], ["entry", "exit", "entry"])

    def test_e_name_search(self):
        """part of a guest's name finds the party with both tickets; admit on the plus-one's ticket admits it alone"""
        self.open_door()
        buttons = self.page.search("enelope")
        references = sorted(ticket["reference"] for ticket in self.party)
        self.assertEqual(sorted(buttons), references, f"the search offers {sorted(buttons)}")
        plus_one = next(ticket for ticket in self.party if ticket["holder"] == "Percy Plusone")
        self.browser.screenshot(f"{self.site.backend}-door-search")
        self.assert_shows(self.page.admit(plus_one["reference"]), "door-admitted", "ADMITTED", "Percy Plusone")
        self.assertEqual(self.entries(references), {reference: int(reference == plus_one["reference"]) for reference in references})

    def test_f_two_browsers_and_a_terminal(self):
        """two browsers (two door links) and tickets checkin at a terminal scan one ticket at once: one admission, the others refused"""
        ticket = self.named["Tina Twice"]
        pages = [self.page, self.second_browser()]
        for page in pages:
            self.open_door(page)
            page.exit_mode(False)
            page.driver.find_element(By.CSS_SELECTOR, "[data-door-code]").send_keys(ticket["code"])
        for page in pages:
            page.mark()
        start = threading.Barrier(3)
        terminal = {}

        def press(page):
            start.wait()
            page.driver.find_element(By.CSS_SELECTOR, "[data-door-code]").send_keys("\n")

        def checkin():
            start.wait()
            terminal["done"] = subprocess.run([str(binary()), "tickets", "checkin", EVENT, ticket["code"], "--device", "terminal"],
                                              capture_output=True, text=True, env=self.store.environment, timeout=60)

        threads = [threading.Thread(target=press, args=(page,)) for page in pages] + [threading.Thread(target=checkin)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        answers = [page.answer() for page in pages]
        verdicts = [("ADMITTED" if "door-admitted" in answer["result"] else "REFUSED") for answer in answers]
        verdicts.append("ADMITTED" if terminal["done"].returncode == 0 else "REFUSED")
        self.assertEqual(sorted(verdicts), ["ADMITTED", "REFUSED", "REFUSED"],
                         f"browsers: {[answer['words'] for answer in answers]}; terminal: {terminal['done'].stdout}{terminal['done'].stderr}")
        self.assertEqual(self.entries([ticket["reference"]]), {ticket["reference"]: 1})

    def test_g_cookie_opens_nothing_else(self):
        """a door link's cookie opens no organiser's page (dashboard, guests), no other event's door, no guest's page"""
        _, link = self.open_door()
        for path in (f"/events/{EVENT}", f"/events/{EVENT}/guests", f"/events/{OTHER}/door", "/events"):
            self.open(path)
            self.assertEqual(self.path(), "/signin", f"{path} with only a door's cookie opened {self.driver.current_url}")
        status, body = http_get(self.url("/i/" + link.rsplit("/", 1)[1]), cookie=self.door_cookie())
        self.assertEqual(status, 404, f"the door's secret as a guest's link answered {status}")
        self.assertIn("Link not valid", body)
        status, _ = http_get(self.url(f"/events/{EVENT}/door/list"), cookie=self.door_cookie())
        self.assertEqual(status, 200, "the door's own list does not open with its cookie")

    def door_cookie(self):
        return "rushday_door=" + next(cookie["value"] for cookie in self.driver.get_cookies() if cookie["name"] == "rushday_door")

    def test_h_revoked(self):
        """tickets door revoke: the page already open refuses the next scan at once and says the link is not valid any more; the link and its cookie open nothing"""
        name, link = self.open_door()
        cookie = self.door_cookie()
        ticket = self.named["Rex Revoked"]
        self.store.run("tickets", "door", "revoke", EVENT, name)
        self.driver.find_element(By.CSS_SELECTOR, "[data-door-code]").send_keys(ticket["code"] + "\n")
        said = self.browser.wait(PATIENCE, lambda: "This door link is not valid any more" in ((self.page.read_quietly() or {}).get("body", "")))
        self.page.keep_console()
        self.assertTrue(said, f"the page does not say the link is revoked: {self.page.read()}")
        if self.page.current_path() == self.page.path:  # the script answered in place
            state = self.page.read()["state"]
            self.assertTrue(state.startswith("Revoked"), f"the state says {state!r}")
        self.assertEqual(self.entries([ticket["reference"]]), {ticket["reference"]: 0})
        for path in (self.page.path, self.page.path + "/list", self.page.path + "/search?q=rex"):
            status, _ = http_get(self.url(path), cookie=cookie)
            self.assertEqual(status, 403, f"{path} with a revoked door's cookie answered {status}")
        status, body = http_get(self.url(self.page.path), cookie=cookie, accept="application/json")
        self.assertEqual((status, json.loads(body)["error"]["code"]), (403, "forbidden"))
        self.assertEqual(http_get(link)[0], 404, "a revoked door's link still opens")

    def test_i_expired(self):
        """a door link past its --expires is refused: its link and its cookie, sent after the time, open nothing"""
        expires = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(seconds=10)
        _, link = self.open_door(None, "--expires", expires.isoformat())
        cookie = self.door_cookie()
        self.assertEqual(http_get(self.url(self.page.path), cookie=cookie)[0], 200, "the door was closed before its time")
        # Polled, not slept: the link stops at its time, whenever the check gets there.
        refused = self.browser.wait(PATIENCE, lambda: datetime.now(timezone.utc) > expires and http_get(self.url(self.page.path), cookie=cookie)[0] == 403)
        self.assertTrue(refused, f"the door page with the cookie answers {http_get(self.url(self.page.path), cookie=cookie)[0]} after its expiry")
        self.assertEqual(http_get(link)[0], 404, "an expired door's link still opens")
        listed = {door["name"]: door["state"] for door in self.store.json("tickets", "door", "list", EVENT)}
        self.assertIn("expired", listed.values(), f"door list shows {listed}")

    def test_j_camera(self):
        """the camera: Chromium's fake camera shows a ticket's QR code (tilted, slightly blurred, small and large); pressing the camera button admits it"""
        try:
            from fake_camera import make_y4m
        except ImportError as error:
            self.fail(f"no fake camera to film a ticket with: {error} (Tests/Browser/fake_camera.py)")
        with tempfile.TemporaryDirectory() as folder:
            for holder, size in (("Camille Small", 0.35), ("Camille Large", 0.7)):
                ticket = self.named[holder]
                video = Path(folder) / f"{size}.y4m"
                make_y4m(ticket["code"], str(video), size=size, tilt_degrees=12, blur=1.0)
                camera = Browser("--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
                                 f"--use-file-for-fake-video-capture={video}")
                try:
                    camera.viewport(*PHONE)
                    page = DoorPage(camera, EVENT)
                    self.open_door(page)
                    button = camera.driver.find_element(By.CSS_SELECTOR, "[data-door-camera]")
                    self.assertTrue(camera.wait(PATIENCE, button.is_displayed), "the camera button is not shown")
                    page.mark()
                    button.click()
                    self.assert_shows(page.answer(), "door-admitted", "ADMITTED", holder)
                finally:
                    camera.quit()
                self.assertEqual(self.entries([ticket["reference"]]), {ticket["reference"]: 1})

    def go_offline(self, page):
        """Cuts a door's network once its page has the offline list."""
        self.assertTrue(page.browser.wait(PATIENCE, page.list_fetched), "the page never fetched its offline list")
        page.offline(True)

    def test_k_offline(self):
        """offline: 100 codes verified in the page, 5 forged and 3 cancelled refused, 100 waiting; back online each uploaded once; the queue posted again records nothing"""
        admitted, forged, cancelled = self.take(100), self.take(5), self.take(3)
        for ticket in cancelled:
            self.store.run("tickets", "cancel", ticket["reference"])
        self.open_door()
        self.go_offline(self.page)
        try:
            order = [(ticket, "door-admitted") for ticket in admitted]
            for index, ticket in enumerate(forged + cancelled):
                order.insert(index * 12 + 5, (ticket, "door-refused"))
            for ticket, kind in order:
                code = tampered(ticket["code"]) if ticket in forged else ticket["code"]
                shown = self.page.scan(code)
                self.assertIn(kind, shown["result"], f"{ticket['reference']} offline: {shown['words']!r}")
            state = self.page.read()
            waiting = OFFLINE_STATE.match(state["state"])
            self.assertTrue(waiting and int(waiting.group(1)) == 100, f"the state says {state['state']!r}")
            queue = json.loads(state["queue"] or "[]")
            self.assertEqual(len(queue), 100)
            self.assertTrue(all(len(scan["nonce"]) >= 22 and re.fullmatch(r"[A-Za-z0-9_-]+", scan["nonce"]) for scan in queue), queue[:2])
            self.assertEqual(len({scan["nonce"] for scan in queue}), 100)
            self.browser.screenshot(f"{self.site.backend}-door-offline")
            references = [ticket["reference"] for ticket in admitted]
            self.assertEqual(sum(self.entries(references).values()), 0, "scans reached the store while the network was cut")
        finally:
            self.page.offline(False)
        uploaded = self.browser.wait(PATIENCE, lambda: sum(self.entries(references).values()) == 100)
        self.page.keep_console()
        self.assertTrue(uploaded, f"{sum(self.entries(references).values())} of 100 scans in the store {PATIENCE} s after the network came back")
        self.assertEqual(self.entries(references), {reference: 1 for reference in references})
        cleared = self.browser.wait(PATIENCE, lambda: self.page.read()["state"] == "Online" and json.loads(self.page.read()["queue"] or "[]") == [])
        self.assertTrue(cleared, f"after the upload: {self.page.read()['state']!r}, queue {self.page.read()['queue'][:200]!r}")
        status, again = self.page.post_sync(queue)
        self.assertEqual(status, 200, f"the queue posted again: {again}")
        self.assertEqual((again["recorded"], again["duplicates"], again["refused"]), (0, 100, 0))
        self.assertEqual(self.entries(references), {reference: 1 for reference in references})
        self.assertEqual(sum(self.entries([ticket["reference"] for ticket in forged + cancelled]).values()), 0)

    def test_l_two_offline_doors(self):
        """two offline doors admit the same 20 tickets: back online, tickets conflicts lists 20, and checked in now counts 20 once"""
        tickets = self.take(20)
        references = [ticket["reference"] for ticket in tickets]
        before = self.checked_in_now()
        pages = [self.page, self.second_browser()]
        for page in pages:
            self.open_door(page)
            self.go_offline(page)
        try:
            for page in pages:
                for ticket in tickets:
                    self.assertIn("door-admitted", page.scan(ticket["code"])["result"], f"{ticket['reference']} offline")
        finally:
            for page in pages:
                page.offline(False)
        uploaded = self.browser.wait(PATIENCE, lambda: sum(self.entries(references).values()) == 40)
        self.assertTrue(uploaded, f"{sum(self.entries(references).values())} of 40 offline entries in the store")
        conflicts = [conflict for conflict in self.store.json("tickets", "conflicts", EVENT)["conflicts"] if conflict["ticket"] in references]
        self.assertEqual(sorted(conflict["ticket"] for conflict in conflicts), sorted(references))
        self.assertTrue(all(conflict["kind"] == "admitted-twice" for conflict in conflicts), conflicts[:2])
        self.assertEqual(self.checked_in_now() - before, 20)

    def test_m_every_refusal_offline(self):
        """offline, every refusal the page can know, in the CLI's words the door's list brings: not a code, truncated, too long, another version, another event, tampered, cancelled, unknown, inside by the list, inside by this door"""
        cancelled, inside, fresh = self.take(3)
        self.store.run("tickets", "cancel", cancelled["reference"])
        self.store.run("tickets", "checkin", EVENT, inside["code"], "--device", "terminal")
        name, _ = self.open_door()
        self.go_offline(self.page)
        unknown = self.store.json("tickets", "issue", EVENT, "--type", "entry", "--name", "Una Unlisted")[0]
        code = fresh["code"]
        refusals = [
            ("not a code", "hello door", "is not a RushDay ticket code"),
            ("truncated", code[:-9], "is cut short (truncated); scan it again"),
            ("too long", code + code, "is longer than a ticket code (two codes run together?); scan one code"),
            ("another version", "RT2:" + code[4:], "is a version 2 code, which this rushday cannot read; upgrade rushday"),
            ("another event", self.elsewhere["code"], "is a ticket for another event"),
            ("tampered", tampered(code), "has been tampered with: its signature does not match (forged or altered)"),
            ("cancelled", cancelled["code"], "is cancelled"),
            ("unknown", unknown["code"], "is signed by this event but names no ticket it holds (unknown ticket)"),
            ("inside by the list", inside["code"], "by another door"),
        ]
        try:
            for what, scanned, words in refusals:
                shown = self.page.scan(scanned)
                self.assertIn("door-refused", shown["result"], f"{what}: {shown['result']} {shown['words']!r}")
                self.assertIn(words, shown["words"], f"{what}: the page says {shown['words']!r}")
            self.assertRegex(shown["words"], r"already checked in at \d\d:\d\d by another door")
            self.assert_shows(self.page.scan(code), "door-admitted", "ADMITTED")
            again = self.page.scan(code)
            self.assert_shows(again, "door-refused", "REFUSED")
            self.assertRegex(again["words"], r"already checked in at \d\d:\d\d by " + re.escape(name))
        finally:
            self.page.offline(False)
        uploaded = self.browser.wait(PATIENCE, lambda: self.entries([fresh["reference"]]) == {fresh["reference"]: 1})
        self.page.keep_console()
        self.assertTrue(uploaded, f"the one offline admission is not in the store {PATIENCE} s after the network came back")
        self.assertEqual(self.entries([cancelled["reference"], unknown["reference"]]), {cancelled["reference"]: 0, unknown["reference"]: 0})


def http_get(url, cookie=None, accept="text/html"):
    """(status, body) of a GET with only this cookie, redirects not followed."""
    request = urllib.request.Request(url, headers={"Accept": accept, **({"Cookie": cookie} if cookie else {})})
    opener = urllib.request.build_opener(NoRedirects)
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()
