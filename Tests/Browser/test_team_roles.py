"""Duplicating an event from its dashboard, and what a staff member of the event sees: the tabs,
actions and forms their role allows, and a refusal (403) for the pages it does not. At phone and
desktop sizes, the pages judged by axe-core 4.9 against WCAG 2.1 A and AA."""

import re
from urllib.parse import unquote

from selenium.webdriver.common.by import By

from browser import DESKTOP, PATIENCE, PHONE
from demo_site import SiteTest

COPY_TITLE = "<b>Copy</b> night"
# Each size's new start, in the demo event's zone (Europe/Berlin), and how events show gives it.
STARTS = {PHONE: ("2027-09-10T20:00", "2027-09-10T20:00:00+02:00"), DESKTOP: ("2027-11-12T19:30", "2027-11-12T19:30:00+01:00")}
STAFF_EMAIL = "sam.staff@example.com"
STAFF_NAME = "Sam Staff"
STAFF_PASSWORD = "door staff password 42"
STAFF_TABS = ["Dashboard", "Guests", "Tickets", "Door", "Agenda", "Tasks", "Shifts", "Team"]
# The pages staff are refused, and the words of the refusal (as the command line says them).
REFUSED = {"settings": "staff cannot edit this event", "expenses": "staff cannot see or change expenses and the budget",
           "mail": "staff cannot read or send an event's mail"}
# The HTTP status of a GET of the page's own origin, with the browser's cookies: what the page answered.
# The status a form on the page answers when sent again as it is, from the page (its Origin, its cookies).
RESEND = """const done = arguments[arguments.length - 1], form = document.querySelector(arguments[0]);
fetch(form.action, {method: "POST", body: new URLSearchParams(new FormData(form)), credentials: "same-origin", redirect: "manual"})
    .then(answer => done(answer.status), error => done(String(error)))"""
STATUS = """const done = arguments[arguments.length - 1];
fetch(arguments[0], {credentials: "same-origin", redirect: "manual"}).then(answer => done(answer.status), error => done(String(error)))"""


