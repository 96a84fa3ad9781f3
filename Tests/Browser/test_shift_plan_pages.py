"""The organiser's plan page for shifts (`/events/E/shifts/plan`), a form for every Shifts
command, and the hours page, in Chromium at phone and desktop sizes, each page judged by axe-core
against WCAG 2.1 A and AA and the command line run against the same store agreeing at each step.
As the owner: a role needing approval added and an unused one removed; a series of shifts; a
shift's title and needs changed and another cancelled; a volunteer added, approved for the role;
their personal link made and shown once on the page answering the post (never in an address or
the history), opening their page in another browser, made again refused beside Volunteer (422)
and with Replace the old one 404ing; a volunteer put on a shift and taken off; the settings
changed, then bad values refused beside their own field with what was typed kept and nothing
changed. The hours page: a row per volunteer and its CSV the command's. As staff: only the
check-in form, and each planning form posted with a valid token answered 403, nothing changed.
Markup in a role's and a volunteer's name stays text. Each check makes an event of its own."""

from urllib.parse import urlparse

from selenium.webdriver.support.ui import Select

from browser import DESKTOP, PHONE, Browser
from organiser_pages import OrganiserPageTest
from test_expense_pages import OVERFLOW
from test_team_roles import TeamRolesTests
from test_volunteer_pages import HOSTILE_NAME, PLAN_REFUSALS, PLAN_SECTIONS, ZONE, VolunteerPageTests

# The forms staff may not post: every section but check-in, with fields a planner would send.
PLANNING_POSTS = {
    "roles": {"role": "Sneaky", "needs-approval": "on", "action": "add"},
    "new-shift": {"title": "Sneaky", "starts": "2027-06-10T10:00", "ends": "2027-06-10T11:00", "need": "Bar=1"},
    "new-series": {"title": "Sneaky", "from": "2027-06-10T10:00", "until": "2027-06-10T14:00", "every": "2h", "length": "2h", "need": "Bar=1"},
    "change-shift": {"shift": "1", "title": "Sneaky", "action": "save"},
    "new-volunteer": {"name": "Sneaky", "role": "Bar"},
    "approval": {"volunteer": "1", "role": "Bar", "action": "approve"},
    "volunteer-link": {"volunteer": "1", "rotate": "on"},
    "assign": {"shift": "1", "volunteer": "1"},
    "seat": {"shift": "1", "volunteer": "1", "action": "unassign"},
    "settings": {"remind-before": "5m", "no-show-limit": "9", "sign-up": "closed"},
}
# A role's name an organiser may type with markup; it would make an <i> element if not escaped.
HOSTILE_ROLE = "Medic <i>aid</i>"
HOURS_HEADER = "event,number,name,email,phone,household,roles,shifts,noShows,hours"
STAFF_EMAIL = "pia.plan.staff@example.com"
STAFF_NAME = "Pia Plan"
STAFF_PASSWORD = "plan staff password 42"
# A form posted from the page's own script with the page's CSRF token (its Origin, its cookies):
# the path, the fields; the answer's status.
POST_WITH_TOKEN = """const [path, fields, done] = arguments;
const body = new URLSearchParams(fields);
body.set("csrf", document.querySelector("main form input[name=csrf]").value);
fetch(path, {method: "POST", body, credentials: "same-origin", redirect: "manual"})
    .then(answer => done(answer.status), error => done(String(error)))"""
# Each pair of links of a line of page links with nothing but blanks between them (they would read
# as one, "Back to the shiftsHours worked"): the two links' words.
LINKS_RUN_TOGETHER = """return [...document.querySelectorAll('main .page-links')].flatMap(line => {
    const links = [...line.querySelectorAll('a')];
    return links.slice(1).map((link, index) => {
        const between = document.createRange();
        between.setStartAfter(links[index]);
        between.setEndBefore(link);
        return between.toString().trim() ? null : links[index].textContent + ' | ' + link.textContent;
    }).filter(Boolean);
})"""
# The plan page's sections with a form, by id, in order.
SECTIONS = "return [...document.querySelectorAll('main section.shift-plan')].map(section => section.id)"


