"""The organiser's task pages in Chromium at phone and desktop sizes, each new page judged by
axe-core 4.9 against WCAG 2.1 A and AA, the command line run against the same store agreeing at
each step. An event with a staff member (signed up at a terminal of their own, then added with
`events members add --role staff`): a task due "3 days before start" assigned to them added on
the add form, after a due time "soon" was refused beside the Due field (422, what was typed kept,
`tasks list --format json` unchanged); a task with markup in its title and note, shown as text;
the list's JSON equal to `tasks list --format json`; two tasks ticked with their boxes and "Mark
the chosen done", done on the list and in `tasks list`; a task's edit form and its removal after
its confirmation page. The staff member, signed in through the form, sees the list, ticks their
own task on its page, and is refused (403, nothing written) ticking another's with the boxes,
the add form, another's edit form and the templates. A checklist saved as a template and
started from on a second event's template page (and copied from the first on a third): the same
titles and due rules, nobody assigned; a copy refused (from an event without tasks, or from
none) beside the Copy form's Event field alone, a name taken beside the Save form's Name field
alone. The event moved a week: its relative task's due time moves
with it on the page, its fixed one stays. The dashboard's Tasks section: an overdue task in the
error tone, as `events show` says, redrawn live when the task is ticked from the command line.
Every new page fits a phone's width, with nothing drawn over anything else, and names each
element once (an id used twice labels the wrong field).

Dates are counted from today, so what is overdue, due soon or ahead stays so whenever it runs."""

import json
import re
import secrets
from contextlib import contextmanager
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import DESKTOP, PATIENCE, PHONE
from organiser_pages import OrganiserPageTest
from test_expense_pages import OVERFLOW, OVERLAPS

ZONE = "Europe/Berlin"
BERLIN = ZoneInfo(ZONE)
TODAY = datetime.now(BERLIN).date()
# The events' start: 19:00 forty days on (their tasks neither overdue nor due within 7 days).
START = datetime.combine(TODAY + timedelta(days=40), time(19, 0), BERLIN)
# The staff member: an account of their own, their name markup (drawn in the Assigned to choices
# and on a task's page).
STAFF_EMAIL = "tess.tasks@example.org"
STAFF_NAME = "Tess <i>Tasks</i>"
STAFF_PASSWORD = "tess-tasks-pw-7316"
# Markup in what an organiser types: each would make a <b> or <i> element if it were not escaped.
HOSTILE_TITLE = "<b>x</b> Order the cake & candles"
HOSTILE_NOTE = "No <i>nuts</i>, \"please\""
# How long the open dashboard may take to show a change: its stream pushes each change at once.
# The dashboard's Tasks card, read at once (the live script may put a new drawing in place
# between two reads of a selenium element): each field's label, value and the value's classes.
TASKS_SECTION = """const card = [...document.querySelectorAll("div.dashboard section.card")].find(
    card => (card.querySelector(".card-header :is(h1, h2, h3, h4, h5, h6)") || {}).textContent === "Tasks");
return card ? [...card.querySelectorAll("dt")].map(label => [label.textContent.trim(),
    label.nextElementSibling ? label.nextElementSibling.textContent.trim() : null,
    label.nextElementSibling ? label.nextElementSibling.className : null]) : null"""
# Each id given to more than one element of the page, with how many have it.
DUPLICATE_IDS = """const seen = {};
for (const element of document.querySelectorAll('[id]')) seen[element.id] = (seen[element.id] || 0) + 1;
return Object.fromEntries(Object.entries(seen).filter(([id, count]) => count > 1))"""
# Each refusal of <main>, a field's or a form's: its text, the action of the form it is in, that
# form's hidden source (the template page's two forms posting to /apply: template or event) and
# the refusal's id.
REFUSALS = """return [...document.querySelectorAll('main :is(.field-error, .form-error)')].map(refusal => {
    const form = refusal.closest('form'), source = form && form.querySelector('input[name=source]');
    return [refusal.textContent.trim(), form ? form.getAttribute('action') : null, source ? source.value : null, refusal.id || null]})"""
# What each label of <main> names for the browser: the label's text and the name and form of the
# control it labels (null: none), and each field of <main> with no label naming it.
LABELS = """const main = document.querySelector('main');
const controls = [...main.querySelectorAll('input:not([type=hidden]):not([type=checkbox]), select, textarea')];
const where = control => (control.form ? control.form.getAttribute('action') : '') + ' ' + control.name;
return {labels: [...main.querySelectorAll('label[for]')].map(label => [label.textContent.trim(), label.control ? where(label.control) : null,
                                                                       label.closest('form') ? label.closest('form').getAttribute('action') : null]),
        unlabelled: controls.filter(control => control.labels.length === 0).map(where)}"""


def shown(moment):
    """A time as the pages and `tasks list` show it: 2026-12-12 19:00 +01:00."""
    return moment.strftime("%Y-%m-%d %H:%M ") + moment.isoformat()[-6:]


def typed(moment):
    """A wall time as typed into a form or a command, in the event's zone: 2026-12-12T19:00."""
    return moment.strftime("%Y-%m-%dT%H:%M")


def days_from(moment, days):
    """The same wall time `days` calendar days away (as a task's days count)."""
    return datetime.combine(moment.date() + timedelta(days=days), moment.timetz())


