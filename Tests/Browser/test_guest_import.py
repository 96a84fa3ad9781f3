"""A guest list imported from a CSV file in Chromium at phone and desktop sizes, each page judged by
axe-core 4.9 against WCAG 2.1 A and AA, the command line run against the same store agreeing at
each step: from the guest list's "Import a CSV file", a form sent without a file refused beside
its field (422); a spreadsheet's file in Windows-1252 separated by semicolons uploaded through the
file field, its preview guessing both, counting what importing it would do and showing its bad row
by line, with nothing to import while the row is bad; a column mapped to the phone and the bad
rows left out, checked again, nothing written yet; then imported, `guests list --format json`
showing the guests with their names decoded and their phones, the bad row's guest not among them,
and the preview's address saying afterwards what was imported. Then three files no import can use,
each uploaded through the file field, kept, and refused at its preview with nothing written and no
Import button: a PNG picture, refused whole beside the file for its NUL bytes; a file whose line 2
is neither UTF-8 nor Windows-1252, guessed as Windows-1252 and that line bad for the control
character its undefined byte becomes, then read as UTF-8 and refused beside the encoding by its
line; a CSV whose quote on line 3 never closes, that line bad and the rest of the file unread."""

import re
import struct
import urllib.request
import zlib

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import DESKTOP, PHONE
from demo_site import SiteTest

HEADER = ["Full name", "E-mail", "Cell", "Notes"]
# The preview's choice for each column until one is made: the header's field, or none ("Cell" is no field's name).
GUESSED_COLUMNS = ["name", "email", "ignore", "note"]
FIELDS = ["name", "email", "phone", "party", "plusOnes", "status", "tags", "dietary", "note"]
# Why the preview refuses a file of no text, and a quote never closed (CSVFileSource's words).
NOT_CSV = "{} is not a CSV file: it holds a NUL byte, as pictures, spreadsheets' own files and UTF-16 text do; save it as CSV (UTF-8)"
UNCLOSED = ('row: the quote opened on line {} is never closed, so the rest of the file would be one cell; '
            'close it with " (a quote inside a quoted cell is written "")')


