"""A guest managed in Chromium at phone and desktop sizes, from the guest list: added with plus-ones
and tags through the form (a refusal first, beside its field), edited, answered for, and removed
after a confirmation; each step checked through `rushday guests show --format json`, markup typed
kept inert, and every page judged by axe-core 4.9 against WCAG 2.1 A and AA, as are the
questions, invitations, retry and reminders pages."""

from selenium.webdriver.common.by import By

from browser import DESKTOP, PATIENCE, PHONE
from demo_site import SiteTest

# A demo guest who holds tickets, whose removal page must say so (they are not removed).
TICKETED = "katherine-johnson"


class GuestFormTests(SiteTest):

    def type_into(self, field, text):
        element = self.driver.find_element(By.ID, field)
        element.clear()
        element.send_keys(text)

    def test_a_add_edit_answer_for_and_remove_a_guest(self):
        """From the list's "Add a guest": a blank name refused beside its field with the rest kept; a guest with a plus-one and tags added, edited, answered for and removed, the command line agreeing at each step"""
        store = self.site.demo.store
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            name, email = f"<b>Grace</b> {size[0]}", f"grace.{size[0]}@example.org"
            self.open(f"/events/{self.event}/guests")
            self.driver.find_element(By.LINK_TEXT, "Add a guest").click()
            self.browser.wait(PATIENCE, lambda: self.path() == f"/events/{self.event}/new-guest")
            self.check_axe(f"new guest form at {size}")
            self.type_into("email", email)
            self.type_into("party", "1")
            self.type_into("plus-ones", "<i>Howard</i> Aiken")
            self.type_into("tags", "navy, speaker")
            self.driver.execute_script("document.getElementById('name').value = '   '")
            self.press("Add the guest")
            self.assertIn("is blank", self.browser.text("#name-error"))
            self.assertEqual(self.driver.find_element(By.ID, "email").get_attribute("value"), email, "what was typed is lost")
            self.check_axe(f"refused guest at {size}")
            self.browser.screenshot(f"{self.site.backend}-new-guest-refused-{size[0]}")
            self.type_into("name", name)
            self.press("Add the guest")
            self.assertIn("is on the list.", self.browser.text("[role=status]"))
            handle = self.path().rsplit("/", 1)[1]
            self.assertEqual(self.driver.execute_script("return document.querySelectorAll('main b, main i').length"), 0, "markup typed ran")
            shown = store.json("guests", "show", self.event, handle)
            self.assertEqual((shown["name"], shown["email"], shown["plusOnes"], shown["tags"]),
                             (name, email, ["<i>Howard</i> Aiken"], ["navy", "speaker"]))
            self.check_axe(f"guest page at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-{size[0]}")

            self.driver.find_element(By.CSS_SELECTOR, "nav[aria-label='Guest actions']").find_element(By.LINK_TEXT, "Edit").click()
            self.browser.wait(PATIENCE, lambda: self.path().endswith("/edit"))
            self.check_axe(f"guest edit form at {size}")
            self.type_into("dietary", "no shellfish")
            self.press("Save the guest")
            self.assertIn("Saved.", self.browser.text("[role=status]"))
            self.assertEqual(store.json("guests", "show", self.event, handle)["dietary"], "no shellfish")

            self.driver.find_element(By.CSS_SELECTOR, "input[name='answer'][value='accepted']").click()
            self.press("Record the answer")
            self.assertIn("is accepted.", self.browser.text("[role=status]"))
            self.assertEqual(store.json("guests", "show", self.event, handle)["status"], "accepted")

            self.driver.find_element(By.CSS_SELECTOR, "nav[aria-label='Guest actions']").find_element(By.LINK_TEXT, "Remove").click()
            self.browser.wait(PATIENCE, lambda: self.path().endswith("/remove"))
            self.assertIn("waitlist", self.browser.text("main"))
            self.check_axe(f"guest removal at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-remove-{size[0]}")
            self.press("Remove the guest")
            self.assertEqual(self.path(), f"/events/{self.event}/guests")
            self.assertIn("The guest is removed.", self.browser.text("[role=status]"))
            self.assertNotIn(handle, [guest["handle"] for guest in store.json("guests", "list", self.event)])

    def test_b_a_removal_names_the_tickets_held(self):
        """The removal page of a guest holding tickets names them and says they stay valid until cancelled; leaving it removes nothing"""
        store = self.site.demo.store
        self.ensure_signed_in()
        self.open(f"/events/{self.event}/guests/{TICKETED}/remove")
        text = self.browser.text("main")
        holder = store.json("guests", "show", self.event, TICKETED)["name"]
        tickets = [ticket["reference"] for ticket in store.json("tickets", "list", self.event)
                   if ticket["holder"] == holder and ticket["status"] == "valid"]
        self.assertTrue(tickets, "the demo's guest holds no tickets")
        for reference in tickets:
            self.assertIn(reference, text)
        self.assertIn("stay valid until cancelled", text)
        self.driver.find_element(By.LINK_TEXT, "Back to the guest").click()
        self.browser.wait(PATIENCE, lambda: self.path() == f"/events/{self.event}/guests/{TICKETED}")
        self.assertEqual(store.json("guests", "show", self.event, TICKETED)["handle"], TICKETED)

    def test_c_questions_and_mail_pages(self):
        """The questions, invitations, retry and reminders pages at phone and desktop size: reached from the guest list and the outbox, judged by axe-core 4.9; a question added on its page is listed by the command line"""
        store = self.site.demo.store
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            self.open(f"/events/{self.event}/guests")
            self.driver.find_element(By.LINK_TEXT, "Questions").click()
            self.browser.wait(PATIENCE, lambda: self.path() == f"/events/{self.event}/questions")
            key = f"shirt-{size[0]}"
            self.type_into("key", key)
            self.type_into("prompt", "<i>Your</i> shirt size?")
            self.press("Add the question")
            self.assertIn("The question is added.", self.browser.text("[role=status]"))
            self.assertIn(key, [question["key"] for question in store.json("guests", "questions", "list", self.event)])
            self.check_axe(f"questions at {size}")
            self.browser.screenshot(f"{self.site.backend}-questions-{size[0]}")
            self.press(f"Remove {key}")
            self.assertIn("The question is removed.", self.browser.text("[role=status]"))
            for link, path in (("Invite guests", "/invite"), ("Retry failed mail", "/mail/retry"), ("Reminders", "/mail/reminders")):
                self.open(f"/events/{self.event}/mail")
                self.driver.find_element(By.LINK_TEXT, link).click()
                self.browser.wait(PATIENCE, lambda: self.path() == f"/events/{self.event}{path}")
                self.check_axe(f"{path} at {size}")
                self.browser.screenshot(f"{self.site.backend}-{path.strip('/').replace('/', '-')}-{size[0]}")
