"""The organiser's expense pages in Chromium at phone and desktop sizes, each new page judged by
axe-core 4.9 against WCAG 2.1 A and AA, the command line run against the same store agreeing at
each step. An event with a second organiser (signed up at a terminal of their own, then added with
`events members add --role organizer`), so a split has two members: 90.00 added on the add form
split by shares 2 and 1 (60.00 and 30.00, as `expenses show` says), listed, its budget line set
on the budget page, the summary and the settle-up (their JSON equal to `expenses summary` and
`expenses settle`), edited to an exact split and removed after its confirmation page. An
expense added with a receipt (a small PDF written by hand) uploaded through the add form's file
field: the expense page's "Download the receipt" gives the same bytes, as does `expenses receipt
--output`, and a file that is neither a PDF nor an image is refused beside the receipt field.
A split whose part is missing, or whose exact amounts do not add up, is refused beside the split
(#among-error, 422, what was typed kept, nothing written). Markup in a payee and in a member's
name is text on every page; every new page fits a phone's width, and on none, at phone or desktop
size, is text or a field drawn over another."""

import base64
import json
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import DESKTOP, PATIENCE, PHONE
from organiser_pages import OrganiserPageTest

ZONE = "Europe/Berlin"
DAY = "2026-12-01"
# The second organiser: an account of their own, their name markup (drawn in the split editor's
# labels and the Paid by choices).
SECOND_EMAIL = "olga.expenses@example.org"
SECOND_NAME = "Olga <i>Organiser</i>"
SECOND_PASSWORD = "olga-expenses-pw-4821"
# Markup in what an organiser types: it would make a <b> element if it were not escaped.
HOSTILE_PAYEE = "<b>x</b> Catering & Sons"
# A download fetched from the page, with its cookies: status, Content-Type, Content-Disposition
# and the bytes in base64.
FETCH_BYTES = """const done = arguments[arguments.length - 1];
fetch(arguments[0], {credentials: "same-origin"})
    .then(answer => answer.arrayBuffer().then(buffer => {
        const bytes = new Uint8Array(buffer);
        let binary = "";
        for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
        done([answer.status, answer.headers.get("Content-Type"), answer.headers.get("Content-Disposition"), btoa(binary)]);
    }), error => done([0, null, null, String(error)]))"""
# How wide the page is laid out, the viewport's width (a phone widens it to a page wider than the
# screen), and the elements of <main> that reach past the screen's right edge, arguments[0] px (a
# table scrolling inside its own box does not).
OVERFLOW = """const width = arguments[0];
const over = [...document.querySelectorAll('main *')].filter(element => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.right > width + 0.5 && !element.closest('.table-scroll');
}).map(element => element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + ': '
       + (element.textContent || '').trim().slice(0, 40) + ' (' + Math.ceil(element.getBoundingClientRect().right - width) + ' px over)');
return {page: document.documentElement.scrollWidth, viewport: window.innerWidth, over: over.slice(0, 5)}"""
# What of <main> is drawn over something else: each line of text and each control (a field, a
# button) whose box crosses another's by more than 2 px each way, one not inside the other (a
# term of a list of fields written over its value, a box's label over the next field's); and
# each text field squeezed narrower than 48 px, too narrow to type in.
OVERLAPS = """const boxes = [];
const name = element => element.tagName.toLowerCase() + (element.id ? '#' + element.id : '');
const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || node.parentElement.closest('select, option, script, style')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
        if (rect.width > 2 && rect.height > 2) boxes.push({rect, owner: node.parentElement, what: JSON.stringify(node.textContent.trim().slice(0, 30))});
}
const controls = [...document.querySelectorAll('main :is(input:not([type=hidden]), select, textarea, button)')];
for (const control of controls) {
    const rect = control.getBoundingClientRect();
    if (rect.width > 2 && rect.height > 2) boxes.push({rect, owner: control, what: name(control)});
}
const crossing = [];
for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, b] = [boxes[i], boxes[j]];
    if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
    const wide = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
    const high = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
    if (wide > 2 && high > 2) crossing.push(a.what + ' over ' + b.what + ' (' + Math.round(wide) + 'x' + Math.round(high) + ' px)');
}
const narrow = controls.filter(control => control.matches('input:is([type=text], [type=email], [type=search], :not([type])), textarea, select')
        && control.getBoundingClientRect().width < 48)
    .map(control => name(control) + ' (' + Math.round(control.getBoundingClientRect().width) + ' px wide)');
return {crossing: crossing.slice(0, 6), narrow}"""


