"""The organiser's guest pages in Chromium at phone and desktop sizes, each page judged by axe-core
4.9 against WCAG 2.1 A and AA, the command line run against the same store agreeing at each step:
the guest list 50 guests at a time under its counts per status (paged forward and filtered by a
count's link); a guest's personal link made, shown once, replaced and revoked on their page, each
link then opening their own page or the not-found page, and the mail sent to them; a choice
question's choices edited, refused while guests' answers would be lost and saved once told to
drop them; a reminder cancelled on the reminders page; and the store's mail set-up, reached from
an event's Mail tab, refusing a public address that is not http(s) beside its field and saving a
good one as `mail setup` then shows it."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import DESKTOP, PHONE
from demo_site import SiteTest

# Guests imported so the list has three or more pages of 50; their names sort after the demo's.
IMPORTED = 130
PAGE_SIZE = 50
STATUSES = ("accepted", "waitlisted", "maybe", "invited", "declined")  # the order of the counts


def pages(count):
    return (count + PAGE_SIZE - 1) // PAGE_SIZE


class GuestListPagesTests(SiteTest):

    def notice(self):
        found = self.driver.find_elements(By.CSS_SELECTOR, "[role=status]")
        return found[0].text if found else None

    def section(self, heading):
        """The page's section whose h2 says `heading`."""
        return self.driver.find_element(By.XPATH, f"//main//section[h2[normalize-space()='{heading}']]")

    def type_into(self, field, text):
        element = self.driver.find_element(By.ID, field)
        element.clear()
        element.send_keys(text)

    # The guest list a page at a time

    def status_links(self):
        nav = self.driver.find_element(By.CSS_SELECTOR, "nav.status-counts[aria-label='Guests by status']")
        return [(link.text, link.get_attribute("aria-current")) for link in nav.find_elements(By.TAG_NAME, "a")]

    def pager(self):
        """The pager's sentence and its links' words."""
        nav = self.driver.find_element(By.CSS_SELECTOR, "nav.pager[aria-label='Pages of guests']")
        return nav.find_element(By.TAG_NAME, "p").text, [link.text for link in nav.find_elements(By.TAG_NAME, "a")]

    def pager_link(self, words):
        return self.driver.find_element(By.CSS_SELECTOR, "nav.pager").find_element(By.LINK_TEXT, words)

    def rows(self):
        """Each row of the list as its guest's handle and status."""
        return [(row.find_element(By.CSS_SELECTOR, "td:nth-child(2)").text, row.find_element(By.CSS_SELECTOR, "td:nth-child(4)").text)
                for row in self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr")]

    def listed(self, *options):
        """`guests list EVENT OPTIONS` as (handle, status) pairs, in the command's order (by name)."""
        return [(guest["handle"], guest["status"]) for guest in self.store.json("guests", "list", self.event, *options)]

    def test_a_the_guest_list_a_page_at_a_time(self):
        """The guest list with 130 guests imported: 50 a page under the counts per status, which match guests list; Next page shows guests 51-100, a count's link filters the list by its status"""
        rows = "".join(f"Zz Paged {number:03d},paged.{number:03d}@example.org\n" for number in range(IMPORTED))
        csv = self.store.folder / "paged-guests.csv"
        csv.write_text("name,email\n" + rows, encoding="utf-8")
        imported = self.store.json("guests", "import", self.event, str(csv))
        self.assertEqual(imported["added"], IMPORTED, f"guests import answered {imported}")
        self.ensure_signed_in()
        base = f"/events/{self.event}/guests"
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            everyone = self.listed()
            total = len(everyone)
            self.assertGreater(pages(total), 2, f"{total} guests make fewer than three pages")
            counts = {status: sum(1 for _, said in everyone if said == status) for status in STATUSES}
            self.assertEqual(sum(counts.values()), total, f"a status not counted: {everyone}")

            self.open(base)
            self.assertEqual(self.status_links(), [(f"All {total}", "page")] + [(f"{status.capitalize()} {counts[status]}", None)
                                                                                 for status in STATUSES])
            self.assertEqual(self.pager(), (f"Guests 1–50 of {total} · page 1 of {pages(total)}", ["Next page"]))
            self.assertEqual(self.rows(), everyone[:PAGE_SIZE], "page 1 is not the first 50 of guests list")
            self.check_axe(f"guest list page 1 at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-list-page-1-{size[0]}")

            self.follow(self.pager_link("Next page"))
            self.assertEqual(self.path(), base)
            self.assertIn("page=2", self.driver.current_url)
            self.assertEqual(self.pager(), (f"Guests 51–100 of {total} · page 2 of {pages(total)}", ["Previous page", "Next page"]))
            self.assertEqual(self.rows(), self.listed("--limit", str(PAGE_SIZE), "--offset", str(PAGE_SIZE)),
                             "page 2 is not guests list --limit 50 --offset 50")
            self.assertEqual(self.status_links()[0], (f"All {total}", "page"), "the counts change with the page")
            self.check_axe(f"guest list page 2 at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-list-page-2-{size[0]}")

            self.follow(self.pager_link("Previous page"))
            self.assertNotIn("page=", self.driver.current_url, "Previous page from page 2 does not lead to the first page")
            self.assertEqual(self.pager()[0], f"Guests 1–50 of {total} · page 1 of {pages(total)}")

            invited = self.listed("--status", "invited")
            self.assertEqual(len(invited), counts["invited"], "guests list --status invited disagrees with the whole list")
            nav = self.driver.find_element(By.CSS_SELECTOR, "nav.status-counts")
            self.follow(nav.find_element(By.LINK_TEXT, f"Invited {len(invited)}"))
            self.assertEqual(self.path(), base)
            self.assertIn("status=invited", self.driver.current_url)
            self.assertEqual(Select(self.driver.find_element(By.ID, "status")).first_selected_option.get_attribute("value"), "invited",
                             "the status filter does not show the count's status")
            self.assertEqual(self.status_links(), [(f"All {total}", None)]
                             + [(f"{status.capitalize()} {counts[status]}", "page" if status == "invited" else None) for status in STATUSES],
                             "the counts change with the filter, or the invited link is not the current one")
            self.assertEqual(self.pager()[0], f"Guests 1–{min(PAGE_SIZE, len(invited))} of {len(invited)} · page 1 of {pages(len(invited))}")
            self.assertEqual(self.rows(), invited[:PAGE_SIZE], "the filtered page is not the first 50 of guests list --status invited")
            self.check_axe(f"guest list filtered by invited at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-list-invited-{size[0]}")

            if pages(len(invited)) > 1:
                self.follow(self.pager_link("Next page"))
                self.assertIn("status=invited", self.driver.current_url, "Next page forgets the filter")
                self.assertIn("page=2", self.driver.current_url)
                self.assertEqual(self.rows(), self.listed("--status", "invited", "--limit", str(PAGE_SIZE), "--offset", str(PAGE_SIZE)))
                self.check_axe(f"guest list filtered by invited, page 2 at {size}")

    # A guest's personal link

    def link_section(self):
        return self.section("Personal link")

    def made_link(self, notice):
        """The link the form's answer shows once, checked to be absolute and to lead to /i/SECRET."""
        self.assertEqual(self.notice(), notice)
        field = self.driver.find_element(By.ID, "new-link")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "label[for='new-link']").text, "Their link")
        self.assertIsNotNone(field.get_attribute("readonly"), "the link's field is not read-only")
        link = field.get_attribute("value")
        prefix = self.site.server.url + "/i/"
        self.assertTrue(link.startswith(prefix) and len(link) > len(prefix) and "/" not in link[len(prefix):],
                        f"{link!r} is not an absolute {prefix}SECRET")
        self.assertNotIn(link.rsplit("/", 1)[1], self.driver.current_url, "the secret is in the page's URL")
        return link

    def assert_opens(self, link, name, where):
        self.browser.open(link)
        self.assertEqual(self.http_status(), 200, f"{where} does not open")
        self.assertEqual(self.path(), "/i/" + link.rsplit("/", 1)[1])
        self.assertEqual(self.browser.text(".greeting"), f"{name}, you are invited to", f"{where} is not {name}'s page")
        self.assertEqual(self.driver.find_element(By.ID, "rsvp-status").get_attribute("data-status"), "invited")

    def assert_not_found(self, link, where):
        self.browser.open(link)
        self.assertEqual((self.http_status(), self.browser.text("h1")), (404, "Link not valid"), f"{where} still opens")
        self.assertNotIn("you are invited to", self.browser.text())

    def test_b_a_guests_personal_link(self):
        """A guest added without a link: their page makes one, shown once as an absolute /i/SECRET that opens their own page; a new link stops the old one, a revocation stops it too; the mail section lists an invitation sent"""
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            name = f"Lin Link {size[0]}"
            handle = self.store.json("guests", "add", self.event, name, "--email", f"lin.link.{size[0]}@example.org")["guest"]["handle"]
            page = f"/events/{self.event}/guests/{handle}"
            self.open(page)
            section = self.link_section()
            self.assertIn("They have no personal link yet.", section.text)
            self.assertEqual(self.driver.find_elements(By.ID, "new-link"), [])
            mail = self.section("Mail to them")
            self.assertEqual(mail.find_elements(By.XPATH, ".//td[normalize-space()='invitation']"), [], "mail listed before any was sent")
            self.check_axe(f"guest page without a link at {size}")

            self.press("Make a link")
            self.assertEqual(self.path(), page + "/link")
            first = self.made_link("The link is made.")
            self.check_axe(f"guest page showing their new link at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-link-made-{size[0]}")
            self.assert_opens(first, name, "the link made")
            self.check_axe(f"the guest's own page at {size}")

            self.open(page)
            self.assertIn("They have a personal link.", self.link_section().text)
            self.assertEqual(self.driver.find_elements(By.ID, "new-link"), [], "the link is shown again")
            self.assertNotIn(first.rsplit("/", 1)[1], self.driver.page_source, "the secret is on the page again")
            self.check_axe(f"guest page with a link at {size}")

            self.press("Make a new link (the old one stops working)")
            second = self.made_link("A new link is made; the old one no longer works.")
            self.assertNotEqual(second, first)
            self.check_axe(f"guest page showing a replaced link at {size}")
            self.assert_not_found(first, "the replaced link")
            self.check_axe(f"the not-found page of a replaced link at {size}")
            self.assert_opens(second, name, "the new link")

            self.open(page)
            self.press("Revoke the link")
            self.assertEqual(self.path(), page)
            self.assertEqual(self.notice(), "The link is revoked: it no longer opens their page.")
            self.assertIn("They have no personal link yet.", self.link_section().text)
            self.check_axe(f"guest page after a revocation at {size}")
            self.assert_not_found(second, "the revoked link")

            invited = self.store.json("guests", "invite", self.event, handle)
            self.assertEqual([entry["guest"] for entry in invited["queued"]], [handle], f"guests invite answered {invited}")
            self.open(page)
            mail = self.section("Mail to them")
            rows = [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")] for row in mail.find_elements(By.CSS_SELECTOR, "tbody tr")]
            sent = [row for row in rows if "invitation" in row]
            self.assertEqual(len(sent), 1, f"the mail section lists {rows}")
            self.assertIn(handle, sent[0])
            self.assertIn(invited["queued"][0]["message"][:8], sent[0], "the row is not the invitation queued")
            self.assertIn("They have a personal link.", self.link_section().text, "the invitation's link is not counted")
            self.check_axe(f"guest page with their mail at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-mail-{size[0]}")

    # A question's choices edited

    def question(self, key):
        return next(question for question in self.store.json("guests", "questions", "list", self.event) if question["key"] == key)

    def test_c_edit_a_questions_choices(self):
        """A choice question's edit form: dropping a choice a guest chose is refused beside a new "Drop those answers too" box, nothing saved; ticked, the question is saved and guests questions list agrees"""
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            key = f"meal-{size[0]}"
            self.store.run("guests", "questions", "add", self.event, key, "--kind", "choice", "--choice", "Fish", "--choice", "Vegan")
            handle = self.store.json("guests", "add", self.event, f"Mel Meal {size[0]}")["guest"]["handle"]
            self.store.run("guests", "update", self.event, handle, "--answer", f"{key}=fish")
            self.assertEqual(self.question(key)["answers"], 1)

            self.open(f"/events/{self.event}/questions")
            self.check_axe(f"questions at {size}")
            self.follow(self.driver.find_element(By.LINK_TEXT, f"Edit {key}"))
            self.assertEqual(self.path(), f"/events/{self.event}/questions/{key}/edit")
            self.assertEqual(self.browser.text("main h1"), f"Question {key}")
            self.assertEqual(self.driver.find_element(By.ID, "choices").get_attribute("value"), "Fish\nVegan")
            self.assertEqual(self.driver.find_elements(By.ID, "force"), [], "the force box is offered before any refusal")
            self.check_axe(f"question edit form at {size}")

            self.type_into("prompt", "Your meal?")
            self.type_into("choices", "Vegan\nMeat")
            self.press("Save the question")
            self.assertEqual(self.path(), f"/events/{self.event}/questions/{key}/edit")
            force = self.driver.find_element(By.ID, "force")
            self.assertFalse(force.is_selected(), "the force box comes ticked")
            self.assertEqual(force.find_element(By.XPATH, "ancestor::label").text, "Drop those answers too", "the box is not labelled")
            self.assertTrue(self.browser.text("#force-error").strip(), "the refusal says nothing beside the box")
            self.assertIn("force-error", force.get_attribute("aria-describedby") or "", "the box is not described by its refusal")
            self.assertEqual(self.driver.find_element(By.ID, "choices").get_attribute("value"), "Vegan\nMeat", "what was typed is lost")
            kept = self.question(key)
            self.assertEqual((kept["choices"], kept["prompt"], kept["answers"]), (["Fish", "Vegan"], None, 1), "a refused edit was saved")
            self.check_axe(f"refused question edit at {size}")
            self.browser.screenshot(f"{self.site.backend}-question-edit-refused-{size[0]}")

            force.click()
            self.press("Save the question")
            self.assertEqual(self.path(), f"/events/{self.event}/questions")
            self.assertEqual(self.notice(), "The question is saved.")
            saved = self.question(key)
            self.assertEqual((saved["choices"], saved["prompt"], saved["answers"]), (["Vegan", "Meat"], "Your meal?", 0))
            self.assertNotIn(key, self.store.json("guests", "show", self.event, handle)["answers"], "the dropped answer is kept")
            self.check_axe(f"questions after an edit at {size}")

    # A reminder cancelled

    def reminders(self):
        return {reminder["id"]: reminder for reminder in self.store.json("mail", "reminders", self.event)}

    def test_d_cancel_a_reminder(self):
        """Two reminders scheduled at the command line are offered on the reminders page; one cancelled there is gone from mail reminders, the other kept"""
        self.ensure_signed_in()
        for size, spans in ((PHONE, ("2d", "1d")), (DESKTOP, ("3d", "1d12h"))):
            self.browser.viewport(*size)
            before = self.reminders()
            for span in spans:
                self.store.run("mail", "remind", self.event, "--before", span)
            scheduled = self.reminders()
            added = [key for key in scheduled if key not in before]
            self.assertEqual(sorted(scheduled[key]["before"] for key in added), sorted(spans), f"mail reminders lists {scheduled}")

            self.open(f"/events/{self.event}/mail/reminders")
            section = self.section("Cancel a reminder")
            choice = Select(section.find_element(By.ID, "reminder"))
            offered = [option.get_attribute("value") for option in choice.options]
            waiting = [key for key, reminder in scheduled.items() if reminder["queuedAt"] is None]
            self.assertEqual(sorted(offered), sorted(waiting), "the select is not the reminders waiting")
            self.check_axe(f"reminders at {size}")
            cancelled, kept = added
            choice.select_by_value(cancelled)
            self.press("Cancel the reminder")
            self.assertEqual(self.path(), f"/events/{self.event}/mail/reminders")
            self.assertEqual(self.notice(), "The reminder is cancelled; it will not be sent.")
            left = self.reminders()
            self.assertEqual(len(left), len(scheduled) - 1)
            self.assertNotIn(cancelled, left)
            self.assertIn(kept, left)
            remaining = self.driver.find_elements(By.CSS_SELECTOR, "select#reminder option")
            self.assertNotIn(cancelled, [option.get_attribute("value") for option in remaining], "the cancelled reminder is still offered")
            self.check_axe(f"reminders after a cancellation at {size}")
            self.browser.screenshot(f"{self.site.backend}-reminder-cancelled-{size[0]}")

    # The mail set-up

    def field_value(self, field):
        return self.driver.find_element(By.ID, field).get_attribute("value")

    def test_e_mail_setup(self):
        """The mail set-up page, reached from the Mail tab's "Mail set-up" link, shows the store's set-up as mail setup does; an ftp:// public address is refused beside its field with nothing saved; a good set-up is saved, said so and shown by mail setup --format json"""
        self.ensure_signed_in()
        good = {"smtp": "smtp://127.0.0.1:1?tls=none", "from": "Demo <demo@example.org>", "public-url": "https://rsvp.example.org"}
        for size, per_minute in ((PHONE, 30), (DESKTOP, 60)):
            self.browser.viewport(*size)
            before = self.store.json("mail", "setup")  # None until a set-up is saved (the demo makes none)
            self.open(f"/events/{self.event}/mail")
            self.follow(self.driver.find_element(By.CSS_SELECTOR, "main").find_element(By.LINK_TEXT, "Mail set-up"))
            self.assertEqual((self.path(), self.http_status()), ("/mail/setup", 200))
            self.assertEqual(self.browser.text("main h1"), "Mail set-up")
            password = self.driver.find_element(By.ID, "password")
            self.assertEqual((password.get_attribute("type"), password.get_attribute("value")), ("password", ""))
            headings = [heading.text for heading in self.driver.find_elements(By.CSS_SELECTOR, "main section > h2")]
            if before is None:
                self.assertEqual(headings, ["Set up mail"], "a store without a set-up is offered a test, or no form")
                self.assertEqual([self.field_value(field) for field in ("smtp", "from", "public-url", "per-minute")], ["", "", "", ""])
            else:
                self.assertEqual(headings, ["Change the set-up", "Try it"])
                self.assertEqual([self.field_value(field) for field in ("smtp", "from", "public-url", "per-minute")],
                                 [before["smtp"], before["from"], before["publicURL"], str(before["perMinute"] or "")],
                                 f"the form does not hold mail setup's set-up {before}")
                self.assertEqual(self.field_value("address"), self.site.demo.email, "the test mail's address is not the visitor's")
            self.check_axe(f"mail set-up at {size}")

            for field, text in {**good, "public-url": "ftp://x", "per-minute": str(per_minute)}.items():
                self.type_into(field, text)
            self.press("Save the set-up")
            self.assertEqual((self.path(), self.http_status()), ("/mail/setup", 422), "the ftp:// public address is not refused")
            self.assertIsNone(self.notice())
            refusal = self.browser.text("#public-url-error").strip()
            self.assertTrue(refusal, "the refusal says nothing beside the public address")
            self.assertIn("ftp://x", refusal, "the refusal does not name what was typed")
            field = self.driver.find_element(By.ID, "public-url")
            self.assertIn("public-url-error", field.get_attribute("aria-describedby") or "", "the field is not described by its refusal")
            self.assertEqual(field.get_attribute("aria-invalid"), "true")
            self.assertEqual(field.get_attribute("value"), "ftp://x", "what was typed is lost")
            self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, ".field-error:not(#public-url-error)"), [],
                             "a field typed well is refused too")
            self.assertEqual(self.store.json("mail", "setup"), before, "a refused set-up changed mail setup")
            self.check_axe(f"refused mail set-up at {size}")

            self.type_into("public-url", good["public-url"])
            self.press("Save the set-up")
            self.assertEqual(self.path(), "/mail/setup")
            self.assertIn("done=saved", self.driver.current_url)
            self.assertEqual(self.notice(), "The mail set-up is saved.")
            shown = self.store.json("mail", "setup")
            self.assertEqual({key: shown.get(key) for key in ("smtp", "from", "publicURL", "perMinute", "passwordKnown")},
                             {"smtp": good["smtp"], "from": good["from"], "publicURL": good["public-url"], "perMinute": per_minute,
                              "passwordKnown": False}, "mail setup --format json is not what was saved")
            self.assertEqual([heading.text for heading in self.driver.find_elements(By.CSS_SELECTOR, "main section > h2")],
                             ["Change the set-up", "Try it"])
            self.assertEqual(self.field_value("public-url"), good["public-url"])
            self.check_axe(f"saved mail set-up at {size}")
            self.browser.screenshot(f"{self.site.backend}-mail-setup-{size[0]}")
