"""What the organiser's form pages share in the browser tests: reading a page (its notice, a
field's value, its main table, its query), filling it in, the checks every such page gets (where
it is and its status, markup typed shown as text), and the page's JSON fetched with its own
cookies, compared with the command's."""

import json
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By

from demo_site import SiteTest

# Elements the markup typed would have made, in the page's main part.
INJECTED = "return document.querySelectorAll('main b, main i').length"
# The page's JSON (or any answer) fetched from the page, with its cookies: status, type and text.
FETCH = """const done = arguments[arguments.length - 1];
fetch(arguments[0], {credentials: "same-origin", headers: {Accept: "application/json"}})
    .then(answer => answer.text().then(text => done([answer.status, answer.headers.get("Content-Type"), text])),
          error => done([0, null, String(error)]))"""


class OrganiserPageTest(SiteTest):
    """A test of organiser pages; its own tests come in the classes that derive from it."""

    def notice(self):
        found = self.driver.find_elements(By.CSS_SELECTOR, "[role=status]")
        return found[0].text if found else None

    def type_into(self, field, text):
        element = self.driver.find_element(By.ID, field)
        element.clear()
        element.send_keys(text)

    def value(self, field):
        return self.driver.find_element(By.ID, field).get_attribute("value")

    def ticked(self, field):
        return self.driver.find_element(By.ID, field).is_selected()

    def tick(self, field, on):
        if self.ticked(field) != on:
            self.driver.find_element(By.ID, field).click()
        self.assertEqual(self.ticked(field), on, f"#{field} could not be {'ticked' if on else 'unticked'}")

    def link(self, words):
        return self.driver.find_element(By.CSS_SELECTOR, "main").find_element(By.LINK_TEXT, words)

    def table(self):
        """The main table's rows, each a dict of its cells' text by column header."""
        headers = [cell.text.strip().lower() for cell in self.driver.find_elements(By.CSS_SELECTOR, "main table thead th")]
        return [dict(zip(headers, (cell.text.strip() for cell in row.find_elements(By.TAG_NAME, "td"))))
                for row in self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr")]

    def query(self):
        return parse_qs(urlparse(self.driver.current_url).query)

    def assert_page(self, path, status=200):
        self.assertEqual((self.path(), self.http_status()), (path, status),
                         f"the page is {self.driver.title!r}: {self.browser.text('main')[:400]}")

    def assert_inert(self, where, *shown):
        """No element made of the markup typed, no alert, and each of `shown` in the page's text."""
        self.assertIsNone(self.browser.alert_text(), f"an alert opened on {where}")
        self.assertEqual(self.driver.execute_script(INJECTED), 0, f"markup typed became elements on {where}")
        text = self.browser.text("main")
        for words in shown:
            self.assertIn(words, text, f"{words!r} is not shown as text on {where}")

    def fetched(self, path):
        """What `path` answers the page's own fetch, with its cookies: status, type, text."""
        self.driver.set_script_timeout(30)
        return self.driver.execute_async_script(FETCH, path)

    def assert_json_is_the_commands(self, path, *command):
        status, kind, text = self.fetched(path)
        self.assertEqual(status, 200, f"{path} answered {status}: {text[:300]}")
        self.assertIn("application/json", kind or "", f"{path} answered {kind}")
        self.assertEqual(json.loads(text), json.loads(self.store.run(*command, "--format", "json")),
                         f"{path} is not `rushday {' '.join(command)} --format json`")

