#!/usr/bin/env python3
"""Tests of check-doc-links.py on a temporary folder of Markdown files: a good link, a broken file,
a broken anchor, and what it must not read as a link or a heading. Prints one `✔ check` or
`✘ check` line per test (the form Scripts/test counts); exit 1 if any failed."""
import importlib.util
import io
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

spec = importlib.util.spec_from_file_location(
    "check_doc_links", os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-doc-links.py"))
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)


class CheckDocLinksTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = self.folder.name
        checker._anchors.clear()
        self.write("Packages/Guests/README.md",
                   "# Guests\n\n## A guest's own page\n\n## JSON and CSV: `--format`\n\n## Notes\n\n## Notes\n")

    def tearDown(self):
        self.folder.cleanup()

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text)

    def run_checker(self, *arguments):
        output = io.StringIO()
        with redirect_stdout(output):
            code = checker.main([*arguments, self.root])
        return code, output.getvalue().splitlines()

    def test_good_links_pass(self):
        self.write("README.md", "# RushDay\n\nSee [guests](Packages/Guests/README.md), "
                   "[their page](Packages/Guests/README.md#a-guests-own-page), "
                   "[formats](Packages/Guests/README.md#json-and-csv---format), "
                   "[notes again](Packages/Guests/README.md#notes-1), [top](#rushday), "
                   "[a folder](Packages/Guests), [the web](https://example.org/x.md#nowhere) "
                   "and [mail](mailto:ada@example.org).\n")
        self.assertEqual(self.run_checker(), (0, []))

    def test_a_missing_file_is_reported_with_its_line(self):
        self.write("README.md", "# RushDay\n\nline two\n[tickets](Packages/Tickets/README.md)\n")
        self.assertEqual(self.run_checker(), (1, ["README.md:4: broken link Packages/Tickets/README.md"]))

    def test_a_missing_anchor_is_reported(self):
        self.write("App/README.md", "# App\n\n[their page](../Packages/Guests/README.md#a-guest-page) and [here](#nowhere)\n")
        self.assertEqual(self.run_checker(), (1, [
            "App/README.md:3: broken link ../Packages/Guests/README.md#a-guest-page",
            "App/README.md:3: broken link #nowhere"]))

    def test_code_is_neither_link_nor_heading(self):
        self.write("README.md", "# RushDay\n\n```sh\n# not a heading\n[x](missing.md)\n```\n\n"
                   "`[y](missing.md)` is code. [bad](#not-a-heading)\n")
        self.assertEqual(self.run_checker(), (1, ["README.md:8: broken link #not-a-heading"]))

    def test_hidden_and_build_folders_are_skipped(self):
        self.write(".build/README.md", "[x](missing.md)\n")
        self.write("node_modules/a/README.md", "[x](missing.md)\n")
        self.write(".hidden/README.md", "[x](missing.md)\n")
        self.assertEqual(self.run_checker(), (0, []))

    def test_checks_mode_prints_a_line_per_file(self):
        self.write("README.md", "# RushDay\n\n[bad](nowhere.md)\n")
        code, lines = self.run_checker("--checks")
        self.assertEqual(code, 1)
        self.assertIn("✔ check links in Packages/Guests/README.md", lines)
        self.assertIn("✘ check links in README.md", lines)
        self.assertIn("README.md:3: broken link nowhere.md", lines)

    def test_slugs_follow_github(self):
        self.assertEqual(checker.slug("In a browser: `rushday serve`"), "in-a-browser-rushday-serve")
        self.assertEqual(checker.slug("The outbox, and its guarantees"), "the-outbox-and-its-guarantees")
        self.assertEqual(checker.slug("The door's QR decoder"), "the-doors-qr-decoder")
        self.assertEqual(checker.slug("snake_case & more"), "snake_case--more")


class CheckLines(unittest.TextTestResult):
    def addSuccess(self, test):
        super().addSuccess(test)
        print(f"✔ check {test._testMethodName}", flush=True)

    def addFailure(self, test, error):
        super().addFailure(test, error)
        print(f"✘ check {test._testMethodName}", flush=True)

    def addError(self, test, error):
        super().addError(test, error)
        print(f"✘ check {test._testMethodName}", flush=True)


if __name__ == "__main__":
    runner = unittest.TextTestRunner(resultclass=CheckLines, stream=sys.stderr, verbosity=0)
    result = runner.run(unittest.defaultTestLoader.loadTestsFromTestCase(CheckDocLinksTests))
    sys.exit(0 if result.wasSuccessful() else 1)
