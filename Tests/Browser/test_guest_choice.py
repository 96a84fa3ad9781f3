"""Guests chosen by their boxes on the guest list and changed at once, in Chromium at phone and
desktop sizes, each page judged by axe-core 4.9 against WCAG 2.1 A and AA, the command line run
against the same store agreeing at each step: the owner's list starts each row with a "Choose"
box that belongs to the form below the table; two of three guests' boxes clicked (scrolled into
view first, as a phone's table scrolls sideways) and "Change the chosen guests" pressed, the bulk
form's address carries exactly those two, its page names them, and nothing is written; "Add a
tag" with a tag of markup applied to them, the list says so with the markup as text, and
`guests list --tag TAG --format json` lists those two and no one else. A staff member of the
event sees the list without boxes, their form or the bulk link."""

from urllib.parse import parse_qs, urlencode, urlparse

from selenium.webdriver.common.by import By

from browser import DESKTOP, PHONE
from demo_site import SiteTest

STAFF_EMAIL = "cleo.choice@example.com"
STAFF_NAME = "Cleo Choice"
STAFF_PASSWORD = "chosen staff password 42"
# Whether the box is shown and the topmost element at its centre: a click there reaches it.
REACHABLE = """const box = arguments[0], rect = box.getBoundingClientRect();
const x = rect.left + rect.width / 2, y = rect.top + rect.height / 2;
return rect.width > 0 && rect.height > 0 && x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight
    && document.elementFromPoint(x, y) === box"""


