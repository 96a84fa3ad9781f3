"""The organiser's ticket and door pages in Chromium at phone and desktop sizes, each new page
judged by axe-core 4.9 against WCAG 2.1 A and AA, the command line run against the same store
agreeing at each step: a ticket type with a quota of 3 added on the types page and opened in its
edit form; 3 tickets issued on the issue form (one to a guest found by part of their name, two
to a holder by name), a 4th refused as sold out beside the type's field with a 422 and nothing
written; one cancelled after its confirmation page; a door added on the doors page, its link
read from the QR code of a screenshot of the page (zbarimg) and opened in a second browser,
which scans a ticket there, and the first browser's open dashboard counts it checked in live,
as the doors page's Admitted column does. A guest typed on the issue form who matches two
guests, or no one, is refused beside the Guest field; and every new page fits a phone's width."""

import re
import subprocess
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import Browser, DESKTOP, PATIENCE, PHONE
from organiser_pages import OrganiserPageTest
from door_page import DoorPage
from test_dashboard import FIELDS

QUOTA = 3
# How long the open dashboard may take to show a scan: its stream pushes each change at once.
DOOR_LINK = re.compile(r"https?://\S+/d/[A-Za-z0-9_-]+")
# The page's laid-out width and the viewport's (a phone widens its viewport to a page wider than
# the screen), and the text block of <main> that overflows its box the most, with its start.
WIDTHS = """const blocks = [...document.querySelectorAll('main p, main h1, main h2, main dd, main label, main legend')]
    .map(block => [block.scrollWidth - block.clientWidth, block.tagName.toLowerCase() + ': ' + block.textContent.trim().slice(0, 40)])
    .sort((a, b) => b[0] - a[0]);
return {page: document.documentElement.scrollWidth, viewport: window.innerWidth,
        widest: blocks.length && blocks[0][0] > 0 ? blocks[0][1] + ' (' + blocks[0][0] + ' px over)' : null}"""

