"""A guest named (and with dietary needs) `<img src=x onerror=alert(1)>`: text on every page,
never an element, never run, also when the dashboard is drawn again live, and in the event's
activity and the guest's history, which show the name as it was added."""

from browser import PATIENCE, PHONE
from demo_site import SiteTest
from rushday import HOSTILE_NAME

# Any image the markup would have made: src "x", or any element with the handler.
INJECTED = "return document.querySelectorAll('img[src=\"x\"], [onerror]').length"


class HostileNameTests(SiteTest):
    def assert_inert(self, where):
        self.assertIsNone(self.browser.alert_text(), f"an alert opened on {where}")
        self.assertEqual(self.driver.execute_script(INJECTED), 0, f"the name became an element on {where}")
        self.assertIn(HOSTILE_NAME, self.browser.text(), f"the name is not shown as text on {where}")

    def setUp(self):
        self.ensure_signed_in()

    def test_a_guests_page(self):
        """a guest named <img src=x onerror=alert(1)> is plain text on the guests page"""
        self.open(f"/events/{self.event}/guests")
        self.assertEqual(self.path(), f"/events/{self.event}/guests")
        self.assert_inert("the guests page")

    def test_b_dashboard(self):
        """the same markup as an accepted guest's dietary needs is plain text on the dashboard, also once redrawn live"""
        self.open(f"/events/{self.event}")
        self.assert_inert("the dashboard")
        shown = self.browser.text("div.dashboard")
        self.site.demo.store.run("guests", "add", self.event, "Late Invite", "--dietary", "gluten-free")
        self.assertTrue(self.browser.wait(PATIENCE, lambda: self.browser.text("div.dashboard") != shown),
                        "the dashboard was not drawn again after guests add")
        self.assert_inert("the dashboard drawn again live")

    def test_c_activity(self):
        """the same markup as the changes of the guest's addition is plain text on the Activity page and in the guest's history, at phone size"""
        self.browser.viewport(*PHONE)
        self.open(f"/events/{self.event}/activity")
        self.assertEqual(self.path(), f"/events/{self.event}/activity")
        self.assert_inert("the activity page")
        self.check_axe("the activity page at phone size")
        self.browser.screenshot(f"{self.site.backend}-activity-phone")
        self.open(f"/events/{self.event}/guests/{self.site.hostile}")
        self.assert_inert("the guest's page and its history")