def minimal_pdf(words):
    """A small, valid one-page PDF 1.4 saying `words`, its cross-reference table's offsets exact;
    its second line holds bytes above 127, as a PDF's should, so a download that re-encoded the
    file would not be byte-identical."""
    text = words.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)").encode("latin-1")
    stream = b"BT /F1 12 Tf 20 50 Td (" + text + b") Tj ET"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    pdf = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(pdf))
        pdf += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    table = len(pdf)
    pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    pdf += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    pdf += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, table)
    return bytes(pdf)


class ExpensePagesTests(OrganiserPageTest):
    signed_up = False

    # Reading and filling the pages

    def members(self):
        """The add or edit form's split editor: each member's email and the index of their `in-N`
        and `part-N` fields (the hidden `member-N` says whose they are)."""
        hidden = self.driver.find_elements(By.CSS_SELECTOR, "main form input[type=hidden][name^='member-']")
        return {element.get_attribute("value"): element.get_attribute("name").removeprefix("member-") for element in hidden}

    def fill_expense(self, amount, payee, split, parts, category="catering", paid_by=None, note=""):
        """Fills the add or edit form: `parts` is each member ticked, by email, with their share or
        amount ("" for none); every other member is unticked, their part blank."""
        self.type_into("amount", amount)
        self.type_into("category", category)
        self.type_into("payee", payee)
        Select(self.driver.find_element(By.ID, "paid-by")).select_by_value(paid_by or self.site.demo.email)
        self.type_into("date", DAY)
        self.driver.find_element(By.ID, f"split-{split}").click()
        self.assertTrue(self.ticked(f"split-{split}"), f"the split {split} could not be chosen")
        members = self.members()
        self.assertTrue(set(parts) <= set(members), f"the split editor offers {list(members)}, not {list(parts)}")
        for email, index in members.items():
            self.tick(f"in-{index}", email in parts)
            self.type_into(f"part-{index}", parts.get(email, ""))
        self.type_into("note", note)

    def split_shown(self):
        """What the split editor holds: for each member by email, whether ticked and their part."""
        return {email: (self.ticked(f"in-{index}"), self.value(f"part-{index}")) for email, index in self.members().items()}

    def receipt_field(self):
        """The form's file field named `receipt`, failing with what the form has if there is none."""
        found = self.driver.find_elements(By.CSS_SELECTOR, "main form input[name=receipt]")
        names = [element.get_attribute("name") for element in self.driver.find_elements(By.CSS_SELECTOR, "main form [name]")]
        self.assertTrue(found, f"{self.path()} has no field named receipt (a PDF or image up to 10 MB); its fields: {names}")
        self.assertEqual(found[0].get_attribute("type"), "file", "the receipt field is not a file field")
        form = found[0].find_element(By.XPATH, "ancestor::form")
        self.assertEqual(form.get_attribute("enctype"), "multipart/form-data", "the form with the receipt field is not multipart")
        return found[0]

    # The store, as the command line says it

    def expenses(self, event):
        return self.store.json("expenses", "list", event)

    def shares(self, event, number):
        """`expenses show EVENT NUMBER`'s split: its rule, and each member's share and amount."""
        shown = self.store.json("expenses", "show", event, str(number))
        return shown["split"], {share["member"]: (share["share"], share["amount"]["amount"]) for share in shown["shares"]}

    def make_event(self, name):
        """A new event of its own, with the second organiser a member (signed up the first time,
        at a terminal of their own, so the CLI's session stays the demo owner's); its handle."""
        event = f"expense-pages-{name}"
        self.store.run("events", "create", f"Expense pages {name}", "--handle", event, "--starts", "2026-12-15T19:00",
                       "--ends", "2026-12-15T23:30", "--timezone", ZONE)
        kind = type(self)  # run.py's copy of the class for this store
        if not kind.signed_up:
            owner = self.store.environment["RUSHDAY_CONFIG_HOME"]
            self.store.environment["RUSHDAY_CONFIG_HOME"] = str(self.store.folder / "expenses-organiser-config")
            try:
                self.store.run("auth", "signup", "--email", SECOND_EMAIL, "--name", SECOND_NAME, "--password-stdin",
                               stdin=SECOND_PASSWORD + "\n")
            finally:
                self.store.environment["RUSHDAY_CONFIG_HOME"] = owner
            kind.signed_up = True
            self.assertEqual(self.store.json("auth", "whoami")["email"], self.site.demo.email, "the CLI's session is no longer the owner's")
        self.store.run("events", "members", "add", event, SECOND_EMAIL, "--role", "organizer")
        return event

    def test_a_add_split_by_shares_budget_settle_edit_and_remove(self):
        """At phone and desktop size: 90.00 added on the add form split by shares 2 and 1 between the owner and a second organiser (60.00 and 30.00 in `expenses show`), its payee markup shown as text; listed; a budget line set on the budget page; the summary, list and settle-up, their JSON the command line's; edited to an exact split of 45.00 each; removed after its confirmation page"""
        self.ensure_signed_in()
        backend = self.site.backend
        owner = self.site.demo.email
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(width)
            summary = f"/events/{event}/expenses"
            new = f"/events/{event}/new-expense"

            # The summary, without expenses, and its ways on
            self.open(summary)
            self.assert_page(summary)
            for words, href in (("Add an expense", new), ("Summary", summary), ("All expenses", summary + "/list"),
                                ("Budget", summary + "/budget"), ("Settle up", summary + "/settle")):
                self.assertEqual(self.link(words).get_attribute("pathname"), href, f"the {words} link")
            self.check_axe(f"expenses summary without expenses at {size}")
            self.browser.screenshot(f"{backend}-expenses-summary-empty-{width}")

            # The blank add form: each member of the event in the split editor, the owner paying
            self.follow(self.link("Add an expense"))
            self.assert_page(new)
            self.assertEqual([self.value(field) for field in ("amount", "category", "payee", "date", "note", "currency", "rate")],
                             [""] * 7, "the add form is not blank")
            self.assertEqual(list(self.members()), [owner, SECOND_EMAIL], "the split editor does not offer the event's two members")
            self.assertEqual(self.split_shown(), {owner: (False, ""), SECOND_EMAIL: (False, "")})
            index = self.members()[SECOND_EMAIL]
            label = self.driver.find_element(By.XPATH, f"//input[@id='in-{index}']/ancestor::label").text.strip()
            self.assertEqual(label, f"{SECOND_NAME} ({SECOND_EMAIL})", "the second organiser's box is not labelled NAME (EMAIL)")
            self.assertTrue(self.ticked("split-equal"), "the blank form's split is not equal")
            self.assertEqual(Select(self.driver.find_element(By.ID, "paid-by")).first_selected_option.get_attribute("value"), owner)
            self.assert_inert("the blank add form", SECOND_NAME)
            self.check_axe(f"blank add-expense form at {size}")
            self.browser.screenshot(f"{backend}-expense-new-{width}")

            # 90.00 split by shares 2 and 1
            self.fill_expense("90.00", HOSTILE_PAYEE, "shares", {owner: "2", SECOND_EMAIL: "1"})
            self.press("Add the expense")
            expense = f"{summary}/1"
            self.assert_page(expense)
            self.assertEqual(self.query(), {"done": ["added"]})
            self.assertEqual(self.notice(), "The expense is added.")
            self.assertEqual(self.shares(event, 1), ("shares", {owner: (2, "60.00"), SECOND_EMAIL: (1, "30.00")}),
                             "expenses show's split is not 60.00 and 30.00 by shares 2 and 1")
            shown = self.store.json("expenses", "show", event, "1")
            self.assertEqual((shown["amount"]["amount"], shown["category"], shown["payee"], shown["paidBy"], shown["date"]),
                             ("90.00", "catering", HOSTILE_PAYEE, owner, DAY))
            self.assertEqual(self.browser.text("main h1"), "Expense #1")
            self.assert_inert("the expense's page", HOSTILE_PAYEE, "60.00 EUR", "30.00 EUR")
            for words, href in (("Edit", expense + "/edit"), ("Remove", expense + "/remove"), ("Back to the expenses", summary + "/list")):
                self.assertEqual(self.link(words).get_attribute("pathname"), href, f"the {words} link")
            self.check_axe(f"expense page at {size}")
            self.browser.screenshot(f"{backend}-expense-page-{width}")

            # Listed, its number leading to its page
            self.follow(self.link("Back to the expenses"))
            self.assert_page(summary + "/list")
            rows = self.table()
            self.assertEqual([(row["#"], row["category"], row["payee"], row["amount"], row["paid by"]) for row in rows],
                             [("1", "catering", HOSTILE_PAYEE, "90.00 EUR", owner)], f"the list's rows: {rows}")
            self.assertEqual([cell.get_attribute("pathname") for cell in self.driver.find_elements(By.CSS_SELECTOR, "main table tbody a")],
                             [expense])
            self.assert_inert("the list of expenses", HOSTILE_PAYEE)
            self.check_axe(f"list of expenses at {size}")
            self.browser.screenshot(f"{backend}-expenses-list-{width}")
            self.assert_json_is_the_commands(summary + "/list?format=json", "expenses", "list", event)

            # A budget line set on the budget page
            self.follow(self.link("Budget"))
            self.assert_page(summary + "/budget")
            self.check_axe(f"budget page without lines at {size}")
            self.type_into("category", "catering")
            self.type_into("amount", "100.00")
            self.press("Set the line")
            self.assert_page(summary + "/budget")
            self.assertEqual(self.query(), {"done": ["set"]})
            self.assertEqual(self.notice(), "The budget line is set.")
            lines = self.store.json("expenses", "budget", "show", event)["lines"]
            self.assertEqual([(line["category"], line["amount"]["amount"]) for line in lines], [("catering", "100.00")])
            self.check_axe(f"budget page with a line at {size}")
            self.browser.screenshot(f"{backend}-expenses-budget-{width}")

            # The summary: spent against the line
            self.follow(self.link("Summary"))
            self.assert_page(summary)
            rows = {row["category"]: row for row in self.table()}
            self.assertEqual((rows.get("catering", {}).get("budget"), rows.get("catering", {}).get("spent")), ("100.00 EUR", "90.00 EUR"),
                             f"the summary's rows: {rows}")
            self.check_axe(f"expenses summary at {size}")
            self.browser.screenshot(f"{backend}-expenses-summary-{width}")
            self.assert_json_is_the_commands(summary + "?format=json", "expenses", "summary", event)

            # Settle up: the second organiser pays the owner 30.00
            self.follow(self.link("Settle up"))
            self.assert_page(summary + "/settle")
            self.assertIn(f"{SECOND_EMAIL} pays {owner} 30.00 EUR", self.browser.text("main"))
            self.check_axe(f"settle-up page at {size}")
            self.browser.screenshot(f"{backend}-expenses-settle-{width}")
            self.assert_json_is_the_commands(summary + "/settle?format=json", "expenses", "settle", event)

            # Edited to an exact split of 45.00 each
            self.open(expense)
            self.follow(self.link("Edit"))
            self.assert_page(expense + "/edit")
            self.assertEqual(self.browser.text("main h1"), "Edit expense #1")
            self.assertEqual([self.value(field) for field in ("amount", "category", "payee", "date")], ["90.00", "catering", HOSTILE_PAYEE, DAY],
                             "the edit form does not hold the expense's values")
            self.assertTrue(self.ticked("split-shares"), "the edit form's split is not shares")
            self.assertEqual(self.split_shown(), {owner: (True, "2"), SECOND_EMAIL: (True, "1")}, "the edit form's split editor")
            self.assert_inert("the edit form")
            self.check_axe(f"expense edit form at {size}")
            self.browser.screenshot(f"{backend}-expense-edit-{width}")
            self.fill_expense("90.00", HOSTILE_PAYEE, "exact", {owner: "45.00", SECOND_EMAIL: "45.00"})
            self.press("Save the expense")
            self.assert_page(expense)
            self.assertEqual(self.query(), {"done": ["updated"]})
            self.assertEqual(self.notice(), "The expense is saved.")
            self.assertEqual(self.shares(event, 1), ("exact", {owner: (None, "45.00"), SECOND_EMAIL: (None, "45.00")}),
                             "expenses show's split is not 45.00 each, exact")
            self.assert_json_is_the_commands(summary + "/settle?format=json", "expenses", "settle", event)
            transfers = self.store.json("expenses", "settle", event)["transfers"]
            self.assertEqual([(transfer["from"], transfer["to"], transfer["amount"]["amount"]) for transfer in transfers],
                             [(SECOND_EMAIL, owner, "45.00")])

            # Removed, after its confirmation page
            self.follow(self.link("Remove"))
            self.assert_page(expense + "/remove")
            self.assertEqual(self.browser.text("main h1"), f"Remove expense #1, 90.00 EUR to {HOSTILE_PAYEE}?")
            self.assert_inert("the removal's confirmation", HOSTILE_PAYEE)
            self.check_axe(f"expense removal confirmation at {size}")
            self.browser.screenshot(f"{backend}-expense-remove-{width}")
            self.press("Remove the expense")
            self.assert_page(summary)
            self.assertEqual(self.query(), {"done": ["removed"]})
            self.assertEqual(self.notice(), "The expense is removed.")
            self.assertEqual(self.expenses(event), [], "expenses list still has the removed expense")
            self.assert_json_is_the_commands(summary + "/settle?format=json", "expenses", "settle", event)

    def test_b_a_receipt_uploaded_is_downloaded_byte_identical(self):
        """At phone and desktop size: an expense split by shares added with a receipt (a small PDF) chosen in the add form's file field; the expense page's "Download the receipt" saves the same bytes under the file's name, as `expenses receipt --output` writes them; the edit form keeps it when saved without a file; a text file is refused beside the receipt field (422, nothing written)"""
        self.ensure_signed_in()
        backend = self.site.backend
        owner = self.site.demo.email
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(f"receipt-{width}")
            new = f"/events/{event}/new-expense"
            with tempfile.TemporaryDirectory() as folder:
                folder = Path(folder)
                uploads, downloads = folder / "uploads", folder / "downloads"
                uploads.mkdir()
                downloads.mkdir()
                receipt = uploads / f"caterer receipt {width}.pdf"
                receipt.write_bytes(minimal_pdf(f"Caterer: 90.00 EUR, phone or desk {width}"))
                not_a_receipt = uploads / f"notes-{width}.txt"
                not_a_receipt.write_text("Not a receipt: plain text.\n")

                # A text file: refused beside the receipt field, nothing written
                self.open(new)
                self.assert_page(new)
                self.fill_expense("90.00", HOSTILE_PAYEE, "shares", {owner: "2", SECOND_EMAIL: "1"})
                self.receipt_field().send_keys(str(not_a_receipt))
                self.press("Add the expense")
                self.assert_page(new, 422)
                errors = self.driver.find_elements(By.ID, "receipt-error")
                self.assertTrue(errors, f"no #receipt-error for a text file; the page says {self.browser.text('main')[:400]}")
                self.assertTrue(errors[0].text.strip(), "#receipt-error says nothing")
                self.assertIn("receipt-error", (self.receipt_field().get_attribute("aria-describedby") or "").split())
                self.assertEqual([self.value(field) for field in ("amount", "payee", "date")], ["90.00", HOSTILE_PAYEE, DAY], "what was typed is lost")
                self.assertEqual(self.split_shown(), {owner: (True, "2"), SECOND_EMAIL: (True, "1")}, "the split typed is lost")
                self.assert_inert("the add form refusing a text file", SECOND_NAME)
                self.check_axe(f"add-expense form refusing a receipt at {size}")
                self.browser.screenshot(f"{backend}-expense-receipt-refused-{width}")
                self.assertEqual(self.expenses(event), [], "the refused expense was written")

                # The PDF, through the add form's file field
                self.receipt_field().send_keys(str(receipt))
                self.press("Add the expense")
                expense = f"/events/{event}/expenses/1"
                self.assert_page(expense)
                self.assertEqual(self.query(), {"done": ["added"]})
                self.assertEqual(self.shares(event, 1), ("shares", {owner: (2, "60.00"), SECOND_EMAIL: (1, "30.00")}))
                self.assertIn(receipt.name, self.browser.text("main"), "the expense page does not name the receipt")
                download = self.link("Download the receipt")
                self.assertEqual(download.get_attribute("pathname"), expense + "/receipt", "the Download the receipt link")
                self.check_axe(f"expense page with a receipt at {size}")
                self.browser.screenshot(f"{backend}-expense-receipt-{width}")

                # Downloaded by the browser from the link: the same bytes, under the file's name
                self.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
                download.click()
                saved = downloads / receipt.name
                done = lambda: saved.exists() and not list(downloads.glob("*.crdownload"))
                self.assertTrue(self.browser.wait(PATIENCE, done), f"no {saved.name} downloaded: {sorted(path.name for path in downloads.iterdir())}")
                self.assertEqual(saved.read_bytes(), receipt.read_bytes(), "the downloaded receipt is not the file uploaded, byte for byte")
                self.assertEqual(self.path(), expense, "the download left the expense's page")
                self.driver.set_script_timeout(30)
                status, kind, disposition, body = self.driver.execute_async_script(FETCH_BYTES, expense + "/receipt")
                self.assertEqual(status, 200, f"{expense}/receipt answered {status}")
                self.assertTrue((disposition or "").startswith("attachment"), f"{expense}/receipt's Content-Disposition is {disposition!r}")
                self.assertIn("application/pdf", kind or "", f"{expense}/receipt's Content-Type")
                self.assertEqual(base64.b64decode(body), receipt.read_bytes())

                # The command line writes the same bytes
                written = folder / "from-the-cli.pdf"
                self.store.run("expenses", "receipt", event, "1", "--output", str(written))
                self.assertEqual(written.read_bytes(), receipt.read_bytes(), "`expenses receipt --output` did not write the file uploaded")

                # The edit form has the field too, and saved without a file keeps the receipt
                self.follow(self.link("Edit"))
                self.assert_page(expense + "/edit")
                self.receipt_field()
                self.type_into("note", "Paid in cash")
                self.press("Save the expense")
                self.assert_page(expense)
                self.assertEqual(self.query(), {"done": ["updated"]})
                self.assertEqual(self.store.json("expenses", "show", event, "1")["note"], "Paid in cash")
                again = folder / "after-the-edit.pdf"
                self.store.run("expenses", "receipt", event, "1", "--output", str(again))
                self.assertEqual(again.read_bytes(), receipt.read_bytes(), "saving the edit form without a file changed the receipt")
                self.assertEqual(self.link("Download the receipt").get_attribute("pathname"), expense + "/receipt")

    def test_c_a_split_that_does_not_add_up_is_refused_beside_the_split(self):
        """At phone and desktop size, the add form with a member ticked without a part (split by shares), then exact amounts that do not add up to the total: each refused beside the split (#among-error, 422), what was typed kept, nothing written"""
        self.ensure_signed_in()
        owner = self.site.demo.email
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            event = self.make_event(f"refusals-{width}")
            new = f"/events/{event}/new-expense"
            for split, parts, words in (("shares", {owner: "2", SECOND_EMAIL: ""}, [SECOND_EMAIL, "no part"]),
                                        ("exact", {owner: "50.00", SECOND_EMAIL: "30.00"}, ["add up", "80.00", "90.00"])):
                self.open(new)
                self.assert_page(new)
                self.fill_expense("90.00", HOSTILE_PAYEE, split, parts)
                self.press("Add the expense")
                self.assert_page(new, 422)
                errors = self.driver.find_elements(By.ID, "among-error")
                self.assertTrue(errors, f"no #among-error for the {split} split {parts}; the page says {self.browser.text('main')[:400]}")
                for word in words:
                    self.assertIn(word, errors[0].text, f"#among-error for the {split} split {parts}")
                editor = errors[0].find_elements(By.XPATH, "ancestor::fieldset[contains(@class, 'split-editor')]")
                self.assertTrue(editor, "#among-error is not in the split editor's fieldset")
                self.assertIn("invalid", editor[0].get_attribute("class").split(), "the split editor is not marked invalid")
                self.assertEqual([self.value(field) for field in ("amount", "category", "payee", "date")], ["90.00", "catering", HOSTILE_PAYEE, DAY],
                                 "what was typed is lost")
                self.assertTrue(self.ticked(f"split-{split}"), f"the split {split} chosen is lost")
                self.assertEqual(self.split_shown(), {email: (True, part) for email, part in parts.items()}, "the split typed is lost")
                self.assert_inert(f"the add form refusing the {split} split", SECOND_NAME)
                self.check_axe(f"add-expense form refusing the {split} split at {size}")
                self.browser.screenshot(f"{self.site.backend}-expense-split-refused-{split}-{width}")
                self.assertEqual(self.expenses(event), [], f"the refused {split} split was written")

    def each_page(self, name):
        """Opens each new page in turn, on an event of its own with long words in it: the summary,
        the list, the add form blank and refused, an expense, its edit form, its removal's
        confirmation, the budget and the settle-up; yields what it is."""
        owner = self.site.demo.email
        event = self.make_event(name)
        long_payee = "The long-named catering company from the other side of town, with a tent"
        self.store.run("expenses", "budget", "set", event, "photo-booth", "250.00")
        self.store.run("expenses", "add", event, "1234.56", "--category", "photo-booth", "--payee", long_payee, "--paid-by", SECOND_EMAIL,
                       "--split", "shares", "--among", f"{owner}=2", "--among", f"{SECOND_EMAIL}=1", "--date", DAY,
                       "--note", "A rather long note about who paid what, and why it was split the way it was split")
        base = f"/events/{event}/expenses"
        new = f"/events/{event}/new-expense"
        for path in [base, base + "/list", new, "refused", base + "/1", base + "/1/edit", base + "/1/remove", base + "/budget", base + "/settle"]:
            if path == "refused":
                self.fill_expense("90.00", long_payee, "shares", {owner: "2", SECOND_EMAIL: ""})
                self.press("Add the expense")
                self.assert_page(new, 422)
                self.assertTrue(self.driver.find_elements(By.ID, "among-error"), f"no #among-error: {self.browser.text('main')[:300]}")
                yield "the add form refusing a split (POST /events/EVENT/new-expense)"
            else:
                self.open(path)
                self.assert_page(path)
                yield path.replace(event, "EVENT")

    def test_d_every_new_page_fits_a_phone(self):
        """At phone width (390x844) each new page — the summary, the list, the add form blank and refused, an expense, its edit form, its removal's confirmation, the budget and the settle-up — is laid out within the screen, with no sideways scrolling"""
        self.ensure_signed_in()
        self.browser.viewport(*PHONE)
        wide = {}
        for page in self.each_page("fit"):
            measured = self.driver.execute_script(OVERFLOW, PHONE[0])
            if measured["page"] > PHONE[0] or measured["viewport"] != PHONE[0] or measured["over"]:
                wide[page] = measured
                self.browser.screenshot(f"{self.site.backend}-expense-pages-too-wide-{len(wide)}")
        self.assertEqual(wide, {}, f"pages wider than a {PHONE[0]} px phone (the page's width, the viewport's, what of <main> reaches past it): {wide}")

    def test_e_nothing_on_a_new_page_is_drawn_over_anything_else(self):
        """At phone and desktop size, on each new page (the same as at phone width), no line of text or control is drawn over another (a split's member over their amount, a box's label over the next field's) and no text field is squeezed too narrow to type in"""
        self.ensure_signed_in()
        found = {}
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            for page in self.each_page(f"overlaps-{size[0]}"):
                measured = self.driver.execute_script(OVERLAPS)
                if measured["crossing"] or measured["narrow"]:
                    found[f"{page} at {size[0]} px"] = measured
                    self.browser.screenshot(f"{self.site.backend}-expense-pages-overlapping-{len(found)}")
        if found:
            self.fail("pages with text or controls drawn over each other, or text fields too narrow to type in:\n"
                      + json.dumps(found, indent=2, ensure_ascii=False))
