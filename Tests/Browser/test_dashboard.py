"""An event's dashboard at a phone's and a desktop's width, and live: a scan at a terminal shows
on the open page without a reload."""

import secrets

from browser import DESKTOP, PATIENCE, PHONE
from demo_site import SiteTest

# The dashboard's visible headings, read at once: the live script may put a new drawing in place
# between two reads of a selenium element.
HEADINGS = """return [...document.querySelectorAll("div.dashboard :is(h1, h2, h3, h4, h5, h6)")]
    .filter(heading => heading.getClientRects().length > 0 && getComputedStyle(heading).visibility !== "hidden")
    .map(heading => heading.textContent.trim())"""
# Each field of the dashboard's cards: its label and its value, as text.
FIELDS = """return [...document.querySelectorAll("div.dashboard dt")].map(
    label => [label.textContent.trim(), label.nextElementSibling ? label.nextElementSibling.textContent.trim() : null])"""


class DashboardTests(SiteTest):
    def open_dashboard(self, size):
        self.ensure_signed_in()
        self.browser.viewport(*size)
        self.open(f"/events/{self.event}")
        self.assertEqual(self.path(), f"/events/{self.event}")

    def assert_every_section(self, name):
        headings = self.site.demo.headings()
        self.assertGreaterEqual(len(headings), 3, f"events show printed too few headings to compare: {headings}")
        shown = self.driver.execute_script(HEADINGS)
        missing = [heading for heading in headings if heading not in shown]
        self.browser.screenshot(f"{self.site.backend}-dashboard-{name}")
        self.assertEqual(missing, [], f"headings of events show not on the page (page has {shown})")

    def test_a_phone(self):
        """the dashboard at phone width (390x844) shows every section events show prints"""
        self.open_dashboard(PHONE)
        self.assert_every_section("phone")

    def test_b_phone_fits(self):
        """the dashboard at phone width has no sideways scrolling"""
        self.open_dashboard(PHONE)
        widths = self.driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
        self.assertEqual(widths[1], PHONE[0], "the page is laid out wider than the phone (its viewport meta?)")
        self.assertLessEqual(widths[0], widths[1], f"page {widths[0]} px wide in a {widths[1]} px viewport")

    def test_c_desktop(self):
        """the dashboard at desktop width (1280x900) shows every section events show prints"""
        self.open_dashboard(DESKTOP)
        self.assert_every_section("desktop")

    def test_d_live(self):
        """a ticket scanned with tickets checkin shows on the open dashboard within seconds, no reload"""
        self.open_dashboard(DESKTOP)
        status = lambda: self.browser.text("[data-live-status]")
        self.assertTrue(self.browser.wait(PATIENCE, lambda: status().startswith("Live")), f"live status {status()!r}")
        mark = secrets.token_hex(8)
        self.driver.execute_script("window.rushdayMark = arguments[0]", mark)
        before = self.site.demo.dashboard_items()
        shown_before = self.dashboard().text
        self.site.demo.store.run("tickets", "checkin", self.event, self.site.demo.ticket_codes()[0])
        after = self.site.demo.dashboard_items()
        changed = {key: value for key, value in after.items() if before.get(key) != value and isinstance(value, str)}
        self.assertTrue(changed, "tickets checkin changed nothing events show prints")

        def shows_change():
            shown = {tuple(pair) for pair in self.driver.execute_script(FIELDS)}
            return any((label, value) in shown for (_, label), value in changed.items())

        self.assertTrue(self.browser.wait(PATIENCE, shows_change),
                        f"after {PATIENCE} s the page does not show {changed}; live status {status()!r}")
        self.assertNotEqual(self.dashboard().text, shown_before)
        self.assertEqual(self.driver.execute_script("return window.rushdayMark"), mark, "the page was reloaded")
        self.assertTrue(status().startswith("Live: updated"), f"live status {status()!r}")
