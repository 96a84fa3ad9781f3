"""What every check runs against: the demo's sample in a store of one backend, with a guest whose
name and dietary needs are markup, served by `rushday serve`, opened in one Chromium."""

import http.cookiejar
import re
import unittest
import urllib.parse
import urllib.request
from urllib.parse import urlparse

from axe_selenium_python import Axe
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

from browser import Browser, PATIENCE
from rushday import HOSTILE_NAME, Demo

# The rules axe-core judges every page by: WCAG 2.1, levels A and AA.
WCAG = "{runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}}"
from server import Server


class Site:
    def __init__(self, backend):
        self.backend = backend
        self.demo = Demo(backend)
        # The name is drawn on the guests page; an accepted guest's dietary needs on the dashboard.
        guest = self.demo.store.json("guests", "add", self.demo.event, HOSTILE_NAME, "--dietary", HOSTILE_NAME)
        self.hostile = guest["guest"]["handle"]
        self.demo.store.run("guests", "rsvp", self.demo.event, self.hostile, "accepted")
        self.server = Server(self.demo.store)
        try:
            self.browser = Browser()
        except Exception:
            self.server.stop()
            self.demo.store.remove()
            raise

    def close(self):
        """Quits the browser, stops the server and removes the store's files; the server's exit
        status (None: it did not end)."""
        self.browser.quit()
        status = self.server.stop()
        self.demo.store.remove()
        return status


NAVIGATION_STATUS = "const [entry] = performance.getEntriesByType('navigation'); return entry ? entry.responseStatus : null"


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

    def check_axe(self, where):
        """axe-core 4.9 finds no WCAG 2.1 A or AA violation on the page shown."""
        axe = Axe(self.driver)
        axe.inject()
        violations = axe.run(options=WCAG)["violations"]
        self.assertEqual(violations, [], f"{where}: {axe.report(violations)}")

    def open(self, path):
        self.browser.open(self.url(path))

    def sign_in_form(self, email=None, password=None):
        """Fills the sign-in form on the page (as the owner unless told otherwise), not yet sent."""
        self.driver.find_element(By.NAME, "email").send_keys(email or self.site.demo.email)
        self.driver.find_element(By.NAME, "password").send_keys(password or self.site.demo.password)

    def sign_in_through_form(self, email, password):
        """From no session, signs in as `email` through the sign-in form: the events list."""
        self.driver.delete_all_cookies()
        self.open("/signin")
        self.sign_in_form(email, password)
        self.press("Sign in")
        self.assertEqual(self.path(), "/events", f"Sign in answered {self.driver.title!r}: {self.browser.text()[:300]}")

    def press(self, label):
        """Presses the button and waits for the page it leads to."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        self.driver.find_element(By.XPATH, f"//button[normalize-space()='{label}']").click()
        self.browser.wait(PATIENCE, lambda: is_stale(page))
        self.browser.wait(PATIENCE, lambda: self.ready_state() == "complete")
        self.browser.read_console()

    def sign_in(self):
        """Signs the browser in with a session got by posting the sign-in form over plain HTTP, as
        a form sent without an Origin header: the checks of everything but the form itself do
        not hang on it (the form's own checks are in test_signin)."""
        jar = http.cookiejar.CookieJar()
        client = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        page = client.open(self.url("/signin"), timeout=10).read().decode()
        token = re.search(r'name="csrf" value="([^"]*)"', page)
        self.assertIsNotNone(token, f"no csrf field on /signin: {page[:500]}")
        form = {"email": self.site.demo.email, "password": self.site.demo.password, "csrf": token.group(1), "next": "/events"}
        client.open(self.url("/signin"), data=urllib.parse.urlencode(form).encode(), timeout=30).read()
        session = next((cookie.value for cookie in jar if cookie.name == "rushday_session"), None)
        self.assertIsNotNone(session, "POST /signin set no rushday_session cookie")
        self.driver.delete_all_cookies()
        self.open("/signin")
        self.driver.add_cookie({"name": "rushday_session", "value": session, "path": "/", "httpOnly": True})
        self.assertTrue(self.is_signed_in(), "the session from POST /signin does not open /events")

    def is_signed_in(self):
        """Whether the events page opens with a Sign out button (not the sign-in form)."""
        self.open("/events")
        return self.path() == "/events" and bool(self.driver.find_elements(By.XPATH, "//button[normalize-space()='Sign out']"))

    def ready_state(self):
        try:
            return self.driver.execute_script("return document.readyState")
        except WebDriverException:  # between two documents
            return None

    @property
    def store(self):
        """The demo's store, which the command line runs against beside the browser."""
        return self.site.demo.store

    def follow(self, element):
        """Clicks the link and waits for the page it leads to."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        element.click()
        self.assertTrue(self.browser.wait(PATIENCE, lambda: is_stale(page)), "following the link led to no new page")
        self.browser.wait(PATIENCE, lambda: self.ready_state() == "complete")
        self.browser.read_console()

    def http_status(self):
        """The status of the response the page shown came in (Chromium's navigation timing)."""
        return self.driver.execute_script(NAVIGATION_STATUS)

    def ensure_signed_in(self):
        if not self.is_signed_in():
            self.sign_in()

    def dashboard(self, selector=""):
        return self.driver.find_element(By.CSS_SELECTOR, "div.dashboard" + selector)


def is_stale(element):
    """Whether the element's document has gone (Chromium may say so as an unknown error while
    the next page comes: "Node with given id does not belong to the document")."""
    try:
        element.tag_name
        return False
    except WebDriverException:  # StaleElementReferenceException among them
        return True