class ShiftPlanPageTests(OrganiserPageTest):
    # The volunteer pages' helpers, borrowed (not inherited, so their checks do not run twice).
    element = VolunteerPageTests.element
    elements = VolunteerPageTests.elements
    submit = VolunteerPageTests.submit
    on_shift = VolunteerPageTests.on_shift
    assert_fits_the_phone = VolunteerPageTests.assert_fits_the_phone
    assert_nothing_made = VolunteerPageTests.assert_inert
    own_refusals = TeamRolesTests.own_refusals

    def new_event(self, handle, title):
        """An event on 10 June 2027 in New York, without roles."""
        self.store.run("events", "create", title, "--handle", handle, "--starts", "2027-06-10T09:00",
                       "--ends", "2027-06-10T23:00", "--timezone", ZONE)

    def state(self, event):
        """What the command line shows of the event's shifts: every list and the settings."""
        return {"shifts": self.store.json("shifts", "list", event), "roles": self.store.json("shifts", "roles", "list", event),
                "volunteers": self.store.json("shifts", "volunteers", "list", event),
                "settings": self.store.json("shifts", "settings", event), "hours": self.store.json("shifts", "hours", event)}

    def refusals(self):
        return self.driver.execute_script(PLAN_REFUSALS)

    def plan(self, event):
        self.open(f"/events/{event}/shifts/plan")
        self.assert_page(f"/events/{event}/shifts/plan")

    def fill(self, section, **values):
        """Types each value into the section's field (`-` for `_` in names); a date-time control's
        value set as the form sends it (it types in the browser's locale); a select chosen by value."""
        for name, value in values.items():
            field = self.element(f"#{section}-{name.replace('_', '-')}")
            if field.tag_name == "select":
                Select(field).select_by_value(value)
            elif field.get_attribute("type") == "datetime-local":
                self.driver.execute_script("arguments[0].value = arguments[1]", field, value)
            else:
                field.clear()
                field.send_keys(value)

    def done(self, event, button, what, notice):
        """Presses the button; the Shifts tab says what was done."""
        self.submit(button)
        self.assertEqual(self.path(), f"/events/{event}/shifts", f"{button}: {self.refusals() or self.browser.text('main')[:400]}")
        self.assertIn(f"done={what}", self.driver.current_url)
        self.assertEqual(self.notice(), notice)

    def refused(self, event, button, section, expected):
        """Presses the button; the plan page again (422) with `expected` refusals [id, text, form]."""
        self.submit(button)
        self.assert_page(f"/events/{event}/shifts/{section}", 422)
        self.assertEqual(self.refusals(), expected)

    def links_apart(self, where):
        """Notes (for the end of the check) each two page links on `where` with nothing between them."""
        together = self.driver.execute_script(LINKS_RUN_TOGETHER)
        if together:
            self.deferred.append(f"{where}: page links with nothing between them: {together}")

    def history(self):
        """Every address in the tab's history (Chromium's own list of it)."""
        entries = self.driver.execute_cdp_cmd("Page.getNavigationHistory", {})["entries"]
        return [entry["url"] for entry in entries] + [self.driver.current_url]

    def test_a_owner_plans(self):
        """the owner at phone and desktop size: every plan form in its order; a role needing approval added, a series of 4 shifts, one's title and needs changed and one cancelled, an unused role removed, a volunteer added and approved, their link shown once and opening their page in another browser, made again refused beside Volunteer and replaced with the old one 404ing, a seat taken and given up, the settings saved and bad ones refused beside their field with nothing changed; each as the command line shows it; markup typed stays text; axe finds nothing"""
        self.ensure_signed_in()
        # What is judged once the rest has run (a link too wide to read hides nothing else tested here).
        self.deferred = []
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            self.owner_plans(f"plan-all-{size[0]}", size)
        self.assertFalse(self.deferred, "\n".join(self.deferred))

    def owner_plans(self, event, size):
        self.new_event(event, f"Plan all {size[0]}")
        base = f"/events/{event}/shifts/"
        self.open(f"/events/{event}/shifts")
        self.assertEqual([link.text for link in self.elements("main p.page-links a")], ["Plan the shifts", "Hours worked"])
        self.links_apart(f"the Shifts tab at {size}")
        self.follow(self.element("main p.page-links a[href$='/shifts/plan']"))
        self.assert_page(base + "plan")
        self.assertEqual(self.browser.text("main h1"), "Plan the shifts")
        self.links_apart(f"the plan page at {size}")
        self.assertEqual(self.driver.execute_script(SECTIONS), PLAN_SECTIONS)
        self.assertEqual([form.get_attribute("action").rsplit("/", 1)[-1] for form in self.elements("main form")], PLAN_SECTIONS)
        self.assertEqual(self.element("main p.page-links a[href$='/shifts/hours']").text, "Hours worked")
        if size == PHONE:
            self.assert_fits_the_phone("the plan page")
        self.check_axe(f"the plan page at {size}")
        self.browser.screenshot(f"{self.site.backend}-shift-plan-all-{size[0]}")

        # Roles: one needing approval (its name markup), one to remove later.
        self.fill("roles", role=HOSTILE_ROLE)
        self.tick("roles-needs-approval", True)
        self.done(event, "#roles button[value=add]", "role-added", "The role is added.")
        self.plan(event)
        self.fill("roles", role="Spare")
        self.done(event, "#roles button[value=add]", "role-added", "The role is added.")
        self.assertEqual([(role["name"], role["needsApproval"]) for role in self.store.json("shifts", "roles", "list", event)],
                         [(HOSTILE_ROLE, True), ("Spare", False)])
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('main i').length"), 0)

        # A series: every 2 hours from 10:00, 2 hours long, all ended by 18:00: four shifts.
        self.plan(event)
        self.fill("new-series", title="Door watch", **{"from": "2027-06-10T10:00"}, until="2027-06-10T18:00", every="2h", length="2h",
                  place="Gate", need=f"{HOSTILE_ROLE}=1")
        self.done(event, "#new-series button", "series-added", "The series of shifts is added.")
        shifts = self.store.json("shifts", "list", event)
        self.assertEqual([(shift["number"], shift["title"], shift["starts"], shift["ends"], shift["place"], shift["cancelled"]) for shift in shifts],
                         [(n + 1, "Door watch", f"2027-06-10T{10 + 2 * n}:00:00-04:00", f"2027-06-10T{12 + 2 * n}:00:00-04:00", "Gate", False)
                          for n in range(4)])
        self.assertEqual({(role["role"], role["need"]) for shift in shifts for role in shift["roles"]}, {(HOSTILE_ROLE, 1)})

        # Shift #2's title and needs changed (what is left blank unchanged), then #4 cancelled.
        self.plan(event)
        self.fill("change-shift", shift="2", title="Door watch (late)", need=f"{HOSTILE_ROLE}=2")
        self.done(event, "#change-shift button[value=save]", "shift-changed", "The shift is changed; its volunteers with an email are told.")
        second = self.store.json("shifts", "show", event, "2")
        self.assertEqual((second["title"], second["starts"], second["ends"], second["place"], [(role["role"], role["need"]) for role in second["roles"]]),
                         ("Door watch (late)", "2027-06-10T12:00:00-04:00", "2027-06-10T14:00:00-04:00", "Gate", [(HOSTILE_ROLE, 2)]))
        self.plan(event)
        self.fill("change-shift", shift="4")
        self.done(event, "#change-shift button[value=cancel]", "shift-cancelled", "The shift is cancelled; its volunteers with an email are told.")
        self.assertEqual([(shift["number"], shift["cancelled"]) for shift in self.store.json("shifts", "list", event)],
                         [(1, False), (2, False), (3, False), (4, True)])
        self.plan(event)
        self.assertEqual([option.get_attribute("value") for option in Select(self.element("#change-shift-shift")).options], ["1", "2", "3"],
                         "a cancelled shift is still offered")

        # The unused role removed.
        self.fill("roles", role="Spare")
        self.done(event, "#roles button[value=remove]", "role-removed", "The role is removed.")
        self.assertEqual([role["name"] for role in self.store.json("shifts", "roles", "list", event)], [HOSTILE_ROLE])

        # A volunteer (their name markup) in the role, then approved for it.
        self.plan(event)
        self.fill("new-volunteer", name=HOSTILE_NAME, email=f"medic{size[0]}@example.org", role=HOSTILE_ROLE)
        self.done(event, "#new-volunteer button", "volunteer-added", "The volunteer is added.")
        [volunteer] = self.store.json("shifts", "volunteers", "list", event)
        number = str(volunteer["number"])
        self.assertEqual((volunteer["name"], volunteer["roles"]), (HOSTILE_NAME, [{"approved": False, "role": HOSTILE_ROLE}]))
        self.plan(event)
        self.assertEqual(Select(self.element("#approval-volunteer")).first_selected_option.text, f"#{number} {HOSTILE_NAME}")
        self.assert_nothing_made("the plan page with a volunteer named with markup")
        self.fill("approval", volunteer=number, role=HOSTILE_ROLE)
        self.done(event, "#approval button[value=approve]", "approved", "The volunteer is approved for the role.")
        self.assertEqual(self.store.json("shifts", "volunteers", "list", event)[0]["roles"], [{"approved": True, "role": HOSTILE_ROLE}])

        self.volunteer_link(event, number, size)

        # Put on shift #1, then taken off it.
        self.plan(event)
        self.fill("assign", shift="1", volunteer=number)
        self.done(event, "#assign button", "assigned", "The volunteer is on the shift.")
        self.assertEqual(self.on_shift(event, 1), {HOSTILE_ROLE: [int(number)]})
        self.plan(event)
        self.fill("seat", shift="1", volunteer=number)
        self.done(event, "#seat button[value=unassign]", "unassigned", "The volunteer is off the shift.")
        self.assertEqual(self.on_shift(event, 1), {HOSTILE_ROLE: []})

        self.settings(event, size)

    def volunteer_link(self, event, number, size):
        """The link made on the page, shown once, opening their page elsewhere; made again refused; replaced."""
        base = f"/events/{event}/shifts/"
        self.plan(event)
        self.fill("volunteer-link", volunteer=number)
        self.assertFalse(self.ticked("volunteer-link-rotate"))
        self.submit("#volunteer-link button")
        self.assert_page(base + "volunteer-link")
        self.assertEqual(self.browser.text("#made-link h2"), f"{HOSTILE_NAME}'s personal link")
        link = self.browser.text("#made-link code#volunteer-link")
        self.assertTrue(link.startswith(self.site.server.url + "/v/"), link)
        secret = urlparse(link).path.rsplit("/", 1)[1]
        self.assertGreater(len(secret), 16, link)
        self.assertEqual([address for address in self.history() if secret in address], [], "the link is in an address of the history")
        self.assert_nothing_made("the plan page showing a link")
        self.check_axe(f"the plan page showing a link at {size}")
        self.browser.screenshot(f"{self.site.backend}-shift-plan-link-{size[0]}")
        if size == PHONE:
            laid = self.driver.execute_script(OVERFLOW, PHONE[0])
            if laid["page"] > laid["viewport"] or laid["over"]:
                self.deferred.append(f"the plan page showing a link does not fit the phone: {laid}")
        # Not shown again on the plan page.
        self.plan(event)
        self.assertEqual(self.elements("#made-link"), [])
        self.assertNotIn(secret, self.driver.page_source)

        other = Browser()
        try:
            other.viewport(*size)
            other.open(link)
            self.assertEqual(other.driver.execute_script("const [entry] = performance.getEntriesByType('navigation'); return entry.responseStatus"), 200)
            self.assertEqual(other.text(".greeting"), f"{HOSTILE_NAME}, you volunteer at", "the link opens not their page")

            # Made again without Replace: refused beside Volunteer, the choice kept, the link unchanged.
            self.fill("volunteer-link", volunteer=number)
            before = self.state(event)
            self.submit("#volunteer-link button")
            self.assert_page(base + "volunteer-link", 422)
            [[where, reason, action]] = self.refusals()
            self.assertEqual((where, action), ("volunteer-link-volunteer-error", base + "volunteer-link"), reason)
            self.assertIn("already has a personal link", reason)
            self.assertEqual(self.element("#volunteer-link-volunteer").get_attribute("aria-invalid"), "true")
            self.assertEqual(Select(self.element("#volunteer-link-volunteer")).first_selected_option.get_attribute("value"), number)
            self.assertEqual(self.elements("#made-link"), [])
            self.assertEqual(self.state(event), before, "a refused link changed the store")
            self.assert_nothing_made("the plan page with a refused link")
            self.check_axe(f"the plan page with a refused link at {size}")
            other.open(link)
            self.assertEqual(other.text(".greeting"), f"{HOSTILE_NAME}, you volunteer at", "a refused link stopped the old one")

            # With Replace ticked: a new link; the old one 404s, the new one opens.
            self.tick("volunteer-link-rotate", True)
            self.submit("#volunteer-link button")
            self.assert_page(base + "volunteer-link")
            fresh = self.browser.text("#made-link code#volunteer-link")
            self.assertTrue(fresh.startswith(self.site.server.url + "/v/"), fresh)
            self.assertNotEqual(fresh, link)
            self.assertEqual([address for address in self.history() if urlparse(fresh).path.rsplit("/", 1)[1] in address], [])
            other.open(link)
            self.assertEqual((other.driver.execute_script("return performance.getEntriesByType('navigation')[0].responseStatus"),
                              other.text("h1")), (404, "Link not valid"), "the replaced link still opens")
            other.open(fresh)
            self.assertEqual(other.text(".greeting"), f"{HOSTILE_NAME}, you volunteer at")
        finally:
            other.quit()

    def settings(self, event, size):
        """The settings saved from their form; bad values refused beside their field, nothing changed."""
        base = f"/events/{event}/shifts/"
        self.plan(event)
        self.assertEqual((self.value("settings-remind-before"), self.value("settings-no-show-limit"), self.value("settings-sign-up")),
                         ("1440m", "2", "open"))
        self.fill("settings", remind_before="90m", no_show_limit="3", sign_up="closed")
        self.done(event, "#settings button", "settings-changed", "The shift settings are saved.")
        saved = {"event": event, "noShowLimit": 3, "remindBeforeMinutes": 90, "signUp": "closed"}
        self.assertEqual(self.store.json("shifts", "settings", event), saved)
        self.plan(event)
        self.assertEqual((self.value("settings-remind-before"), self.value("settings-no-show-limit"), self.value("settings-sign-up")),
                         ("90m", "3", "closed"))

        before = self.state(event)
        for typed, field, reason in (({"remind_before": "45m", "no_show_limit": "0", "sign_up": "open"}, "no-show-limit",
                                      "'0' is not a number of missed shifts from 1 to 100"),
                                     ({"remind_before": "soon", "no_show_limit": "5", "sign_up": "open"}, "remind-before",
                                      "'soon' is not a length of time; write it like 4h, 90m, 1h30m or 1 day (a minute to 31 days)")):
            self.fill("settings", **typed)
            self.refused(event, "#settings button", "settings", [[f"settings-{field}-error", reason, base + "settings"]])
            self.assertEqual(self.element(f"#settings-{field}").get_attribute("aria-invalid"), "true")
            self.assertIn(f"settings-{field}-error", self.element(f"#settings-{field}").get_attribute("aria-describedby").split())
            self.assertEqual((self.value("settings-remind-before"), self.value("settings-no-show-limit"), self.value("settings-sign-up")),
                             (typed["remind_before"], typed["no_show_limit"], typed["sign_up"]), "what was typed is not kept")
            self.assertEqual(self.state(event), before, f"a refused {field} changed the store")
            if size == PHONE:
                self.assert_fits_the_phone("the plan page with a refused setting")
            self.check_axe(f"the plan page with a refused {field} at {size}")
        self.browser.screenshot(f"{self.site.backend}-shift-plan-settings-refused-{size[0]}")

    def test_b_hours(self):
        """the hours page at phone and desktop size, from the Shifts tab's and the plan page's links: a row per volunteer, markup in a name as text; its Download as CSV link answers the command's CSV with the header event,number,name,email,phone,household,roles,shifts,noShows,hours; axe finds nothing"""
        event = "plan-hours"
        self.new_event(event, "Plan Hours")
        self.store.run("shifts", "roles", "add", event, "Bar")
        shift = self.store.json("shifts", "add", event, "Bar", "--starts", "2027-06-10T18:00", "--ends", "2027-06-10T20:00", "--need", "Bar=2")["number"]
        names = ["Ann Hour", HOSTILE_NAME, "Cy Hour"]
        numbers = [self.store.json("shifts", "volunteers", "add", event, name, "--role", "Bar")["number"] for name in names]
        for number in numbers[:2]:
            self.store.run("shifts", "assign", event, str(shift), str(number))
        self.store.run("shifts", "checkin", event, str(shift), str(numbers[0]))
        self.store.run("shifts", "checkout", event, str(shift), str(numbers[0]))
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            # From the Shifts tab on a phone, from the plan page on a desktop.
            self.open(f"/events/{event}/shifts/plan" if size == DESKTOP else f"/events/{event}/shifts")
            self.follow(self.element("main p.page-links a[href$='/shifts/hours']"))
            self.assert_page(f"/events/{event}/shifts/hours")
            rows = self.table()
            self.assertEqual(len(rows), len(names), rows)
            self.assertEqual([[cell for cell in row.values() if cell in names] for row in rows], [[name] for name in names], rows)
            self.assert_nothing_made("the hours page")
            if size == PHONE:
                self.assert_fits_the_phone("the hours page")
            self.check_axe(f"the hours page at {size}")
            self.browser.screenshot(f"{self.site.backend}-shift-hours-{size[0]}")
            download = self.link("Download as CSV")
            self.assertEqual(download.get_attribute("pathname") + download.get_attribute("search"), f"/events/{event}/shifts/hours?format=csv")
            status, kind, text = self.fetched(download.get_attribute("href"))
            self.assertEqual(status, 200, text[:300])
            self.assertTrue((kind or "").startswith("text/csv"), kind)
            self.assertEqual(text.splitlines()[0], HOURS_HEADER)
            self.assertEqual(text, self.store.run("shifts", "hours", event, "--format", "csv"), "the download is not `shifts hours --format csv`")
            self.assertEqual(len(text.splitlines()), 1 + len(names))

    def sign_up_staff(self, event):
        """The staff member's account, made at a terminal of their own (the CLI's session stays the
        owner's, as in test_team_roles), then added to the event as staff."""
        owner = self.store.environment["RUSHDAY_CONFIG_HOME"]
        self.store.environment["RUSHDAY_CONFIG_HOME"] = str(self.store.folder / "plan-staff-config")
        try:
            self.store.run("auth", "signup", "--email", STAFF_EMAIL, "--name", STAFF_NAME, "--password-stdin", stdin=STAFF_PASSWORD + "\n")
        finally:
            self.store.environment["RUSHDAY_CONFIG_HOME"] = owner
        self.assertEqual(self.store.json("auth", "whoami")["email"], self.site.demo.email, "the CLI's session is no longer the owner's")
        self.store.run("events", "members", "add", event, STAFF_EMAIL, "--role", "staff")

    def test_c_staff(self):
        """a staff member at phone and desktop size: the plan page is Check volunteers in with only #attendance; #roles and each other plan form posted with the page's valid token answer 403 and change nothing; staff still check a volunteer in; axe finds nothing"""
        event = "plan-staff"
        self.new_event(event, "Plan Staff")
        self.store.run("shifts", "roles", "add", event, "Bar")
        self.store.run("shifts", "add", event, "Bar", "--starts", "2027-06-10T18:00", "--ends", "2027-06-10T20:00", "--need", "Bar=2")
        self.store.run("shifts", "volunteers", "add", event, "Sol Staffed", "--role", "Bar")
        self.store.run("shifts", "assign", event, "1", "1")
        self.sign_up_staff(event)
        before = self.state(event)
        self.driver.set_script_timeout(30)
        try:
            self.sign_in_through_form(STAFF_EMAIL, STAFF_PASSWORD)
            for size in (PHONE, DESKTOP):
                self.browser.viewport(*size)
                self.open(f"/events/{event}/shifts")
                self.follow(self.link("Check volunteers in"))
                self.assert_page(f"/events/{event}/shifts/plan")
                self.assertEqual(self.browser.text("main h1"), "Check volunteers in")
                self.assertEqual(self.driver.execute_script(SECTIONS), ["attendance"])
                self.assertEqual([form.get_attribute("action").rsplit("/", 1)[-1] for form in self.elements("main form")], ["attendance"])
                if size == PHONE:
                    self.assert_fits_the_phone("staff's plan page")
                self.check_axe(f"staff's plan page at {size}")
                self.browser.screenshot(f"{self.site.backend}-shift-plan-staff-{size[0]}")
                mark = len(self.browser.console)
                answered = {section: self.driver.execute_async_script(POST_WITH_TOKEN, f"/events/{event}/shifts/{section}", fields)
                            for section, fields in PLANNING_POSTS.items()}
                self.assertEqual(answered, {section: 403 for section in PLANNING_POSTS})
                for section in PLANNING_POSTS:
                    self.own_refusals(mark, f"/events/{event}/shifts/{section}", 403, 1)
                self.assertEqual(self.state(event), before, "a staff member's post changed the store")
            # What staff may do, they do.
            self.plan(event)
            Select(self.element("#attendance-shift")).select_by_value("1")
            Select(self.element("#attendance-volunteer")).select_by_value("1")
            self.done(event, "#attendance button[value=in]", "checked-in", "Checked in.")
            self.assertIsNotNone(self.store.json("shifts", "show", event, "1")["roles"][0]["volunteers"][0]["checkedIn"])
        finally:
            self.driver.delete_all_cookies()
            self.ensure_signed_in()
            self.store.run("events", "members", "remove", event, STAFF_EMAIL)

