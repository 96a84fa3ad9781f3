"""The browser's console on every page, over the whole run: no script error, no Content-Security-
Policy violation, no stylesheet or script of the site failing to load. Run last, it also judges
what the other checks' pages logged. And the scripts served are their files, byte for byte."""

import re
import urllib.request
from pathlib import Path

from demo_site import SiteTest

# The scripts' files, which the binary embeds and serves as /assets/NAME.
ASSETS = Path(__file__).resolve().parents[2] / "App" / "Web" / "Assets"
PAGES = ["/events", "/events/{event}", "/events/{event}/guests", "/events/{event}/tickets",
         "/events/{event}/expenses", "/events/{event}/agenda"]


def is_problem(page, entry):
    message = entry.get("message", "")
    if entry.get("source") in ("javascript", "security") or "Content Security Policy" in message or "Refused to" in message:
        return True
    if entry.get("source") == "console-api" and entry.get("level") == "SEVERE":  # the site's own console.error
        return True
    failed = re.match(r"(\S+) - Failed to load resource", message)
    # A page's own status is the page's business (Form expired is a 403).
    return bool(failed) and failed.group(1) != page


class ConsoleTests(SiteTest):
    def test_console(self):
        """the console has no script error, CSP violation or failed asset on any page"""
        self.driver.delete_all_cookies()
        self.open("/signin")
        self.assertEqual(self.path(), "/signin")
        self.sign_in()
        for page in PAGES:
            self.open(page.format(event=self.event))
            self.assertEqual(self.path(), page.format(event=self.event), f"{page} did not open")
        self.browser.wait(1, lambda: False)  # let the dashboard's stream and late errors arrive
        self.browser.read_console()
        problems = [f"{page}: {entry.get('level')} {entry.get('message')}" for page, entry in self.browser.console
                    if is_problem(page, entry)]
        self.assertEqual(problems, [], "\n".join(problems))

    def test_scripts_are_their_files(self):
        """each script served under /assets/ is its file in App/Web/Assets, byte for byte, as JavaScript"""
        files = sorted(ASSETS.glob("*.js"))
        self.assertEqual([file.name for file in files], ["door.js", "live.js", "qr.js"])
        for file in files:
            with urllib.request.urlopen(self.site.server.url + "/assets/" + file.name, timeout=30) as response:
                self.assertEqual((response.status, response.headers["Content-Type"]), (200, "text/javascript; charset=utf-8"), file.name)
                self.assertEqual(response.read(), file.read_bytes(), f"/assets/{file.name} is not {file}")