class GuestChoiceTests(SiteTest):

    def notice(self):
        found = self.driver.find_elements(By.CSS_SELECTOR, "[role=status]")
        return found[0].text if found else None

    def tags(self):
        """Each guest's tags, as `guests list EVENT --format json` gives them."""
        return {guest["handle"]: set(guest["tags"]) for guest in self.store.json("guests", "list", self.event)}

    def add_guests(self, *names):
        """The guests added by the command line, each with an email; their handles."""
        return [self.store.json("guests", "add", self.event, name, "--email", name.lower().replace(" ", ".") + "@example.org")["guest"]["handle"]
                for name in names]

    def boxes(self):
        return self.driver.find_elements(By.CSS_SELECTOR, "main table input[type=checkbox]")

    def box(self, handle):
        return self.driver.find_element(By.CSS_SELECTOR, f"main table input[type=checkbox][aria-label='Choose {handle}']")

    def choose(self, handle):
        """Clicks the guest's box as a person would, scrolled into view first (a phone's table scrolls sideways)."""
        box = self.box(handle)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'nearest'})", box)
        self.assertTrue(box.is_displayed(), f"{handle}'s box is not shown")
        self.assertTrue(self.driver.execute_script(REACHABLE, box), f"{handle}'s box is covered or outside the screen at {self.browser.size}")
        box.click()
        self.assertTrue(box.is_selected(), f"clicking {handle}'s box did not tick it")

    def test_a_choose_two_guests_and_tag_them(self):
        """Two of three guests' boxes clicked on the list at phone and desktop size: "Change the chosen guests" opens the bulk form for exactly those two, writing nothing; "Add a tag" with a tag of markup applied to 2 guests, the list says so as text, and guests list --tag lists those two alone"""
        self.ensure_signed_in()
        base = f"/events/{self.event}/guests"
        bulk = base + "/bulk"
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            search = f"Choice {width}"
            ann, bob, cy = self.add_guests(f"Ann Choice {width}", f"Bob Choice {width}", f"Cy Choice {width}")
            tag = f"<b>vip</b> {width}"

            # The list, filtered to the three, with a box on each row
            self.open(base + "?" + urlencode({"search": search}))
            self.assertEqual((self.path(), self.http_status()), (base, 200))
            headers = [cell.text for cell in self.driver.find_elements(By.CSS_SELECTOR, "main table thead th")]
            self.assertEqual(headers[:2], ["Choose", "GUEST"], f"the list's columns are {headers}")
            rows = self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr")
            self.assertEqual([row.find_element(By.CSS_SELECTOR, "td:nth-child(2)").text for row in rows], [ann, bob, cy],
                             "the list filtered by the search is not the three guests")
            for row, handle in zip(rows, (ann, bob, cy)):
                self.assertEqual(len(row.find_elements(By.CSS_SELECTOR, "td:first-child input[type=checkbox]")), 1,
                                 f"{handle}'s row does not start with its box")
            boxes = self.boxes()
            self.assertEqual([(box.get_attribute("name"), box.get_attribute("aria-label"), box.get_attribute("form")) for box in boxes],
                             [(f"guest-{handle}", f"Choose {handle}", "chosen-guests") for handle in (ann, bob, cy)])
            self.assertEqual([box.is_selected() for box in boxes], [False] * 3, "a box is ticked before any click")
            self.assertEqual([self.driver.execute_script("return arguments[0].form && arguments[0].form.id", box) for box in boxes],
                             ["chosen-guests"] * 3, "a box does not belong to the chosen guests' form")
            form = self.driver.find_element(By.CSS_SELECTOR, "main form#chosen-guests")
            self.assertEqual((form.get_attribute("method"), urlparse(form.get_attribute("action")).path), ("get", bulk))
            self.assertEqual([button.text for button in form.find_elements(By.TAG_NAME, "button")], ["Change the chosen guests"])
            self.assertEqual(form.find_elements(By.CSS_SELECTOR, "input:not([type=hidden]), select, textarea"), [],
                             "the chosen guests' form holds a field of its own")
            everyone = self.driver.find_element(By.CSS_SELECTOR, "main").find_element(By.LINK_TEXT, "Tag or invite all 3 guests of the list")
            self.assertEqual((everyone.get_attribute("pathname"), parse_qs(urlparse(everyone.get_attribute("href")).query)),
                             (bulk, {"search": [search]}), "the filter's bulk link does not carry the search")
            self.check_axe(f"guest list with its boxes at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-choice-list-{width}")

            # Two boxes clicked, the form sent: the bulk form for those two, nothing written
            self.choose(ann)
            self.choose(cy)
            self.assertFalse(self.box(bob).is_selected(), "Bob's box is ticked without a click")
            self.browser.screenshot(f"{self.site.backend}-guest-choice-ticked-{width}")
            before = self.store.json("guests", "list", self.event)
            self.press("Change the chosen guests")
            self.assertEqual((self.path(), self.http_status()), (bulk, 200), "the chosen guests' form does not open the bulk form")
            self.assertEqual(parse_qs(urlparse(self.driver.current_url).query, keep_blank_values=True),
                             {f"guest-{ann}": ["on"], f"guest-{cy}": ["on"]}, "the address does not carry exactly the two guests chosen")
            self.assertEqual(self.store.json("guests", "list", self.event), before, "pressing Change the chosen guests wrote to the store")
            self.assertEqual(self.browser.text("main h1"), "Change 2 guests at once")
            self.assertIn(f"The guests chosen on the list: {ann}, {cy}.", self.browser.text("main"))
            carried = {field.get_attribute("name"): field.get_attribute("value")
                       for field in self.driver.find_elements(By.CSS_SELECTOR, "main form input[type=hidden]") if field.get_attribute("name") != "csrf"}
            self.assertEqual(carried, {f"guest-{ann}": "on", f"guest-{cy}": "on"}, "the bulk form does not carry the two guests chosen")
            legend = self.driver.find_element(By.XPATH, "//main//fieldset[legend[normalize-space()='What to do']]")
            self.assertEqual([label.text for label in legend.find_elements(By.TAG_NAME, "label")][:3],
                             ["Add a tag", "Take a tag away", "Invite them (a new personal link each)"])
            self.check_axe(f"bulk form for the chosen guests at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-choice-bulk-{width}")

            # Add a tag, of markup, to the two
            legend.find_element(By.XPATH, ".//label[normalize-space()='Take a tag away']").click()
            legend.find_element(By.XPATH, ".//label[normalize-space()='Add a tag']").click()
            self.assertTrue(self.driver.find_element(By.ID, "action-tag").is_selected(), "clicking Add a tag does not choose it")
            self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "label[for='name']").text, "Tag")
            self.driver.find_element(By.ID, "name").send_keys(tag)
            tags = self.tags()
            self.press("Apply to 2 guests")
            self.assertEqual((self.path(), self.http_status()), (base, 200), "the change does not lead back to the list")
            query = parse_qs(urlparse(self.driver.current_url).query)
            self.assertEqual({key: query.get(key) for key in ("done", "changed", "name")},
                             {"done": ["tagged"], "changed": ["2"], "name": [tag]}, f"the list's address is {self.driver.current_url}")
            self.assertEqual(self.notice(), f"Tagged 2 guests '{tag}'.", "the notice does not say the tag, as text, given to 2 guests")
            self.assertEqual(self.driver.execute_script("return document.querySelectorAll('main b').length"), 0, "the tag's markup is drawn")
            self.check_axe(f"guest list after tagging the chosen guests at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-choice-tagged-{width}")
            self.assertEqual(sorted(guest["handle"] for guest in self.store.json("guests", "list", self.event, "--tag", tag)), [ann, cy],
                             "guests list --tag does not list exactly the two guests chosen")
            self.assertEqual(self.tags(), {handle: said | {tag} if handle in (ann, cy) else said for handle, said in tags.items()},
                             "a guest not chosen was changed, or the two gained more than the tag")

    def sign_up_staff(self):
        """The staff member's account, made at a terminal of their own (a session folder apart), so
        the CLI's session on the store stays the demo owner's; then added to the event by the owner."""
        store = self.store
        owner = store.environment["RUSHDAY_CONFIG_HOME"]
        store.environment["RUSHDAY_CONFIG_HOME"] = str(store.folder / "choice-staff-config")
        try:
            store.run("auth", "signup", "--email", STAFF_EMAIL, "--name", STAFF_NAME, "--password-stdin", stdin=STAFF_PASSWORD + "\n")
        finally:
            store.environment["RUSHDAY_CONFIG_HOME"] = owner
        self.assertEqual(store.json("auth", "whoami")["email"], self.site.demo.email, "the CLI's session is no longer the owner's")
        store.run("events", "members", "add", self.event, STAFF_EMAIL, "--role", "staff")

    def test_b_staff_see_no_boxes(self):
        """A staff member signed in through the form at phone and desktop size: the guest list without a Choose column, boxes, the chosen guests' form or the bulk link"""
        self.sign_up_staff()
        base = f"/events/{self.event}/guests"
        try:
            self.sign_in_through_form(STAFF_EMAIL, STAFF_PASSWORD)
            for size in (PHONE, DESKTOP):
                self.browser.viewport(*size)
                width = size[0]
                [handle] = self.add_guests(f"Dee Choice Staff {width}")
                self.open(base + "?" + urlencode({"search": f"Choice Staff {width}"}))
                self.assertEqual((self.path(), self.http_status()), (base, 200))
                headers = [cell.text for cell in self.driver.find_elements(By.CSS_SELECTOR, "main table thead th")]
                self.assertEqual(headers[:1], ["GUEST"], f"staff's list has the columns {headers}")
                self.assertIn(handle, [cell.text for cell in self.driver.find_elements(By.CSS_SELECTOR, "main table tbody td:first-child")],
                              "the guest is not on staff's list")
                self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "input[type=checkbox]"), [], "staff are given boxes")
                self.assertEqual(self.driver.find_elements(By.ID, "chosen-guests"), [], "staff are given the chosen guests' form")
                self.assertEqual(self.driver.find_elements(By.XPATH, "//button[normalize-space()='Change the chosen guests']"), [])
                self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "a[href*='/guests/bulk']"), [], "staff are given the bulk link")
                self.check_axe(f"staff's guest list at {size}")
                self.browser.screenshot(f"{self.site.backend}-guest-choice-staff-{width}")
        finally:
            self.driver.delete_all_cookies()
            self.ensure_signed_in()
            self.store.run("events", "members", "remove", self.event, STAFF_EMAIL)
        self.assertNotIn(STAFF_EMAIL, [member["email"] for member in self.store.json("events", "members", "list", self.event)])
