"""Creating an event in Chromium at phone and desktop sizes, and the pages judged by axe-core
4.9 (axe-selenium-python-nhsuk) against WCAG 2.1 A and AA."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import DESKTOP, PATIENCE, PHONE
from demo_site import SiteTest
from guest_link import make_link

TITLE = "<b>Night</b> Market"


class EventFormTests(SiteTest):
    def fill(self, title, starts, ends, zone):
        self.driver.find_element(By.ID, "title").send_keys(title)
        # A date-time control types in the browser's locale; its value is what the form sends.
        for field, value in (("starts", starts), ("ends", ends)):
            self.driver.execute_script("document.getElementById(arguments[0]).value = arguments[1]", field, value)
        Select(self.driver.find_element(By.ID, "timezone")).select_by_value(zone)

    def test_a_create_an_event(self):
        """New event at phone and desktop size: a refused end is shown beside its field with the title kept; then created, its dashboard says so and events show agrees"""
        self.ensure_signed_in()
        for size, zone in ((PHONE, "Pacific/Chatham"), (DESKTOP, "America/St_Johns")):
            self.browser.viewport(*size)
            self.open("/events")
            self.driver.find_element(By.LINK_TEXT, "New event").click()
            self.browser.wait(PATIENCE, lambda: self.path() == "/events/new")
            title = f"{TITLE} {size[0]}"
            self.fill(title, "2027-03-06T18:00", "2027-03-06T17:00", zone)
            self.press("Create event")
            self.assertIn("must be after the start", self.browser.text("#ends-error"))
            self.assertEqual(self.driver.find_element(By.ID, "ends").get_attribute("aria-describedby"), "ends-error")
            self.assertEqual(self.driver.find_element(By.ID, "title").get_attribute("value"), title)
            self.driver.execute_script("document.getElementById('ends').value = '2027-03-06T23:30'")
            self.press("Create event")
            self.assertIn("Event created.", self.browser.text("[role=status]"))
            handle = self.path().rsplit("/", 1)[-1]
            shown = self.site.demo.store.json("events", "show", handle)
            self.assertEqual((shown["title"], shown["timeZone"]), (title, zone))
            self.assertEqual(self.driver.execute_script("return document.querySelectorAll('b').length"), 0, "markup in the title ran")
            self.browser.screenshot(f"{self.site.backend}-event-created-{size[0]}")

    def test_b_pages_pass_axe(self):
        """axe-core finds no WCAG 2.1 A or AA violation on sign-in, sign-up, the events, the new-event form and a refused one, the dashboard, the team, the settings, the door and its conflicts, guests and tickets lists, the cancel and delete confirmations and a guest's page, at phone and desktop size"""
        store = self.site.demo.store
        handle = store.json("guests", "add", self.event, "Axe Tester", "--party", "1")["guest"]["handle"]
        guest = make_link(store, self.site.server.url, self.event, handle)[len(self.site.server.url):]
        self.driver.delete_all_cookies()
        pages = [("/signin", None), ("/signup", None)]
        self.ensure_signed_in()
        pages += [("/events", None), ("/events/new", None), (f"/events/{self.event}", None), ("/events/new", "refused"),
                  (f"/events/{self.event}/team", None), (f"/events/{self.event}/settings", None), (f"/events/{self.event}/door", None), (f"/events/{self.event}/conflicts", None), (f"/events/{self.event}/guests", None), (f"/events/{self.event}/tickets", None),
                  (f"/events/{self.event}/cancel", None), (f"/events/{self.event}/delete", None), (guest, None)]
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            for path, state in pages:
                if path in ("/signin", "/signup"):
                    self.driver.delete_all_cookies()
                self.open(path)
                if state == "refused":
                    self.press("Create event")
                self.check_axe(f"{path} {state or ''} at {size}")
                if path == "/signup":
                    self.ensure_signed_in()

    def test_c_edit_the_settings(self):
        """Settings tab at phone size: a refused end beside its field with the venue kept; then a new venue saved, said, and seen by events show"""
        self.ensure_signed_in()
        self.browser.viewport(*PHONE)
        store = self.site.demo.store
        handle = store.json("events", "create", "Settings Check", "--starts", "2027-05-01T10:00", "--ends", "2027-05-01T12:00",
                            "--timezone", "Asia/Kathmandu")["handle"]
        self.open(f"/events/{handle}")
        self.driver.find_element(By.LINK_TEXT, "Settings").click()
        self.browser.wait(PATIENCE, lambda: self.path() == f"/events/{handle}/settings")
        self.assertEqual(self.driver.find_element(By.ID, "starts").get_attribute("value"), "2027-05-01T10:00")
        venue = self.driver.find_element(By.ID, "venue")
        venue.send_keys(TITLE)
        self.driver.execute_script("document.getElementById('ends').value = '2027-05-01T09:00'")
        self.press("Save the settings")
        self.assertIn("must be after the start", self.browser.text("#ends-error"))
        self.assertEqual(self.driver.find_element(By.ID, "venue").get_attribute("value"), TITLE)
        self.driver.execute_script("document.getElementById('ends').value = '2027-05-01T12:00'")
        self.driver.execute_script("document.getElementById('capacity').value = '40'")
        self.press("Save the settings")
        self.assertIn("Settings saved.", self.browser.text("[role=status]"))
        shown = store.json("events", "show", handle)
        self.assertEqual((shown["venue"], shown["capacity"], shown["startsAt"]), (TITLE, 40, "2027-05-01T10:00:00+05:45"))
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('main b').length"), 0, "markup in the venue ran")
        self.browser.screenshot(f"{self.site.backend}-event-settings-{PHONE[0]}")
