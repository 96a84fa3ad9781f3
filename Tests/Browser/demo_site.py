"""What every check runs against: the demo's sample in a store of one backend, with a guest whose
name and dietary needs are markup, served by `rushday serve`, opened in one Chromium."""

import unittest
from urllib.parse import urlparse

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

from browser import Browser
from rushday import HOSTILE_NAME, Demo
from server import Server


class Site:
    def __init__(self, backend):
        self.backend = backend
        self.demo = Demo(backend)
        # The name is drawn on the guests page; an accepted guest's dietary needs on the dashboard.
        guest = self.demo.store.json("guests", "add", self.demo.event, HOSTILE_NAME, "--dietary", HOSTILE_NAME)
        self.demo.store.run("guests", "rsvp", self.demo.event, guest["guest"]["handle"], "accepted")
        self.server = Server(self.demo.store)
        try:
            self.browser = Browser()
        except Exception:
            self.server.stop()
            raise

    def close(self):
        """Quits the browser and stops the server; the server's exit status (None: it did not end)."""
        self.browser.quit()
        return self.server.stop()


class SiteTest(unittest.TestCase):
    """A check against the `site` run.py gives each backend's copy of the class."""

    site = None

    def describe(self):
        return f"{self.site.backend}: {self._testMethodDoc.strip().splitlines()[0]}"

    @property
    def browser(self):
        return self.site.browser

    @property
    def driver(self):
        return self.site.browser.driver

    @property
    def event(self):
        return self.site.demo.event

    def url(self, path):
        return self.site.server.url + path

    def path(self):
        return urlparse(self.driver.current_url).path

    def open(self, path):
        self.browser.open(self.url(path))

    def sign_in_form(self, email=None, password=None):
        """Fills the sign-in form on the page (as the owner unless told otherwise), not yet sent."""
        self.driver.find_element(By.NAME, "email").send_keys(email or self.site.demo.email)
        self.driver.find_element(By.NAME, "password").send_keys(password or self.site.demo.password)

    def press(self, label):
        """Presses the button and waits for the page it leads to."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        self.driver.find_element(By.XPATH, f"//button[normalize-space()='{label}']").click()
        self.browser.wait(10, lambda: is_stale(page))
        self.browser.read_console()

    def sign_in(self):
        """Signs in through the form, from no session."""
        self.driver.delete_all_cookies()
        self.open("/signin")
        self.sign_in_form()
        self.press("Sign in")
        self.assertEqual(self.path(), "/events", f"signing in led to {self.driver.current_url}: {self.browser.text()[:300]}")

    def is_signed_in(self):
        """Whether the events page opens with a Sign out button (not the sign-in form)."""
        self.open("/events")
        return self.path() == "/events" and bool(self.driver.find_elements(By.XPATH, "//button[normalize-space()='Sign out']"))

    def ensure_signed_in(self):
        if not self.is_signed_in():
            self.sign_in()

    def dashboard(self, selector=""):
        return self.driver.find_element(By.CSS_SELECTOR, "div.dashboard" + selector)


def is_stale(element):
    try:
        element.tag_name
        return False
    except StaleElementReferenceException:
        return True