def png():
    """A real PNG picture of one white pixel: its signature, then IHDR, IDAT and IEND, each chunk
    with its length and CRC (the lengths' high bytes are NUL, as in any PNG)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\xff\xff")) + chunk(b"IEND", b""))


class GuestImportTests(SiteTest):

    def main_text(self):
        return self.browser.text("main")

    def selected(self, field):
        return Select(self.driver.find_element(By.ID, field)).first_selected_option.get_attribute("value")

    def import_buttons(self):
        return [button.text for button in self.driver.find_elements(By.XPATH, "//main//button[starts-with(normalize-space(), 'Import')]")]

    def guests(self):
        """`guests list EVENT --format json`, by name (each name once)."""
        listed = self.store.json("guests", "list", self.event)
        names = [guest["name"] for guest in listed]
        self.assertEqual(len(names), len(set(names)), f"a name is listed twice: {sorted(names)}")
        return {guest["name"]: guest for guest in listed}

    def spreadsheet(self, width):
        """A file as Excel on a German Windows saves it: Windows-1252, semicolons, CRLF. Line 2's name
        has an ë (one byte, 0xEB), line 3's email is bad, line 4's guest is already on the list (by
        email), line 5 is good. The names, the file's path and the guests expected from it."""
        names = {"zoe": f"Zoë Import {width}", "bad": f"Bad Import {width}", "kept": f"Kept Import {width}", "len": f"Len Import {width}"}
        phones = {"zoe": f"+49 30 {width}01", "len": f"+49 30 {width}02"}
        kept_email = f"kept.import.{width}@example.org"
        lines = [HEADER,
                 [names["zoe"], f"zoe.import.{width}@example.org", phones["zoe"], "vegan"],
                 [names["bad"], "not-an-email", "+49 30 999", ""],
                 [names["kept"], kept_email, "+49 30 998", "again"],
                 [names["len"], f"len.import.{width}@example.org", phones["len"], ""]]
        path = self.store.folder / f"guests-{width}.csv"
        path.write_bytes("".join(";".join(line) + "\r\n" for line in lines).encode("cp1252"))
        self.assertIn(b"Zo\xeb Import", path.read_bytes(), "the file is not in Windows-1252")
        return names, phones, kept_email, path

    def refused_files(self, width):
        """Three files no import can use, written beside the store: a PNG picture; a file whose
        line 2 is neither UTF-8 (0xC3 0x28 is no character) nor Windows-1252 (0x81 is a byte it
        leaves undefined, which the server reads as the control character U+0081), line 3 good;
        a CSV whose quote opening line 3 never closes, line 2 good and line 4 after it. The names
        of the good rows' guests, and the three paths."""
        good = [f"Good Bytes {width}", f"Good Quote {width}", f"Swallowed Quote {width}"]
        picture = self.store.folder / f"guests-picture-{width}.png"
        picture.write_bytes(png())
        self.assertTrue(picture.read_bytes().startswith(b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), "the picture is no PNG")
        garbled = self.store.folder / f"guests-bytes-{width}.csv"
        garbled.write_bytes(b"Full name,E-mail\r\n" + f"Bad Bytes {width} ".encode() + b"\xc3\x28\x81"
                            + f",bad.bytes.{width}@example.org\r\n{good[0]},good.bytes.{width}@example.org\r\n".encode())
        for encoding in ("utf-8", "cp1252"):
            self.assertRaises(UnicodeDecodeError, garbled.read_bytes().decode, encoding)
        unclosed = self.store.folder / f"guests-quote-{width}.csv"
        unclosed.write_text(f"Full name,E-mail\r\n{good[1]},good.quote.{width}@example.org\r\n"
                            f"\"Bad Quote {width},bad.quote.{width}@example.org\r\n{good[2]},swallowed.quote.{width}@example.org\r\n")
        return good, picture, garbled, unclosed

    def upload(self, path):
        """`path` sent through the import form's file field; the preview's path it leads to."""
        base = f"/events/{self.event}/guests/import"
        self.open(base)
        self.driver.find_element(By.ID, "file").send_keys(str(path))
        self.press("Upload and check")
        preview = self.path()
        self.assertRegex(preview, "^" + re.escape(base + "/") + r"[^/]+$", f"the upload of {path.name} did not lead to its page")
        self.assertEqual(self.browser.text("main h1"), f"Import {path.name}")
        return preview

    def bad_rows(self):
        """The preview's bad rows: each its line and its problem."""
        return [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
                for row in self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr")]

    def test_a_upload_check_and_import(self):
        """From the guest list's "Import a CSV file": a Windows-1252 file separated by semicolons uploaded, its preview guessing both, counting 2 added and 1 skipped with its bad row by line and no Import button; Cell mapped to phone and bad rows left out, "Import 2 guests" offered with nothing written; imported, guests list showing Zoë decoded with her phone and no bad row's guest; the preview's address then saying what was imported"""
        self.ensure_signed_in()
        base = f"/events/{self.event}/guests"
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            names, phones, kept_email, csv = self.spreadsheet(width)
            self.store.run("guests", "add", self.event, names["kept"], "--email", kept_email)
            questions = [question["key"] for question in self.store.json("guests", "questions", "list", self.event)]
            before = self.guests()

            # The upload's form
            self.open(base)
            self.follow(self.driver.find_element(By.CSS_SELECTOR, "main").find_element(By.LINK_TEXT, "Import a CSV file"))
            self.assertEqual((self.path(), self.http_status()), (base + "/import", 200))
            self.assertEqual(self.browser.text("main h1"), "Import guests")
            field = self.driver.find_element(By.ID, "file")
            self.assertEqual((field.get_attribute("type"), field.get_attribute("name")), ("file", "file"))
            self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "label[for='file']").text, "CSV file")
            form = field.find_element(By.XPATH, "ancestor::form")
            self.assertEqual((form.get_attribute("method"), form.get_attribute("enctype")), ("post", "multipart/form-data"))
            self.check_axe(f"import form at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-form-{width}")

            # The preview, as the file's bytes are guessed to read
            field.send_keys(str(csv))
            self.press("Upload and check")
            preview = self.path()
            self.assertRegex(preview, "^" + re.escape(base + "/import/") + r"[^/]+$", "the upload did not lead to its page")
            self.assertEqual(self.http_status(), 200)
            self.assertEqual(self.browser.text("main h1"), f"Import {csv.name}")
            self.assertEqual((self.selected("delimiter"), self.selected("encoding")), ("semicolon", "windows-1252"),
                             "the separator or the encoding is not guessed from the file")
            self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "input[name='duplicates']:checked").get_attribute("value"), "skip")
            self.assertFalse(self.driver.find_element(By.ID, "skip-invalid").is_selected(), "bad rows are left out unasked")
            self.assertEqual([self.driver.find_element(By.CSS_SELECTOR, f"label[for='column-{position}']").text for position in range(4)],
                             [f"Column {position + 1}: {title}" for position, title in enumerate(HEADER)])
            self.assertEqual(self.driver.find_elements(By.ID, "column-4"), [], "a column the file does not have")
            self.assertEqual([self.selected(f"column-{position}") for position in range(4)], GUESSED_COLUMNS)
            options = Select(self.driver.find_element(By.ID, "column-2")).options
            self.assertEqual([option.get_attribute("value") for option in options], ["ignore"] + FIELDS + questions,
                             "a column's choices are not Not imported, the fields and the event's questions")
            self.assertEqual(options[0].text, "Not imported")
            text = self.main_text()
            self.assertIn("What importing it would do", text)
            self.assertIn(f"Would import into {self.event}: 2 added, 0 updated, 1 skipped", text)
            self.assertEqual(self.driver.find_element(By.XPATH, "//main//h2[contains(normalize-space(), 'bad row')]").text, "1 bad row")
            rows = [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
                    for row in self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr")]
            self.assertEqual([row[0] for row in rows], ["3"], f"the bad rows shown are {rows}")
            self.assertIn("not-an-email", rows[0][1], "the problem does not name the bad email")
            headers = [cell.text for cell in self.driver.find_elements(By.CSS_SELECTOR, "main table thead th")]
            self.assertEqual(headers, ["Line", "Problem"])
            download = self.driver.find_element(By.LINK_TEXT, "Download the bad rows as CSV, with a problem column")
            self.assertEqual(download.get_attribute("pathname"), preview + "/rejects.csv")
            self.assertEqual(self.import_buttons(), [], "an Import button while a row is bad and not left out")
            self.assertIn("Nothing can be imported while rows are bad", text)
            self.check_axe(f"import preview with a bad row at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-preview-{width}")
            rejects = self.download(download.get_attribute("href"))
            self.assertEqual(rejects.splitlines()[0], ",".join(HEADER) + ",problem", f"the bad rows' download is {rejects!r}")
            self.assertIn(f"{names['bad']},not-an-email", rejects)
            self.assertEqual(self.guests(), before, "the upload or its preview wrote to the store")

            # Cell as the phone, the bad rows left out, checked again
            Select(self.driver.find_element(By.ID, "column-2")).select_by_value("phone")
            self.driver.find_element(By.ID, "skip-invalid").click()
            self.press("Check again")
            self.assertEqual(self.path(), preview)
            self.assertIn("column-2=phone", self.driver.current_url, "Check again does not send the choices as its query")
            self.assertIn("skip-invalid=on", self.driver.current_url)
            self.assertEqual([self.selected(f"column-{position}") for position in range(4)], ["name", "email", "phone", "note"],
                             "the choices made are not kept")
            self.assertTrue(self.driver.find_element(By.ID, "skip-invalid").is_selected(), "the box ticked is not kept")
            self.assertEqual((self.selected("delimiter"), self.selected("encoding")), ("semicolon", "windows-1252"))
            text = self.main_text()
            self.assertIn(f"Would import into {self.event}: 2 added, 0 updated, 1 skipped", text)
            self.assertIn("1 bad row would be left out", text)
            self.assertNotIn("Nothing can be imported", text)
            self.assertEqual(self.import_buttons(), ["Import 2 guests"])
            self.check_axe(f"import preview with the bad rows left out at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-checked-{width}")
            self.assertEqual(self.guests(), before, "checking again wrote to the store")

            # Imported
            self.press("Import 2 guests")
            self.assertEqual((self.path(), self.http_status()), (preview, 200))
            self.assertEqual(self.browser.text("main h1"), "Guests imported")
            self.assertIn(f"Imported into {self.event}: 2 added, 0 updated, 1 skipped", self.main_text())
            back = self.driver.find_element(By.CSS_SELECTOR, "main").find_element(By.LINK_TEXT, "See the guest list")
            self.assertEqual(back.get_attribute("pathname"), base)
            self.check_axe(f"guests imported at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-done-{width}")
            after = self.guests()
            self.assertEqual(sorted(set(after) - set(before)), sorted([names["zoe"], names["len"]]), "the guests added are not the good rows'")
            self.assertNotIn(names["bad"], after, "the bad row's guest is imported")
            zoe, len_ = after[names["zoe"]], after[names["len"]]
            self.assertEqual((zoe["email"], zoe["phone"], zoe["note"]), (f"zoe.import.{width}@example.org", phones["zoe"], "vegan"),
                             f"Zoë is imported as {zoe}")
            self.assertEqual(len_["phone"], phones["len"])
            self.assertEqual(after[names["kept"]], before[names["kept"]], "the guest already on the list is changed (duplicates: skip)")

            # The preview's address afterwards
            self.open(preview)
            self.assertEqual(self.http_status(), 200)
            self.assertEqual(self.browser.text("main h1"), "Guests imported")
            self.assertIn(f"Imported {csv.name} into {self.event}: 2 added, 0 updated, 1 skipped, 1 bad row left out.", self.main_text())
            self.assertEqual(self.driver.find_elements(By.ID, "delimiter"), [], "the choices' form is offered after the import")
            self.assertEqual(self.import_buttons(), [], "an imported file is offered for import again")
            self.check_axe(f"an imported file's page at {size}")
            self.follow(self.driver.find_element(By.CSS_SELECTOR, "main").find_element(By.LINK_TEXT, "See the guest list"))
            self.assertEqual(self.path(), base)
            self.assertEqual(self.guests(), after, "opening the page again changed the store")

    def download(self, url):
        """The body of `url` fetched with the browser's session, as text."""
        session = self.driver.get_cookie("rushday_session")
        self.assertIsNotNone(session, "the browser has no session")
        request = urllib.request.Request(url, headers={"Cookie": f"rushday_session={session['value']}"})
        with urllib.request.urlopen(request, timeout=30) as response:
            self.assertEqual(response.status, 200, f"{url} answered {response.status}")
            return response.read().decode("utf-8")

    def test_b_upload_without_a_file(self):
        """The import form sent without a file (its required attribute taken off): refused with 422 beside the file field, the field described by the refusal, nothing written"""
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            before = self.guests()
            self.open(f"/events/{self.event}/guests/import")
            field = self.driver.find_element(By.ID, "file")
            self.assertIsNotNone(field.get_attribute("required"), "the file field is not required")
            self.driver.execute_script("document.getElementById('file').removeAttribute('required')")
            self.press("Upload and check")
            self.assertEqual((self.path(), self.http_status()), (f"/events/{self.event}/guests/import", 422),
                             "a form without a file is not refused")
            self.assertEqual(self.browser.text("main h1"), "Import guests")
            refusal = self.browser.text("#file-error").strip()
            self.assertIn("choose a CSV file", refusal, "the refusal beside the file field does not say to choose one")
            field = self.driver.find_element(By.ID, "file")
            self.assertIn("file-error", field.get_attribute("aria-describedby") or "", "the file field is not described by its refusal")
            self.assertEqual(field.get_attribute("aria-invalid"), "true")
            self.check_axe(f"refused upload at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-refused-{size[0]}")
            self.assertEqual(self.guests(), before, "a refused upload wrote to the store")

    def test_c_refused_uploads(self):
        """Files no import can use, each uploaded through the file field: a PNG picture refused whole at its preview (422) beside the file for its NUL bytes, no column offered; a file neither UTF-8 nor Windows-1252 guessed as Windows-1252, its line 2 bad for the control character byte 0x81 becomes, then read as UTF-8 refused beside the encoding by its line; a CSV whose quote on line 3 never closes, that line bad and the line after unread; no Import button for any, nothing written"""
        self.ensure_signed_in()
        for size in (PHONE, DESKTOP):
            self.browser.viewport(*size)
            width = size[0]
            good, picture, garbled, unclosed = self.refused_files(width)
            before = self.guests()

            # A PNG picture: refused whole, beside where the file's columns would be
            self.upload(picture)
            self.assertEqual(self.http_status(), 422, "a picture's preview is not refused")
            self.assertEqual(self.browser.text("#file-error").strip(), NOT_CSV.format(picture.name),
                             "the preview does not say the picture is no CSV file")
            self.assertEqual(self.driver.find_elements(By.ID, "column-0"), [], "a picture's columns are offered")
            text = self.main_text()
            self.assertNotIn("What importing it would do", text, "a picture is counted as guests")
            self.assertEqual(self.import_buttons(), [], "a picture is offered for import")
            self.check_axe(f"a picture's preview at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-picture-{width}")
            self.assertEqual(self.guests(), before, "a picture's upload or preview wrote to the store")

            # Neither UTF-8 nor Windows-1252: guessed as Windows-1252, its line 2 bad
            preview = self.upload(garbled)
            self.assertEqual(self.http_status(), 200)
            self.assertEqual((self.selected("delimiter"), self.selected("encoding")), ("comma", "windows-1252"),
                             "a file that is not UTF-8 is not guessed to be Windows-1252")
            text = self.main_text()
            self.assertIn(f"Would import into {self.event}: 1 added, 0 updated, 0 skipped", text)
            self.assertEqual(self.bad_rows(), [["2", "name: contains a control character; write it on one line without tabs"]],
                             "the byte Windows-1252 leaves undefined is not refused on its line")
            self.assertIn("Nothing can be imported while rows are bad", text)
            self.assertEqual(self.import_buttons(), [], "an Import button while a row is bad and not left out")
            self.check_axe(f"a file neither UTF-8 nor Windows-1252, guessed, at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-bytes-guessed-{width}")
            self.assertEqual(self.guests(), before, "the upload or its preview wrote to the store")

            # Read as UTF-8: refused beside the encoding, by its line
            Select(self.driver.find_element(By.ID, "encoding")).select_by_value("utf-8")
            self.press("Check again")
            self.assertEqual((self.path(), self.http_status()), (preview, 422), "a file unreadable as UTF-8 is not refused")
            self.assertIn("encoding=utf-8", self.driver.current_url, "Check again does not send the encoding chosen")
            self.assertEqual(self.selected("encoding"), "utf-8", "the encoding chosen is not kept")
            self.assertEqual(self.browser.text("#encoding-error").strip(),
                             f"{garbled.name} line 2 is not UTF-8; save the file as UTF-8, or read it as windows-1252",
                             "reading the file as UTF-8 is not refused beside the encoding by its line")
            field = self.driver.find_element(By.ID, "encoding")
            self.assertIn("encoding-error", field.get_attribute("aria-describedby") or "", "the encoding is not described by its refusal")
            self.assertEqual(field.get_attribute("aria-invalid"), "true")
            text = self.main_text()
            self.assertNotIn("What importing it would do", text, "a file that cannot be read is counted")
            self.assertEqual(self.import_buttons(), [], "a file that cannot be read is offered for import")
            self.check_axe(f"a file neither UTF-8 nor Windows-1252, read as UTF-8, at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-bytes-utf8-{width}")
            self.assertEqual(self.guests(), before, "checking again wrote to the store")

            # A quote never closed: its line bad, the rest of the file its one cell
            self.upload(unclosed)
            self.assertEqual(self.http_status(), 200)
            self.assertEqual((self.selected("delimiter"), self.selected("encoding")), ("comma", "utf-8"))
            text = self.main_text()
            self.assertIn(f"Would import into {self.event}: 1 added, 0 updated, 0 skipped", text,
                          "the rows before the quote are not counted, or the row after it is")
            self.assertEqual(self.bad_rows(), [["3", UNCLOSED.format(3)]], "the quote never closed is not refused on its line")
            self.assertIn("Nothing can be imported while rows are bad", text)
            self.assertEqual(self.import_buttons(), [], "an Import button while a row is bad and not left out")
            self.check_axe(f"a quote never closed at {size}")
            self.browser.screenshot(f"{self.site.backend}-guest-import-quote-{width}")
            after = self.guests()
            self.assertEqual(after, before, "a refused file's upload or preview wrote to the store")
            self.assertFalse(set(good) & set(after), "a refused file's good rows were imported")