class TeamRolesTests(SiteTest):

    def own_refusals(self, mark, path, status, count):
        """Waits for the console's `count` "Failed to load resource" lines for `path` answering
        `status` since the console's entry `mark` (the page's own refusal and the check's fetch of
        it again), and drops them from what the console's check judges: they are what is tested."""
        pattern = re.compile(rf"^{re.escape(self.url(path))} - Failed to load resource: the server responded with a status of {status}\b")
        found = lambda: [index for index, (_, entry) in enumerate(self.browser.console[mark:], mark) if pattern.match(entry.get("message", ""))]

        def arrived():
            self.browser.read_console()
            return len(found()) >= count

        self.browser.wait(PATIENCE, arrived)
        for index in reversed(found()):
            del self.browser.console[index]

    def status(self, path):
        return self.driver.execute_async_script(STATUS, path)

    def tabs(self):
        return [link.get_attribute("textContent").strip() for link in self.driver.find_elements(By.CSS_SELECTOR, "nav[aria-label='Event'] a")]

    def test_a_duplicate_an_event(self):
        """Duplicate from the dashboard at phone and desktop size: a taken handle is refused beside its field with the title kept; then a draft copy at the new start, said on its dashboard, its markup inert, without guests"""
        store = self.site.demo.store
        self.ensure_signed_in()
        self.driver.set_script_timeout(10)
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            self.open(f"/events/{self.event}")
            actions = self.driver.find_element(By.CSS_SELECTOR, "nav[aria-label='Event actions']")
            actions.find_element(By.LINK_TEXT, "Duplicate").click()
            self.browser.wait(PATIENCE, lambda: self.path() == f"/events/{self.event}/duplicate")
            self.assertEqual(self.path(), f"/events/{self.event}/duplicate")
            self.check_axe(f"duplicate form at {size}")
            typed, expected = STARTS[size]
            title = f"{COPY_TITLE} {size[0]}"
            self.driver.execute_script("document.getElementById('starts').value = arguments[0]", typed)
            self.driver.find_element(By.ID, "title").clear()
            self.driver.find_element(By.ID, "title").send_keys(title)
            self.driver.find_element(By.ID, "handle").send_keys(self.event)
            mark = len(self.browser.console)
            self.press("Duplicate event")
            errors = self.driver.find_elements(By.ID, "handle-error")
            self.assertTrue(errors, f"no #handle-error; the page is {self.driver.title!r}: {self.browser.text()[:400]}")
            self.assertTrue(errors[0].text.strip(), "#handle-error says nothing")
            self.assertIn("handle-error", (self.driver.find_element(By.ID, "handle").get_attribute("aria-describedby") or "").split())
            self.assertEqual(self.driver.find_element(By.ID, "title").get_attribute("value"), title)
            self.assertEqual(self.driver.find_element(By.ID, "handle").get_attribute("value"), self.event)
            self.assertEqual(self.driver.find_element(By.ID, "starts").get_attribute("value"), typed)
            self.assertEqual(self.driver.find_elements(By.ID, "title-error"), [], "the title was refused too")
            self.check_axe(f"refused duplicate form at {size}")
            self.assertEqual(self.driver.execute_async_script(RESEND, "form[action$='/duplicate']"), 422, "the refusal's status")
            self.own_refusals(mark, f"/events/{self.event}/duplicate", 422, 2)
            self.browser.screenshot(f"{self.site.backend}-duplicate-refused-{size[0]}")
            self.driver.find_element(By.ID, "handle").clear()
            self.press("Duplicate event")
            self.assertIn("Event duplicated.", self.browser.text("[role=status]"))
            handle = unquote(self.path().rsplit("/", 1)[-1])
            self.assertNotEqual(handle, self.event, f"still on the source's page: {self.driver.current_url}")
            self.assertEqual(self.driver.execute_script("return document.querySelectorAll('main b').length"), 0, "markup in the title ran")
            self.browser.screenshot(f"{self.site.backend}-duplicated-{size[0]}")
            shown = store.json("events", "show", handle)
            self.assertEqual((shown["title"], shown["status"], shown["startsAt"], shown["timeZone"]),
                             (title, "draft", expected, "Europe/Berlin"))
            self.assertEqual(shown.get("duplicatedFrom", self.event), self.event)
            self.assertEqual(store.json("guests", "list", handle), [])

    def sign_up_staff(self):
        """The staff member's account, made at a terminal of their own (a session folder apart), so
        the CLI's session on the store stays the demo owner's; then added to the event by the owner."""
        store = self.site.demo.store
        owner = store.environment["RUSHDAY_CONFIG_HOME"]
        store.environment["RUSHDAY_CONFIG_HOME"] = str(store.folder / "staff-config")
        try:
            store.run("auth", "signup", "--email", STAFF_EMAIL, "--name", STAFF_NAME, "--password-stdin", stdin=STAFF_PASSWORD + "\n")
        finally:
            store.environment["RUSHDAY_CONFIG_HOME"] = owner
        self.assertEqual(store.json("auth", "whoami")["email"], self.site.demo.email, "the CLI's session is no longer the owner's")
        store.run("events", "members", "add", self.event, STAFF_EMAIL, "--role", "staff")

    def test_b_staff_see_only_what_staff_may_do(self):
        """A staff member signed in through the form at phone and desktop size: the tabs are Dashboard to Team without Expenses, Mail or Settings, no event actions, the team without its forms, and settings, expenses and mail refused with 403"""
        store = self.site.demo.store
        self.sign_up_staff()
        self.driver.set_script_timeout(10)
        try:
            self.sign_in_through_form(STAFF_EMAIL, STAFF_PASSWORD)
            for size in (PHONE, DESKTOP):
                self.browser.viewport(*size)
                self.open(f"/events/{self.event}")
                self.assertEqual(self.path(), f"/events/{self.event}")
                self.assertEqual(self.tabs(), STAFF_TABS)
                self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "nav[aria-label='Event actions']"), [],
                                 "staff are offered the event's actions")
                for label in ("Publish", "Cancel", "Complete", "Delete", "Duplicate"):
                    self.assertEqual(self.driver.find_elements(By.XPATH, f"//main//a[normalize-space()='{label}']"), [], f"a {label} link for staff")
                self.check_axe(f"staff's dashboard at {size}")
                self.browser.screenshot(f"{self.site.backend}-staff-dashboard-{size[0]}")

                self.driver.find_element(By.CSS_SELECTOR, "nav[aria-label='Event']").find_element(By.LINK_TEXT, "Team").click()
                self.browser.wait(PATIENCE, lambda: self.path() == f"/events/{self.event}/team")
                self.assertEqual(self.path(), f"/events/{self.event}/team")
                self.assertEqual(self.tabs(), STAFF_TABS)
                main = self.browser.text("main")
                for member in store.json("events", "members", "list", self.event):
                    self.assertIn(member["email"], main)
                self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main form"), [], "staff are shown the team's forms")
                self.assertEqual(self.driver.find_elements(By.XPATH, "//button[normalize-space()='Add or change' or starts-with(normalize-space(), 'Remove ')]"), [])
                self.check_axe(f"staff's team page at {size}")
                self.browser.screenshot(f"{self.site.backend}-staff-team-{size[0]}")

                for page, refusal in REFUSED.items():
                    path = f"/events/{self.event}/{page}"
                    mark = len(self.browser.console)
                    self.open(path)
                    self.assertEqual(self.path(), path)
                    self.assertIn(refusal, self.browser.text("main").lower(), f"{path} answered {self.driver.title!r}")
                    self.assertEqual(self.status(path), 403, f"{path} for staff")
                    self.own_refusals(mark, path, 403, 2)
        finally:
            self.driver.delete_all_cookies()
            self.ensure_signed_in()
            store.run("events", "members", "remove", self.event, STAFF_EMAIL)
        self.assertNotIn(STAFF_EMAIL, [member["email"] for member in store.json("events", "members", "list", self.event)])
