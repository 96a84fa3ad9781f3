"""Your account in Chromium at phone and desktop sizes: a new name saved and seen by the command
line, a refusal beside its field in its own form, and the page judged by axe-core 4.9."""

from selenium.webdriver.common.by import By

from browser import DESKTOP, PATIENCE, PHONE
from demo_site import SiteTest

NAME = "<i>Ada</i> Lovelace"


class AccountTests(SiteTest):
    def name_field(self):
        return self.driver.find_element(By.ID, "name")

    def test_a_rename_from_the_top_bar(self):
        """From the top bar's "Your account": a refused name is shown beside its field only; a new one is saved, said and inert, and `auth whoami` agrees"""
        store = self.site.demo.store
        before = store.json("auth", "whoami")["displayName"]
        self.ensure_signed_in()
        try:
            for size in (PHONE, DESKTOP):
                self.browser.viewport(*size)
                self.open("/events")
                self.driver.find_element(By.LINK_TEXT, "Your account").click()
                self.browser.wait(PATIENCE, lambda: self.path() == "/account")
                self.driver.execute_script("document.getElementById('name').value = '   '")
                self.press("Save the name")
                self.assertIn("is required", self.browser.text("#name-error"))
                self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "[role=alert]")), 1, "only the form sent shows a refusal")
                self.check_axe(f"refused name at {size}")
                self.browser.screenshot(f"{self.site.backend}-account-refused-{size[0]}")
                self.name_field().clear()
                self.name_field().send_keys(f"{NAME} {size[0]}")
                self.press("Save the name")
                self.assertIn("Your name is changed.", self.browser.text("[role=status]"))
                self.assertEqual(self.name_field().get_attribute("value"), f"{NAME} {size[0]}")
                self.assertEqual(self.driver.execute_script("return document.querySelectorAll('main i').length"), 0, "markup in the name ran")
                self.assertEqual(store.json("auth", "whoami")["displayName"], f"{NAME} {size[0]}")
                self.check_axe(f"account at {size}")
                self.browser.screenshot(f"{self.site.backend}-account-{size[0]}")
        finally:
            store.run("auth", "rename", before)

