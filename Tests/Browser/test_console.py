"""The browser's console on every page, over the whole run: no script error, no Content-Security-
Policy violation, no stylesheet or script of the site failing to load. Run last, it also judges
what the other checks' pages logged."""

import re

from demo_site import SiteTest

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
