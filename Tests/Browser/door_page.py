"""An event's door page in one Chromium, driven as a door person does: a door link opened, codes
typed into the scanner field with Enter (as a USB scanner types them), the exit switch, the
name search and its admit buttons, and the network cut and restored. Every read of the page is
one script call, so a result drawn in place between two reads cannot mix two answers."""

import re
from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import PATIENCE

# Base45's alphabet (RFC 9285), to alter a code by one character and keep it Base45.
BASE45 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
# The page as the door sees it: the result's classes and words, the count, the state, whether
# the code field has the focus, and the door's own queue of offline scans.
READ = """const one = css => document.querySelector(css);
const main = one('main[data-door]');
const result = one('[data-door-result]'), count = one('[data-door-count]'), state = one('[data-door-state]');
const queue = main ? localStorage.getItem('rushday-door:' + main.dataset.eventId + ':queue') : null;
return {result: result ? [...result.classList] : [], words: result ? result.innerText : '',
        count: count ? count.textContent : '', state: state ? state.textContent.trim() : '',
        focused: !!(document.activeElement && document.activeElement.matches('[data-door-code]')),
        queue: queue, body: document.body ? document.body.innerText : '', ready: document.readyState,
        fresh: !!document.querySelector('[data-door-result] > :not([data-door-test-old])')}"""
# The result panel's lines as they are: the script draws new ones for each answer, and a form
# sent without script brings a new page.
MARK = "document.querySelectorAll('[data-door-result] > *').forEach(line => line.dataset.doorTestOld = '')"
# Console messages a door makes on purpose: requests failing while the network is cut, the
# refusals (403) of a door link revoked or expired, and a volunteer's code refused (422; a
# ticket's refusal is a scan answered 200).
EXPECTED_CONSOLE = re.compile(r"net::ERR_INTERNET_DISCONNECTED|/door(/\w+)? - Failed to load resource: the server responded with a status of 403"
                              r"|/door/scan - Failed to load resource: the server responded with a status of 422")


def tampered(code, index=94):
    """The code with one Base45 character of its signature changed, still a well-formed code:
    a triplet's least significant character moved down by one (up from the first), so the
    triplet stays at most 65535."""
    position = BASE45.index(code[index])
    return code[:index] + BASE45[position - 1 if position else 1] + code[index + 1:]


def total(count_text):
    """The number of scans a running count ("12 admitted · 3 refused") tells."""
    return sum(int(number) for number in re.findall(r"\d+", count_text))


class DoorPage:
    """The door page of `event` in `browser` (a browser.Browser)."""

    def __init__(self, browser, event):
        self.browser = browser
        self.driver = browser.driver
        self.event = event

    @property
    def path(self):
        return f"/events/{self.event}/door"

    def current_path(self):
        return urlparse(self.driver.current_url).path

    def enter(self, link):
        """Opens a door link in a browser with no other cookie; waits for the scanner page."""
        if self.driver.current_url.startswith("http"):  # a new browser's blank page has no cookies to delete
            self.driver.delete_all_cookies()
        self.browser.open(link)
        if not self.browser.wait(PATIENCE, lambda: self.current_path() == self.path and self.read()["ready"] == "complete"
                                 and self.driver.find_elements(By.CSS_SELECTOR, "[data-door-code]")):
            raise AssertionError(f"the door link {link} led to {self.driver.current_url}, not the scanner page:\n{self.read()['body'][:500]}")
        self.keep_console()

    def read(self):
        return self.driver.execute_script(READ)

    def exit_mode(self, on):
        toggle = self.driver.find_element(By.CSS_SELECTOR, "[data-door-exit]")
        if toggle.is_selected() != on:
            toggle.click()

    def scan(self, code, exit=False, seconds=PATIENCE):
        """Types the code and Enter into the code field; the page's answer."""
        self.exit_mode(exit)
        self.mark()
        field = self.driver.find_element(By.CSS_SELECTOR, "[data-door-code]")
        field.clear()
        field.send_keys(code + Keys.ENTER)
        return self.answer(seconds)

    def mark(self):
        """Marks what the result panel shows now, so the next answer is told from it (the same
        words may come twice, and an exit moves no count)."""
        self.driver.execute_script(MARK)

    def answer(self, seconds=PATIENCE):
        """The page once its result panel shows something drawn since `mark` (raising if not)."""
        shown = self.browser.wait(seconds, lambda: (lambda page: page if page and page["fresh"] else None)(self.read_quietly()))
        if not shown:
            raise AssertionError(f"no answer after {seconds} s; the page: {self.read()}")
        self.keep_console()
        return shown

    def read_quietly(self):
        """`read`, or None between two documents (a form sent without script brings a new page)."""
        try:
            return self.read()
        except Exception:
            return None

    def search(self, words):
        """Searches by name; the admit buttons of the matches, by ticket reference."""
        field = self.driver.find_element(By.CSS_SELECTOR, "[data-door-search] [name=q]")
        field.clear()
        field.send_keys(words + Keys.ENTER)
        buttons = lambda: {button.get_attribute("data-door-admit"): button
                           for button in self.driver.find_elements(By.CSS_SELECTOR, "[data-door-matches] [data-door-admit]")}
        self.browser.wait(PATIENCE, lambda: buttons())
        return buttons()

    def admit(self, reference):
        """Taps the admit button of the ticket found by the search; the page's answer."""
        self.mark()
        self.driver.find_element(By.CSS_SELECTOR, f"[data-door-admit='{reference}']").click()
        return self.answer()

    def list_fetched(self):
        """Whether the page holds the offline list (it marks <main> once the list is ready)."""
        return self.driver.execute_script("return Boolean(document.querySelector('main').dataset.doorListAt)")

    def offline(self, cut):
        if cut:
            self.driver.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
        else:
            self.driver.delete_network_conditions()

    def post_sync(self, scans):
        """POSTs `scans` to the door's /sync from the page, with the page's form token as the
        door's script does; (status, the answer as JSON or text)."""
        return self.driver.execute_async_script("""
            const [path, scans, done] = arguments;
            const token = document.querySelector('[data-door-scan] [name=csrf]').value;
            fetch(path + '/sync', {method: 'POST', credentials: 'same-origin',
                headers: {'Content-Type': 'application/json', 'Accept': 'application/json', 'X-CSRF-Token': token},
                body: JSON.stringify({scans})})
              .then(async response => { const text = await response.text();
                                         let body = text; try { body = JSON.parse(text); } catch (error) {}
                                         done([response.status, body]); })
              .catch(error => done([0, String(error)]));""", self.path, scans)

    def keep_console(self):
        """Reads the console, keeping for the console's check everything but what a door logs
        on purpose (see EXPECTED_CONSOLE)."""
        entries = self.driver.get_log("browser")
        self.browser.console.extend((self.driver.current_url, entry) for entry in entries
                                    if not EXPECTED_CONSOLE.search(entry.get("message", "")))