class TaskPagesTests(OrganiserPageTest):
    signed_up = False

    # Reading and filling the pages

    def rows(self):
        """The list's rows: each task's number, DONE mark, title, due time and assignee."""
        return [(row["task"], row["done"], row["title"], row["due"], row["assigned"]) for row in self.table()]

    def choose(self, number):
        """Ticks the box of the list's row for task `number`."""
        box = self.driver.find_element(By.CSS_SELECTOR, f"main table input[type=checkbox][name='task-#{number}']")
        self.assertEqual(box.get_attribute("form"), "tick-tasks", f"task #{number}'s box is not the tick form's")
        if not box.is_selected():
            box.click()
        self.assertTrue(box.is_selected(), f"task #{number}'s box could not be ticked")

    def card(self):
        """The task page's card: each field's value by its label."""
        return {field.find_element(By.TAG_NAME, "dt").text.strip(): field.find_element(By.TAG_NAME, "dd").text.strip()
                for field in self.driver.find_elements(By.CSS_SELECTOR, "main dl.fields div.field")}

    def buttons(self):
        return [button.text.strip() for button in self.driver.find_elements(By.CSS_SELECTOR, "main button")]

    def tabs(self):
        return [link.get_attribute("textContent").strip() for link in self.driver.find_elements(By.CSS_SELECTOR, "nav[aria-label='Event'] a")]

    def fill_task(self, title, due, assign="", note=""):
        self.type_into("title", title)
        self.type_into("due", due)
        Select(self.driver.find_element(By.ID, "assign")).select_by_value(assign)
        self.type_into("note", note)

    def assigned(self):
        return Select(self.driver.find_element(By.ID, "assign")).first_selected_option.get_attribute("value")

    def template_form(self, action):
        """The template page's form posting to `action` (apply, save or remove) and its source."""
        forms = self.driver.find_elements(By.CSS_SELECTOR, f"main form[action$='/task-templates/{action}']")
        self.assertTrue(forms, f"no form posting to /task-templates/{action}: {self.browser.text('main')[:400]}")
        return forms

    def refusals(self):
        """Every refusal on the page: its text, the action and source of the form it is in, its id."""
        return self.driver.execute_script(REFUSALS)

    # The store, as the command line says it

    def tasks(self, event):
        """`tasks list EVENT --format json`, as a list."""
        return self.store.json("tasks", "list", event)

    @contextmanager
    def staff_terminal(self):
        """The command line at the staff member's own terminal (a session folder apart), the
        owner's again after."""
        owner = self.store.environment["RUSHDAY_CONFIG_HOME"]
        self.store.environment["RUSHDAY_CONFIG_HOME"] = str(self.store.folder / "tasks-staff-config")
        try:
            yield
        finally:
            self.store.environment["RUSHDAY_CONFIG_HOME"] = owner

    def as_staff(self, *arguments):
        """`rushday ARGUMENTS --format json` at the staff member's own terminal (their session)."""
        with self.staff_terminal():
            return self.store.json(*arguments)

    def make_event(self, name, start=START):
        """A new event of its own, one evening in Berlin, with the staff member on its team (signed
        up the first time, at a terminal of their own, so the CLI's session stays the demo
        owner's); its handle."""
        event = f"task-pages-{name}"
        self.store.run("events", "create", f"Task pages {name}", "--handle", event, "--starts", typed(start),
                       "--ends", typed(start.replace(hour=23, minute=30)), "--timezone", ZONE)
        kind = type(self)  # run.py's copy of the class for this store
        if not kind.signed_up:
            with self.staff_terminal():
                self.store.run("auth", "signup", "--email", STAFF_EMAIL, "--name", STAFF_NAME, "--password-stdin",
                               stdin=STAFF_PASSWORD + "\n")
            kind.signed_up = True
            self.assertEqual(self.store.json("auth", "whoami")["email"], self.site.demo.email, "the CLI's session is no longer the owner's")
        self.store.run("events", "members", "add", event, STAFF_EMAIL, "--role", "staff")
        return event

    def test_a_add_list_tick_edit_and_remove(self):
        """At phone and desktop size: a due time "soon" refused beside the Due field (422, what was typed kept, `tasks list` unchanged); a task due "3 days before start" assigned to the staff member added, and one with markup in its title and note shown as text; the list, its JSON `tasks list --format json`; two ticked with their boxes and "Mark the chosen done", done on the list and in `tasks list`; none chosen refused; one opened again from its page; edited in its form; removed after its confirmation"""
        self.ensure_signed_in()
        backend = self.site.backend
        owner = self.site.demo.email
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(width)
            tasks = f"/events/{event}/tasks"
            new = f"/events/{event}/new-task"

            # The list, empty, under its tab, and its ways on
            self.open(tasks)
            self.assert_page(tasks)
            self.assertIn("Tasks", self.tabs(), "no Tasks tab on the event's pages")
            for words, href in (("Add a task", new), ("Templates", f"/events/{event}/task-templates")):
                self.assertEqual(self.link(words).get_attribute("pathname"), href, f"the {words} link")
            self.assertIn("No tasks.", self.browser.text("main"))
            self.check_axe(f"task list without tasks at {size}")
            self.browser.screenshot(f"{backend}-tasks-empty-{width}")

            # The blank add form: every member of the event to assign it to, or nobody
            self.follow(self.link("Add a task"))
            self.assert_page(new)
            self.assertEqual([self.value(field) for field in ("title", "due", "note")], [""] * 3, "the add form is not blank")
            self.assertEqual(self.assigned(), "", "the blank add form assigns the task to someone")
            options = [(option.get_attribute("value"), option.text) for option in Select(self.driver.find_element(By.ID, "assign")).options]
            owner_name = self.store.json("auth", "whoami")["displayName"]
            self.assertEqual(options, [("", "Nobody"), (owner, f"{owner_name} <{owner}>"), (STAFF_EMAIL, f"{STAFF_NAME} <{STAFF_EMAIL}>")],
                             "the Assigned to choices are not nobody and the event's members")
            self.assert_inert("the blank add form")
            self.check_axe(f"blank add-task form at {size}")
            self.browser.screenshot(f"{backend}-task-new-{width}")

            # Due "soon": refused beside the Due field, what was typed kept, nothing written
            before = self.tasks(event)
            self.fill_task("Book the venue", "soon", STAFF_EMAIL, "The hall with the stage")
            self.press("Add the task")
            self.assert_page(new, 422)
            errors = self.driver.find_elements(By.ID, "due-error")
            self.assertTrue(errors, f"no #due-error for the due time 'soon'; the page says {self.browser.text('main')[:400]}")
            self.assertIn("'soon' is not a due time", errors[0].text)
            self.assertIn("3 days before start", errors[0].text, "the refusal does not say how to write a due time")
            self.assertIn("due-error", (self.driver.find_element(By.ID, "due").get_attribute("aria-describedby") or "").split())
            self.assertEqual(self.driver.find_element(By.ID, "due").get_attribute("aria-invalid"), "true")
            self.assertEqual([self.value("title"), self.value("due"), self.assigned(), self.value("note")],
                             ["Book the venue", "soon", STAFF_EMAIL, "The hall with the stage"], "what was typed is lost")
            self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main .field-error:not(#due-error)"), [], "another field is refused too")
            self.assert_inert("the add form refusing a due time")
            self.check_axe(f"add-task form refusing a due time at {size}")
            self.browser.screenshot(f"{backend}-task-new-refused-{width}")
            self.assertEqual(self.tasks(event), before, "the refused task changed `tasks list`")

            # Due 3 days before the start, assigned to the staff member: saved, on its page
            self.type_into("due", "3 days before start")
            self.press("Add the task")
            first = f"{tasks}/1"
            self.assert_page(first)
            self.assertEqual(self.query(), {"done": ["added"]})
            self.assertEqual(self.notice(), "The task is added.")
            due = days_from(START, -3)
            [added] = self.tasks(event)
            self.assertEqual((added["number"], added["title"], added["due"], added["dueRule"], added["assignee"], added["note"], added["done"]),
                             (1, "Book the venue", due.isoformat(), "3 days before the start", STAFF_EMAIL, "The hall with the stage", False),
                             f"tasks list has {added}")
            self.assertEqual(self.browser.text("main h1"), "Task #1")
            self.assertEqual(self.browser.text("main .card-header"), "Book the venue")
            card = self.card()
            self.assertEqual((card.get("Due"), card.get("Assigned to"), card.get("State")),
                             (f"{shown(due)} (3 days before the start)", f"{STAFF_NAME} <{STAFF_EMAIL}>", "open"), f"the task's card: {card}")
            self.assertEqual(self.buttons(), ["Mark it done"], "the task's page does not offer to tick it")
            for words, href in (("Edit", first + "/edit"), ("Remove", first + "/remove"), ("Back to the tasks", tasks)):
                self.assertEqual(self.link(words).get_attribute("pathname"), href, f"the {words} link")
            self.assert_inert("the task's page", STAFF_NAME)
            self.check_axe(f"task page at {size}")
            self.browser.screenshot(f"{backend}-task-page-{width}")

            # Markup in the title and the note: text on its page
            fixed = datetime.combine(START.date() - timedelta(days=1), time(12, 0), BERLIN)
            self.open(new)
            self.fill_task(HOSTILE_TITLE, typed(fixed), note=HOSTILE_NOTE)
            self.press("Add the task")
            second = f"{tasks}/2"
            self.assert_page(second)
            self.assertEqual(self.query(), {"done": ["added"]})
            self.assertEqual(self.notice(), "The task is added.")
            self.assertEqual(self.browser.text("main .card-header"), HOSTILE_TITLE)
            self.assert_inert("the page of a task with markup", HOSTILE_TITLE, HOSTILE_NOTE)
            shown_task = self.store.json("tasks", "show", event, "2")
            self.assertEqual((shown_task["title"], shown_task["note"], shown_task["due"], shown_task["dueRule"], shown_task["assignee"]),
                             (HOSTILE_TITLE, HOSTILE_NOTE, fixed.isoformat(), None, None), f"tasks show has {shown_task}")
            self.assertEqual(self.card().get("Due"), shown(fixed))
            self.check_axe(f"page of a task with markup at {size}")
            self.store.run("tasks", "add", event, "Print the badges")

            # The list: each task's row, its TASK cell leading to its page; its JSON the command's
            self.follow(self.link("Back to the tasks"))
            self.assert_page(tasks)
            self.assertEqual(self.rows(), [("#1", "", "Book the venue", shown(due), STAFF_EMAIL),
                                           ("#2", "", HOSTILE_TITLE, shown(fixed), ""),
                                           ("#3", "", "Print the badges", "—", "")], "the list's rows")
            cells = self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr td a")
            self.assertEqual([cell.get_attribute("pathname") for cell in cells], [first, second, f"{tasks}/3"])
            self.assertEqual([button.text for button in self.driver.find_elements(By.CSS_SELECTOR, "main form#tick-tasks button")],
                             ["Mark the chosen done", "Open the chosen again"])
            self.assert_inert("the list", HOSTILE_TITLE)
            self.check_axe(f"task list at {size}")
            self.browser.screenshot(f"{backend}-tasks-list-{width}")
            self.assert_json_is_the_commands(tasks + "?format=json", "tasks", "list", event)

            # None chosen: refused, nothing written
            listed = self.tasks(event)
            self.press("Mark the chosen done")
            self.assert_page(f"/events/{event}/tick-tasks", 422)
            self.assertIn("choose at least one task", self.browser.text("main"))
            self.check_axe(f"tick refused for want of a task at {size}")
            self.assertEqual(self.tasks(event), listed, "a tick of no task changed `tasks list`")

            # Two ticked with their boxes: done on the list and in `tasks list`
            self.open(tasks)
            self.choose(1)
            self.choose(2)
            self.press("Mark the chosen done")
            self.assert_page(tasks)
            self.assertEqual(self.query(), {"done": ["ticked"]})
            self.assertEqual(self.notice(), "Done.")
            self.assertEqual([(row[0], row[1]) for row in self.rows()], [("#1", "✔"), ("#2", "✔"), ("#3", "")], "the list after the tick")
            ticked = self.tasks(event)
            self.assertEqual([(task["number"], task["done"], task["doneBy"]) for task in ticked],
                             [(1, True, owner), (2, True, owner), (3, False, None)], f"tasks list after the tick: {ticked}")
            self.assertTrue(all(task["doneAt"] for task in ticked[:2]), "a task ticked has no doneAt")
            self.assertIn("3 tasks, 2 done", self.browser.text("main"))
            self.browser.screenshot(f"{backend}-tasks-ticked-{width}")
            self.assert_json_is_the_commands(tasks + "?format=json", "tasks", "list", event)
            self.assert_json_is_the_commands(tasks + "?show=done&format=json", "tasks", "list", event, "--done")
            self.assert_json_is_the_commands(tasks + "?show=open&format=json", "tasks", "list", event, "--open")

            # Filtered to the open ones on the page
            Select(self.driver.find_element(By.ID, "show")).select_by_value("open")
            self.press("Filter")
            self.assert_page(tasks)
            self.assertEqual(self.query(), {"show": ["open"]})
            self.assertEqual([row[0] for row in self.rows()], ["#3"], "Show open lists a task done")
            self.check_axe(f"task list filtered at {size}")

            # The markup task opened again from its page
            self.open(second)
            self.assertEqual(self.card().get("State"), "done")
            self.assertIn(f"by {owner}", self.card().get("Done", ""))
            self.assertEqual(self.buttons(), ["Open it again"])
            self.press("Open it again")
            self.assert_page(second)
            self.assertEqual(self.query(), {"done": ["opened"]})
            self.assertEqual(self.notice(), "Open again.")
            self.assertEqual(self.card().get("State"), "open")
            again = self.store.json("tasks", "show", event, "2")
            self.assertEqual((again["done"], again["doneAt"], again["doneBy"]), (False, None, None), f"tasks show after opening it again: {again}")

            # Its edit form holds its values (a fixed time with its offset, so a wall time shown twice
            # reads back as the one it is); a new title and due time saved
            self.follow(self.link("Edit"))
            self.assert_page(second + "/edit")
            self.assertEqual(self.browser.text("main h1"), f"Edit #2 {HOSTILE_TITLE}")
            self.assertEqual([self.value("title"), self.value("due"), self.assigned(), self.value("note")],
                             [HOSTILE_TITLE, typed(fixed) + fixed.isoformat()[-6:], "", HOSTILE_NOTE],
                             "the edit form does not hold the task's values")
            self.assert_inert("the edit form", HOSTILE_TITLE)
            self.check_axe(f"task edit form at {size}")
            self.browser.screenshot(f"{backend}-task-edit-{width}")
            self.type_into("due", "1 day before the start")
            Select(self.driver.find_element(By.ID, "assign")).select_by_value(owner)
            self.press("Save the task")
            self.assert_page(second)
            self.assertEqual(self.query(), {"done": ["updated"]})
            self.assertEqual(self.notice(), "The task is saved.")
            edited = self.store.json("tasks", "show", event, "2")
            self.assertEqual((edited["title"], edited["note"], edited["due"], edited["dueRule"], edited["assignee"]),
                             (HOSTILE_TITLE, HOSTILE_NOTE, days_from(START, -1).isoformat(), "1 day before the start", owner),
                             f"tasks show after the edit: {edited}")

            # The third removed, after its confirmation page
            third = f"{tasks}/3"
            self.open(third)
            self.follow(self.link("Remove"))
            self.assert_page(third + "/remove")
            self.assertEqual(self.browser.text("main h1"), "Remove #3 Print the badges?")
            self.check_axe(f"task removal confirmation at {size}")
            self.browser.screenshot(f"{backend}-task-remove-{width}")
            self.press("Remove the task")
            self.assert_page(tasks)
            self.assertEqual(self.query(), {"done": ["removed"]})
            self.assertEqual(self.notice(), "The task is removed.")
            self.assertEqual([row[0] for row in self.rows()], ["#1", "#2"], "the removed task is still listed")
            self.assertEqual([task["number"] for task in self.tasks(event)], [1, 2], "tasks list still has the removed task")

    def test_b_staff_tick_their_own_and_nothing_else(self):
        """A staff member signed in through the form at phone and desktop size: the list (theirs alone with Only mine, its JSON their `tasks list --mine`) without Add a task or Templates; their own task ticked on its page; another's ticked with the boxes refused (403, `tasks list` unchanged); the add form, another's edit form and removal, and the templates refused (403)"""
        self.ensure_signed_in()
        backend = self.site.backend
        owner = self.site.demo.email
        events = {}
        for size in (PHONE, DESKTOP):
            event = self.make_event(f"staff-{size[0]}")
            self.store.run("tasks", "add", event, "Set out the chairs", "--assign", STAFF_EMAIL, "--due", "2 hours before start")
            self.store.run("tasks", "add", event, "Pay the caterer", "--assign", owner)
            self.store.run("tasks", "add", event, "Hang the banner")
            events[size] = event
        try:
            self.sign_in_through_form(STAFF_EMAIL, STAFF_PASSWORD)
            for size in (PHONE, DESKTOP):
                self.browser.viewport(*size)
                width = size[0]
                event = events[size]
                tasks = f"/events/{event}/tasks"

                # The list: every task, with boxes, but no way to add one or to the templates
                self.open(tasks)
                self.assert_page(tasks)
                self.assertIn("Tasks", self.tabs(), "no Tasks tab for staff")
                self.assertEqual([(row[0], row[2], row[4]) for row in self.rows()],
                                 [("#1", "Set out the chairs", STAFF_EMAIL), ("#2", "Pay the caterer", owner), ("#3", "Hang the banner", "")])
                for words in ("Add a task", "Templates"):
                    self.assertEqual(self.driver.find_elements(By.XPATH, f"//main//a[normalize-space()='{words}']"), [], f"a {words} link for staff")
                self.check_axe(f"staff's task list at {size}")
                self.browser.screenshot(f"{backend}-tasks-staff-list-{width}")
                self.assertEqual(self.as_staff("auth", "whoami")["email"], STAFF_EMAIL, "the staff member's terminal is not theirs")
                self.assert_json_is_the_commands(tasks + "?format=json", "tasks", "list", event)

                # Only mine: theirs alone, as their own `tasks list --mine` says
                self.tick("mine", True)
                self.press("Filter")
                self.assert_page(tasks)
                self.assertEqual(self.query(), {"mine": ["on"]})
                self.assertEqual([row[0] for row in self.rows()], ["#1"], "Only mine lists another's task")
                status, _, text = self.fetched(tasks + "?mine=on&format=json")
                self.assertEqual(status, 200, text[:300])
                self.assertEqual(json.loads(text), self.as_staff("tasks", "list", event, "--mine"), "the page's JSON is not their `tasks list --mine`")

                # Their own, ticked on its page: no edit or removal offered
                own = f"{tasks}/1"
                self.follow(self.link("#1"))
                self.assert_page(own)
                self.assertEqual(self.buttons(), ["Mark it done"], "staff cannot tick their own task on its page")
                self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main nav[aria-label='Task actions']"), [], "staff are offered Edit and Remove")
                self.check_axe(f"staff's own task at {size}")
                self.browser.screenshot(f"{backend}-task-staff-own-{width}")
                self.press("Mark it done")
                self.assert_page(own)
                self.assertEqual(self.query(), {"done": ["ticked"]})
                self.assertEqual(self.notice(), "Done.")
                self.assertEqual(self.card().get("State"), "done")
                done = self.tasks(event)
                self.assertEqual([(task["number"], task["done"], task["doneBy"]) for task in done],
                                 [(1, True, STAFF_EMAIL), (2, False, None), (3, False, None)], f"tasks list after their tick: {done}")

                # Another's task: its page without a button
                self.open(f"{tasks}/2")
                self.assert_page(f"{tasks}/2")
                self.assertEqual(self.buttons(), [], "staff are offered to tick another's task")

                # Ticking another's with the boxes: refused whole, nothing written
                self.open(tasks)
                self.choose(2)
                self.choose(3)
                self.press("Mark the chosen done")
                self.assert_page(f"/events/{event}/tick-tasks", 403)
                self.assertIn("#2 is not yours", self.browser.text("main"))
                self.check_axe(f"staff's tick of another's task refused at {size}")
                self.browser.screenshot(f"{backend}-tasks-staff-refused-{width}")
                self.assertEqual(self.tasks(event), done, "the refused tick changed `tasks list`")

                # The forms that change the checklist: refused
                for path in (f"/events/{event}/new-task", f"{tasks}/2/edit", f"{tasks}/1/edit", f"{tasks}/2/remove",
                             f"/events/{event}/task-templates"):
                    self.open(path)
                    self.assert_page(path, 403)
                    self.assertIn("change the event's tasks", self.browser.text("main"), f"{path} for staff")
                self.assertEqual(self.tasks(event), done, "a refused page changed `tasks list`")
        finally:
            self.driver.delete_all_cookies()
            self.ensure_signed_in()

    def test_c_a_template_saved_and_started_from(self):
        """At phone and desktop size: an event's tasks (one due 3 days before the start, one at a fixed time, one without a due time) saved as a template on its template page; a second event (made with `events create`) started from it on its own template page, a third copying the first's tasks: the same titles and due rules as `tasks template list` says, due as far from their start, nobody assigned, none done; the template removed"""
        self.ensure_signed_in()
        backend = self.site.backend
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(f"template-{width}")
            fixed = datetime.combine(START.date() - timedelta(days=1), time(12, 0), BERLIN)
            self.store.run("tasks", "add", event, "Book the venue", "--due", "3 days before start", "--assign", STAFF_EMAIL)
            self.store.run("tasks", "add", event, HOSTILE_TITLE, "--due", typed(fixed), "--note", HOSTILE_NOTE)
            self.store.run("tasks", "add", event, "Thank the helpers")
            self.store.run("tasks", "done", event, "3")
            name = f"Gala checklist {width}"
            # The fixed time becomes its distance from the start: the day before, 7 hours earlier.
            rules = [("Book the venue", None, "3 days before the start"), (HOSTILE_TITLE, HOSTILE_NOTE, "1 day 7 hours before the start"),
                     ("Thank the helpers", None, None)]

            # Saved as a template on the first event's template page
            page = f"/events/{event}/task-templates"
            self.open(f"/events/{event}/tasks")
            self.follow(self.link("Templates"))
            self.assert_page(page)
            self.check_axe(f"task templates page at {size}")
            self.browser.screenshot(f"{backend}-task-templates-{width}")
            [save] = self.template_form("save")
            save.find_element(By.NAME, "name").send_keys(name)
            self.press("Save the template")
            self.assert_page(page)
            self.assertEqual(self.query(), {"done": ["saved"]})
            self.assertEqual(self.notice(), "The template is saved.")
            templates = {template["name"]: template for template in self.store.json("tasks", "template", "list")}
            self.assertIn(name, templates, f"tasks template list has {list(templates)}")
            self.assertEqual([(item["title"], item["note"], item["dueRule"]) for item in templates[name]["items"]], rules,
                             f"the template's items: {templates[name]['items']}")
            self.assertEqual(templates[name]["savedBy"], self.site.demo.email)
            rows = {row["name"]: row for row in self.table()}
            self.assertEqual(rows.get(name, {}).get("tasks"), "3", f"the templates table: {rows}")
            self.assert_inert("the templates page")
            self.check_axe(f"task templates page with a template at {size}")
            self.browser.screenshot(f"{backend}-task-templates-saved-{width}")

            # A second event, started from it on its template page
            later = days_from(START, 100)
            second = self.make_event(f"template-{width}-second", later)
            page = f"/events/{second}/task-templates"
            self.open(page)
            self.assert_page(page)
            [apply_template, _] = self.template_form("apply")
            chooser = Select(apply_template.find_element(By.CSS_SELECTOR, "select[name=name]"))
            chooser.select_by_value(name)
            self.press("Add its tasks")
            self.assert_page(f"/events/{second}/tasks")
            self.assertEqual(self.query(), {"done": ["applied"]})
            self.assertEqual(self.notice(), "The tasks are added.")
            started = self.tasks(second)
            expected_due = [days_from(later, -3).isoformat(), datetime.combine(later.date() - timedelta(days=1), time(12, 0), BERLIN).isoformat(), None]
            self.assertEqual([(task["number"], task["title"], task["note"], task["dueRule"], task["due"], task["assignee"], task["done"])
                              for task in started],
                             [(number, title, note, rule, due, None, False) for number, (title, note, rule), due in zip((1, 2, 3), rules, expected_due)],
                             f"the second event's tasks: {started}")
            self.assertEqual([row[2] for row in self.rows()], [title for title, _, _ in rules])
            self.assert_inert("the list started from a template", HOSTILE_TITLE)
            self.check_axe(f"task list started from a template at {size}")
            self.browser.screenshot(f"{backend}-tasks-from-template-{width}")
            self.assert_json_is_the_commands(f"/events/{second}/tasks?format=json", "tasks", "list", second)

            # A third copying the first's tasks, by its handle
            third = self.make_event(f"template-{width}-third", later)
            page = f"/events/{third}/task-templates"
            self.open(page)
            self.type_into("from", event)
            self.press("Copy its tasks")
            self.assert_page(f"/events/{third}/tasks")
            self.assertEqual(self.query(), {"done": ["applied"]})
            copied = self.tasks(third)
            self.assertEqual([(task["title"], task["note"], task["dueRule"], task["due"], task["assignee"], task["done"]) for task in copied],
                             [(title, note, rule, due, None, False) for (title, note, rule), due in zip(rules, expected_due)],
                             f"the third event's tasks: {copied}")

            # The template removed
            self.open(page)
            [remove] = self.template_form("remove")
            Select(remove.find_element(By.CSS_SELECTOR, "select[name=name]")).select_by_value(name)
            self.press("Remove the template")
            self.assert_page(page)
            self.assertEqual(self.query(), {"done": ["removed"]})
            self.assertEqual(self.notice(), "The template is removed.")
            self.assertNotIn(name, [template["name"] for template in self.store.json("tasks", "template", "list")])

    def test_d_a_refused_copy_or_save_is_said_beside_its_own_field(self):
        """At phone and desktop size, on the template page: a copy from an event without tasks, then from no such event, refused beside the Copy form's Event field alone (what was typed kept, nothing added); a template saved under a name taken (in other letters' case) refused beside the Save form's Name field alone (nothing saved)"""
        self.ensure_signed_in()
        backend = self.site.backend
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(f"template-refusals-{width}")
            empty = self.make_event(f"template-refusals-{width}-empty")
            self.store.run("tasks", "add", event, "Book the venue", "--due", "3 days before start")
            name = f"Refusal checklist {width}"
            self.store.run("tasks", "template", "save", event, name)
            page = f"/events/{event}/task-templates"
            apply, save = page + "/apply", page + "/save"
            listed, templates = self.tasks(event), self.store.json("tasks", "template", "list")

            # A copy from an event without tasks, then from none: beside the Event field alone
            for typed_event, statuses, words in ((empty, (422,), f"'{empty}' has no tasks to add"),
                                                 ("no-such-event", (404, 422), "no event 'no-such-event'")):
                self.open(page)
                self.type_into("from", typed_event)
                self.press("Copy its tasks")
                self.assertEqual(self.path(), apply)
                self.assertIn(self.http_status(), statuses, f"the refusal of a copy from {typed_event!r}")
                self.assertEqual(self.value("from"), typed_event, "the event typed is lost")
                refusals = self.refusals()
                self.assertEqual([(action, source, id) for _, action, source, id in refusals], [(apply, "event", "from-error")],
                                 f"a copy from {typed_event!r} is not refused beside the Copy form's Event field alone: {refusals}")
                self.assertIn(words, refusals[0][0])
                self.assertIn("from-error", (self.driver.find_element(By.ID, "from").get_attribute("aria-describedby") or "").split())
                self.check_axe(f"template page refusing a copy from {typed_event!r} at {size}")
                self.browser.screenshot(f"{backend}-task-templates-copy-refused-{width}")
                self.assertEqual(self.tasks(event), listed, f"the refused copy from {typed_event!r} changed `tasks list`")

            # A name taken: beside the Save form's Name field alone
            self.open(page)
            [form] = self.template_form("save")
            form.find_element(By.NAME, "name").send_keys(name.upper())
            self.press("Save the template")
            self.assertEqual(self.path(), save)
            self.assertIn(self.http_status(), (409, 422), "the refusal of a name taken")
            [form] = self.template_form("save")
            self.assertEqual(form.find_element(By.NAME, "name").get_attribute("value"), name.upper(), "the name typed is lost")
            refusals = self.refusals()
            self.assertEqual([(action, source, id) for _, action, source, id in refusals], [(save, None, "save-name-error")],
                             f"a name taken is not refused beside the Save form's Name field alone: {refusals}")
            self.assertIn("exists already", refusals[0][0])
            self.check_axe(f"template page refusing a name taken at {size}")
            self.browser.screenshot(f"{backend}-task-templates-save-refused-{width}")
            self.assertEqual(self.store.json("tasks", "template", "list"), templates, "the refused save changed `tasks template list`")
            self.store.run("tasks", "template", "remove", name)

    def test_e_moving_the_event_moves_its_relative_tasks(self):
        """At phone and desktop size, the event moved a week later with `events update --starts --ends`: its task due 3 days before the start is due a week later on the list and its page, as `tasks list` says; its task at a fixed time is not moved"""
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(f"moved-{width}")
            fixed = datetime.combine(START.date() - timedelta(days=10), time(10, 30), BERLIN)
            self.store.run("tasks", "add", event, "Send the invitations", "--due", "3 days before start")
            self.store.run("tasks", "add", event, "Pay the deposit", "--due", typed(fixed))
            tasks = f"/events/{event}/tasks"
            self.open(tasks)
            self.assert_page(tasks)
            self.assertEqual([row[3] for row in self.rows()], [shown(days_from(START, -3)), shown(fixed)])

            moved = days_from(START, 7)
            self.store.run("events", "update", event, "--starts", typed(moved), "--ends", typed(moved.replace(hour=23, minute=30)))
            self.open(tasks)
            self.assert_page(tasks)
            self.assertEqual([row[3] for row in self.rows()], [shown(days_from(moved, -3)), shown(fixed)],
                             "the list after the event moved a week")
            self.browser.screenshot(f"{self.site.backend}-tasks-moved-{width}")
            self.assertEqual([(task["due"], task["dueRule"]) for task in self.tasks(event)],
                             [(days_from(moved, -3).isoformat(), "3 days before the start"), (fixed.isoformat(), None)])
            self.assert_json_is_the_commands(tasks + "?format=json", "tasks", "list", event)
            self.open(f"{tasks}/1")
            self.assertEqual(self.card().get("Due"), f"{shown(days_from(moved, -3))} (3 days before the start)")
            self.open(f"{tasks}/2")
            self.assertEqual(self.card().get("Due"), shown(fixed))

    def test_f_the_dashboard_tasks_section_is_live(self):
        """At phone and desktop size, the dashboard's Tasks section as `events show` says it: an overdue task (markup in its title, as text) in the error tone, one due within 7 days, done and yours counted; the overdue task ticked with `tasks done` redrawn on the open page within seconds, no reload"""
        self.ensure_signed_in()
        backend = self.site.backend
        owner = self.site.demo.email
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(f"dashboard-{width}")
            past = datetime.combine(TODAY - timedelta(days=2), time(10, 0), BERLIN)
            soon = datetime.combine(TODAY + timedelta(days=3), time(10, 0), BERLIN)
            self.store.run("tasks", "add", event, HOSTILE_TITLE, "--due", typed(past), "--assign", owner)
            self.store.run("tasks", "add", event, "Confirm the band", "--due", typed(soon), "--assign", owner)
            self.store.run("tasks", "add", event, "Book the venue", "--due", "3 days before start", "--assign", STAFF_EMAIL)
            self.assertEqual([task["overdue"] for task in self.tasks(event)], [True, False, False])
            self.open(f"/events/{event}/tasks")
            self.assert_json_is_the_commands(f"/events/{event}/tasks?show=overdue&format=json", "tasks", "list", event, "--overdue")
            self.assert_json_is_the_commands(f"/events/{event}/tasks?mine=on&format=json", "tasks", "list", event, "--mine")

            def section_of_the_command():
                return {item["label"]: item["value"] for section in self.store.json("events", "show", event)["dashboard"]
                        if section["title"] == "Tasks" for item in section.get("items", [])}

            dashboard = f"/events/{event}"
            self.open(dashboard)
            self.assert_page(dashboard)
            section = self.driver.execute_script(TASKS_SECTION)
            self.assertIsNotNone(section, "the dashboard has no Tasks section")
            expected = {"Overdue": f"1: #1 {HOSTILE_TITLE}", "Due in 7 days": "1: #2 Confirm the band", "Done": "0 of 3", "Yours open": "2"}
            self.assertEqual({label: value for label, value, _ in section}, expected, f"the Tasks section: {section}")
            self.assertEqual(section_of_the_command(), expected, "events show's Tasks section")
            tones = {label: classes.split() for label, _, classes in section}
            self.assertIn("tone-error", tones["Overdue"], f"the overdue task is not in the error tone: {section}")
            self.assertNotIn("tone-error", tones["Due in 7 days"])
            self.assert_inert("the dashboard", f"1: #1 {HOSTILE_TITLE}")
            self.check_axe(f"dashboard with a Tasks section at {size}")
            self.browser.screenshot(f"{backend}-tasks-dashboard-{width}")

            # Live: the overdue task ticked at a terminal
            status = lambda: self.browser.text("[data-live-status]")
            self.assertTrue(self.browser.wait(PATIENCE, lambda: status().startswith("Live")), f"live status {status()!r}")
            mark = secrets.token_hex(8)
            self.driver.execute_script("window.rushdayMark = arguments[0]", mark)
            self.store.run("tasks", "done", event, "1")
            after = {"Overdue": "none", "Due in 7 days": "1: #2 Confirm the band", "Done": "1 of 3", "Yours open": "1"}
            self.assertEqual(section_of_the_command(), after, "events show's Tasks section after tasks done")
            drawn = lambda: {label: value for label, value, _ in (self.driver.execute_script(TASKS_SECTION) or [])}
            self.assertTrue(self.browser.wait(PATIENCE, lambda: drawn() == after),
                            f"after {PATIENCE} s the Tasks section shows {drawn()}, not {after}; live status {status()!r}")
            self.assertEqual(self.driver.execute_script("return window.rushdayMark"), mark, "the dashboard was reloaded")
            tones = {label: classes.split() for label, _, classes in self.driver.execute_script(TASKS_SECTION)}
            self.assertNotIn("tone-error", tones["Overdue"], "no task is overdue, yet Overdue is in the error tone")
            self.assert_inert("the dashboard redrawn live")
            self.browser.screenshot(f"{backend}-tasks-dashboard-live-{width}")

    def each_page(self, name):
        """Opens each new page in turn, on an event of its own with long words in it: the list, the
        list filtered, the add form blank and refused, a task, its edit form, its removal's
        confirmation, the templates page with a template, the list's tick refused and the
        dashboard with its Tasks section; yields what it is."""
        event = self.make_event(name)
        long_title = "Ask the long-named catering company from the other side of town about the tent, the chairs and the vegan menu"
        self.store.run("tasks", "add", event, long_title, "--due", "1 week 2 days 3 hours before start", "--assign", STAFF_EMAIL,
                       "--note", "A rather long note about who is to call whom, and when, and what to say about the tent")
        self.store.run("tasks", "add", event, HOSTILE_TITLE, "--due", typed(datetime.combine(TODAY - timedelta(days=1), time(9, 0), BERLIN)))
        self.store.run("tasks", "template", "save", event, f"A long template name for {name}, with every task of the big night")
        tasks = f"/events/{event}/tasks"
        new = f"/events/{event}/new-task"
        for path in [tasks, tasks + "?show=overdue&mine=on", new, "refused", tasks + "/1", tasks + "/1/edit", tasks + "/1/remove",
                     f"/events/{event}/task-templates", "none chosen", f"/events/{event}"]:
            if path == "refused":
                self.fill_task(long_title, "whenever it suits the caterer best", STAFF_EMAIL)
                self.press("Add the task")
                self.assert_page(new, 422)
                self.assertTrue(self.driver.find_elements(By.ID, "due-error"), f"no #due-error: {self.browser.text('main')[:300]}")
                yield "the add form refusing a due time (POST /events/EVENT/new-task)"
            elif path == "none chosen":
                self.open(tasks)
                self.press("Mark the chosen done")
                self.assert_page(f"/events/{event}/tick-tasks", 422)
                yield "the tick of no task refused (POST /events/EVENT/tick-tasks)"
            else:
                self.open(path)
                self.assert_page(path.split("?")[0])
                yield path.replace(event, "EVENT")

    def test_g_every_new_page_fits_a_phone(self):
        """At phone width (390x844) each new page — the list, filtered, the add form blank and refused, a task, its edit form, its removal's confirmation, the templates page, a tick refused and the dashboard's Tasks section — is laid out within the screen, with no sideways scrolling, and nothing on it drawn over anything else"""
        self.ensure_signed_in()
        self.browser.viewport(*PHONE)
        found = {}
        for page in self.each_page("fit"):
            measured = self.driver.execute_script(OVERFLOW, PHONE[0])
            overlaps = self.driver.execute_script(OVERLAPS)
            if measured["page"] > PHONE[0] or measured["viewport"] != PHONE[0] or measured["over"] or overlaps["crossing"] or overlaps["narrow"]:
                found[page] = {**measured, **overlaps}
                self.browser.screenshot(f"{self.site.backend}-task-pages-too-wide-{len(found)}")
            else:
                self.browser.screenshot(f"{self.site.backend}-task-pages-fit-{re.sub(r'[^A-Za-z0-9]+', '-', page).strip('-')[:60]}")
        self.assertEqual(found, {}, f"pages wider than a {PHONE[0]} px phone, or with text or controls drawn over each other: {found}")

    def test_h_every_field_is_named_by_its_own_label(self):
        """On each new page every id is given once, so each label names its own field: the templates page's Template, Name and Template fields each their own form's, none unnamed"""
        self.ensure_signed_in()
        self.browser.viewport(*DESKTOP)
        found = {}
        for page in self.each_page("labels"):
            duplicates = self.driver.execute_script(DUPLICATE_IDS)
            labels = self.driver.execute_script(LABELS)
            wrong = [label for label in labels["labels"] if label[1] is None or label[2] is None or not label[1].startswith(label[2] + " ")]
            if duplicates or wrong or labels["unlabelled"]:
                found[page] = {"ids given more than once": duplicates, "labels naming another form's field (label, field, label's form)": wrong,
                               "fields no label names": labels["unlabelled"]}
        if found:
            self.fail("pages whose labels do not each name their own field:\n" + json.dumps(found, indent=2, ensure_ascii=False))