def decode_qr(path):
    """The texts of the QR codes zbarimg finds in the picture (a PNG file), one a symbol."""
    done = subprocess.run(["zbarimg", "--raw", "-q", str(path)], capture_output=True, text=True, timeout=60)
    if done.returncode not in (0, 4):  # 4: no symbol found
        raise RuntimeError(f"zbarimg {path} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout.splitlines()


class TicketPagesTests(OrganiserPageTest):
    second = None

    @classmethod
    def tearDownClass(cls):
        if cls.second:
            cls.second.quit()
            cls.second = None

    def second_browser(self, size):
        """A second Chromium, with no cookie of the first's: the door's phone."""
        kind = type(self)  # run.py's copy of the class for this store
        if not kind.second:
            kind.second = Browser()
        kind.second.viewport(*size)
        return kind.second

    # Reading and filling the pages

    def tickets(self, event):
        """`tickets list EVENT --format json`, by reference."""
        return {ticket["reference"]: ticket for ticket in self.store.json("tickets", "list", event)}

    def make_event(self, width):
        """A new event of its own for one size, with an accepted guest; its handle and the guest's."""
        event = f"ticket-pages-{width}"
        self.store.run("events", "create", f"Ticket pages {width}", "--handle", event, "--starts", "2026-12-15T19:00",
                       "--ends", "2026-12-15T23:30", "--timezone", "Europe/Berlin")
        guest = self.store.json("guests", "add", event, f"Gustav Gatecrasher {width}", "--email", f"gustav.{width}@example.org")
        handle = guest["guest"]["handle"]
        self.store.run("guests", "rsvp", event, handle, "accepted")
        return event, handle

    def test_a_types_issue_cancel_and_a_door(self):
        """At phone and desktop size: a type with a quota of 3 added and edited, 3 tickets issued, a 4th refused beside the type's field (422, nothing written), one cancelled; a door added, its link read from the QR code of a screenshot of its page and opened in a second browser, a ticket scanned there counted live on the first browser's dashboard and in the doors page's Admitted column"""
        self.ensure_signed_in()
        backend = self.site.backend
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event, guest = self.make_event(width)
            base = f"/events/{event}/tickets"
            types_path = base + "/types"
            issue_path = base + "/issue"
            doors_path = f"/events/{event}/doors"

            # The tickets list and its ways on
            self.open(base)
            self.assert_page(base)
            for words, href in (("Issue tickets", issue_path), ("Ticket types", types_path), ("Doors", doors_path),
                                ("Printable sheet", base + "/sheet")):
                self.assertEqual(self.link(words).get_attribute("pathname"), href, f"the {words} link")
            self.assertTrue(self.driver.find_elements(By.XPATH, "//main//form[@method='post']//button[normalize-space()='Mail every guest their unsent tickets']"),
                            "no button mails the unsent tickets")

            # A type with a quota of 3
            self.follow(self.link("Ticket types"))
            self.assert_page(types_path)
            self.check_axe(f"ticket types page without types at {size}")
            self.type_into("name", "Door entry")
            self.type_into("price", "12.50")
            self.type_into("quota", str(QUOTA))
            self.type_into("max-per-issue", "5")
            self.press("Add the type")
            self.assert_page(types_path)
            self.assertEqual(self.notice(), "The ticket type is added.")
            [added] = self.store.json("tickets", "types", "list", event)["types"]
            self.assertEqual((added["name"], added["price"]["amount"], added["quota"], added["issued"], added["maxPerIssue"]),
                             ("Door entry", "12.50", QUOTA, 0, 5), f"tickets types list has {added}")
            kind = added["handle"]
            [row] = self.table()
            self.assertEqual((row["type"], row["name"], row["quota"], row["issued"]), (kind, "Door entry", str(QUOTA), "0"), f"the types table: {row}")
            self.check_axe(f"ticket types page at {size}")
            self.browser.screenshot(f"{backend}-ticket-types-{width}")

            # Its edit form, from its TYPE cell, holding its values; saved as it is, nothing changes
            cell = self.driver.find_element(By.CSS_SELECTOR, "main table tbody tr td:first-child a")
            self.assertEqual(cell.get_attribute("pathname"), f"{types_path}/{kind}")
            self.follow(cell)
            self.assert_page(f"{types_path}/{kind}")
            self.assertEqual([self.value(field) for field in ("name", "price", "quota", "pool", "max-per-issue")],
                             ["Door entry", "12.50", str(QUOTA), "", "5"], "the edit form does not hold the type's values")
            self.check_axe(f"ticket type edit form at {size}")
            self.browser.screenshot(f"{backend}-ticket-type-edit-{width}")
            self.press("Save the type")
            self.assert_page(types_path)
            self.assertEqual(self.notice(), "Nothing to change: the type is as it was.")
            self.assertEqual(self.store.json("tickets", "types", "list", event)["types"], [added], "saving the form as it was changed the type")

            # One ticket to the guest, found by part of their name: its page, with its QR code
            self.open(base)
            self.follow(self.link("Issue tickets"))
            self.assert_page(issue_path)
            self.check_axe(f"issue form at {size}")
            self.assertEqual(Select(self.driver.find_element(By.ID, "type")).first_selected_option.get_attribute("value"), kind)
            self.type_into("guest", f"Gatecrasher {width}")
            self.press("Issue")
            [first] = self.tickets(event).values()
            self.assertEqual((first["holder"], first["type"], first["status"]), (f"Gustav Gatecrasher {width}", kind, "valid"))
            ticket_path = f"{base}/{first['reference']}"
            self.assert_page(ticket_path)
            self.assertEqual(parse_qs(urlparse(self.driver.current_url).query), {"done": ["issued"]})
            self.assertEqual(self.notice(), "The ticket is issued.")
            self.assertEqual(self.browser.text("main h1"), f"Ticket {first['reference']}")
            self.assertEqual(self.browser.text("main code"), first["code"], "the page's code is not the ticket's")
            qr = self.driver.find_elements(By.CSS_SELECTOR, "main svg[role=img]")
            self.assertEqual(len(qr), 1, "the ticket page has no QR code (or several)")
            self.check_axe(f"ticket page at {size}")
            picture = self.browser.screenshot(f"{backend}-ticket-page-{width}")
            self.assertEqual(decode_qr(picture), [first["code"]], f"the ticket page's QR code ({picture}) is not the ticket's code")

            # Two more to a holder by name
            self.open(issue_path)
            self.type_into("name", f"Hannah Holder {width}")
            self.type_into("count", "2")
            self.press("Issue")
            self.assert_page(base)
            self.assertEqual(parse_qs(urlparse(self.driver.current_url).query), {"done": ["issued"], "count": ["2"]})
            self.assertEqual(self.notice(), "2 tickets issued.")
            issued = self.tickets(event)
            self.assertEqual(sorted((ticket["holder"], ticket["status"]) for ticket in issued.values()),
                             sorted([(f"Gustav Gatecrasher {width}", "valid")] + [(f"Hannah Holder {width}", "valid")] * 2))
            self.assertEqual(sorted(row["ticket"] for row in self.table()), sorted(issued), "the list does not show the 3 tickets")

            # A 4th: sold out, refused beside the type's field, what was typed kept, nothing written
            self.open(issue_path)
            self.type_into("name", f"Fourth Holder {width}")
            self.press("Issue")
            self.assert_page(issue_path, 422)
            errors = self.driver.find_elements(By.ID, "type-error")
            self.assertTrue(errors, f"no #type-error; the page says {self.browser.text('main')[:400]}")
            self.assertIn("sold out", errors[0].text)
            self.assertIn("type-error", (self.driver.find_element(By.ID, "type").get_attribute("aria-describedby") or "").split())
            self.assertEqual(self.driver.find_element(By.ID, "type").get_attribute("aria-invalid"), "true")
            self.assertEqual(self.value("name"), f"Fourth Holder {width}", "the holder's name typed is lost")
            self.check_axe(f"issue form refusing a 4th ticket at {size}")
            self.browser.screenshot(f"{backend}-ticket-issue-sold-out-{width}")
            self.assertEqual(self.tickets(event), issued, "the refused issue changed the store's tickets")
            self.assertEqual(sum(ticket["status"] == "valid" for ticket in self.tickets(event).values()), QUOTA)

            # Cancel the guest's ticket, from its page, after the confirmation page
            self.open(base)
            self.follow(self.driver.find_element(By.CSS_SELECTOR, "main table tbody").find_element(By.LINK_TEXT, first["reference"]))
            self.assert_page(ticket_path)
            self.follow(self.link("Cancel this ticket"))
            self.assert_page(ticket_path + "/cancel")
            self.assertIn(f"Cancel ticket {first['reference']} of Gustav Gatecrasher {width}?", self.browser.text("main h1"))
            self.check_axe(f"cancel confirmation at {size}")
            self.browser.screenshot(f"{backend}-ticket-cancel-{width}")
            self.press("Cancel the ticket")
            self.assert_page(base)
            self.assertEqual(self.notice(), "The ticket is cancelled: its place is free and every door refuses its code.")
            shown = {row["ticket"]: row["status"] for row in self.table()}
            self.assertEqual(shown.get(first["reference"]), "cancelled", f"the list shows {shown}")
            after = self.tickets(event)
            self.assertEqual({reference: ticket["status"] for reference, ticket in after.items()},
                             {reference: "cancelled" if reference == first["reference"] else "valid" for reference in issued})
            valid = [ticket for ticket in after.values() if ticket["status"] == "valid"]

            # A door, its link and the QR code of it
            self.open(base)
            self.follow(self.link("Doors"))
            self.assert_page(doors_path)
            self.check_axe(f"doors page without doors at {size}")
            door = f"gate-{width}"
            self.type_into("name", door)
            self.press("Make the door link")
            self.assert_page(doors_path)
            self.assertEqual(self.browser.text("main h1"), f"Door {door}")
            link = self.value("door-link")
            self.assertTrue(DOOR_LINK.fullmatch(link), f"the door's link field holds {link!r}")
            self.assertEqual(self.driver.find_element(By.ID, "door-link").get_attribute("readonly"), "true", "the link can be changed")
            self.assertTrue(link.startswith(self.site.server.url + "/d/"), f"the door's link {link} is not of {self.site.server.url}")
            self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "#door-qr svg")), 1, "no QR code in #door-qr")
            self.check_axe(f"new door's page at {size}")
            picture = self.browser.screenshot(f"{backend}-door-made-{width}")
            self.assertEqual(decode_qr(picture), [link], f"the QR code on the page ({picture}) is not the link shown")

            # The first browser watches the dashboard, live
            self.open(f"/events/{event}")
            self.assert_page(f"/events/{event}")
            status = lambda: self.browser.text("[data-live-status]")
            self.assertTrue(self.browser.wait(PATIENCE, lambda: status().startswith("Live")), f"live status {status()!r}")
            self.assertIn(["Checked in now", "0"], self.driver.execute_script(FIELDS))
            self.driver.execute_script("window.rushdayMark = arguments[0]", f"ticket-pages-{width}")

            # The second browser opens the link read from the QR code and scans a ticket
            second = self.second_browser(size)
            page = DoorPage(second, event)
            page.enter(link)
            self.assertEqual(urlparse(second.driver.current_url).path, f"/events/{event}/door")
            shown = page.scan(valid[0]["code"])
            self.assertIn("door-admitted", shown["result"], f"the door says {shown['words']!r}")
            self.assertIn("ADMITTED", shown["words"])
            self.assertIn(valid[0]["holder"], shown["words"])
            second.screenshot(f"{backend}-door-link-scan-{width}")

            # The first browser's dashboard counts it without a reload; the doors page too
            counted = self.browser.wait(PATIENCE, lambda: ["Checked in now", "1"] in self.driver.execute_script(FIELDS))
            self.assertTrue(counted, f"after {PATIENCE} s the dashboard shows {self.driver.execute_script(FIELDS)}; live status {status()!r}")
            self.assertEqual(self.driver.execute_script("return window.rushdayMark"), f"ticket-pages-{width}", "the dashboard was reloaded")
            self.browser.screenshot(f"{backend}-ticket-pages-dashboard-{width}")
            self.open(doors_path)
            self.assert_page(doors_path)
            rows = {row["name"]: row for row in self.table()}
            self.assertIn(door, rows, f"the doors table: {rows}")
            self.assertEqual((rows[door]["state"], rows[door].get("admitted")), ("open", "1"), f"the door's row: {rows[door]}")
            self.check_axe(f"doors page at {size}")
            self.browser.screenshot(f"{backend}-doors-{width}")

    def test_b_a_guest_not_found_is_refused_beside_the_field(self):
        """At phone and desktop size, the issue form with a guest typed who matches two guests, then no one: each refused beside the Guest field (#guest-error), what was typed kept, nothing written"""
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = f"ticket-refusals-{width}"
            self.store.run("events", "create", f"Ticket refusals {width}", "--handle", event, "--starts", "2026-12-15T19:00",
                           "--ends", "2026-12-15T23:30", "--timezone", "Europe/Berlin")
            self.store.run("tickets", "types", "add", event, "Entry", "--price", "0")
            twins = []
            for name in (f"Tessa Twin {width}", f"Theo Twin {width}"):
                twins.append(self.store.json("guests", "add", event, name)["guest"]["handle"])
                self.store.run("guests", "rsvp", event, twins[-1], "accepted")
            issue_path = f"/events/{event}/tickets/issue"
            # Several guests match: refused as invalid (422), naming them; no one matches: the
            # refusal's own status (not found, 404).
            for typed, statuses, words in ((f"Twin {width}", (422,), ["matches several guests"] + twins),
                                           (f"Nobody Matches {width}", (404, 422), [])):
                self.open(issue_path)
                self.assert_page(issue_path)
                self.type_into("guest", typed)
                self.press("Issue")
                self.assertEqual(self.path(), issue_path)
                self.assertIn(self.http_status(), statuses, f"the refusal of the guest {typed!r}")
                self.browser.screenshot(f"{self.site.backend}-ticket-issue-guest-refused-{width}")
                self.assertEqual(self.value("guest"), typed, "the guest typed is lost")
                self.assertEqual(self.store.json("tickets", "list", event), [], "the refused issue wrote tickets")
                errors = self.driver.find_elements(By.ID, "guest-error")
                self.assertTrue(errors, f"no #guest-error for the guest {typed!r}; the page says {self.browser.text('main')[:400]}")
                for word in words:
                    self.assertIn(word, errors[0].text)
                self.assertTrue(errors[0].text.strip(), "#guest-error says nothing")
                self.assertIn("guest-error", (self.driver.find_element(By.ID, "guest").get_attribute("aria-describedby") or "").split())
                self.check_axe(f"issue form refusing the guest {typed!r} at {size}")

    def test_c_every_new_page_fits_a_phone(self):
        """At phone width (390x844) each new page — types, a type's edit form, the issue form, a ticket, its cancellation, the doors and a new door's link — is laid out within the screen, with no sideways scrolling"""
        self.ensure_signed_in()
        self.browser.viewport(*PHONE)
        event, _ = self.make_event("fit")
        self.store.run("tickets", "types", "add", event, "Entry", "--price", "0")
        [ticket] = self.store.json("tickets", "issue", event, "--type", "entry", "--name", "Fiona Fit")
        base = f"/events/{event}/tickets"
        pages = [f"{base}/types", f"{base}/types/entry", f"{base}/issue", f"{base}/{ticket['reference']}",
                 f"{base}/{ticket['reference']}/cancel", f"/events/{event}/doors"]
        wide = {}
        for path in pages + ["new door"]:
            if path == "new door":
                self.type_into("name", "fit-gate")
                self.press("Make the door link")
                path = "a new door's link (POST /events/EVENT/doors)"
                self.assertIn("/d/", self.value("door-link"), f"no link on the new door's page: {self.browser.text('main')[:300]}")
            else:
                self.open(path)
                self.assert_page(path)
            widths = self.driver.execute_script(WIDTHS)
            if widths["page"] > PHONE[0] or widths["viewport"] != PHONE[0]:
                wide[path] = widths
                self.browser.screenshot(f"{self.site.backend}-ticket-pages-too-wide-{len(wide)}")
        self.assertEqual(wide, {}, f"pages wider than a {PHONE[0]} px phone (the page's width, the viewport's, and its widest block): {wide}")
