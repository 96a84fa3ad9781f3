"""Debian's headless Chromium through its chromedriver: a phone or desktop viewport, full-page
screenshots, and the console's messages kept for the whole run."""

import os
import time
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

PHONE = (390, 844)
DESKTOP = (1280, 900)
# How long a test waits for what must happen. A wait ends as soon as it happens, so this is
# reached only when it never does: long, so that a machine busy with other suites makes a test
# slow, never red.
PATIENCE = 60
ARTIFACTS = Path(__file__).resolve().parents[2] / ".build" / "test-artifacts" / "browser"


class Browser:
    def __init__(self, *arguments):
        """`arguments`: Chromium's own, after the headless ones (a fake camera's)."""
        # Never let Selenium fetch a browser or driver of its own: Debian's are the ones tested.
        os.environ["SE_OFFLINE"] = "true"
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run", *arguments):
            options.add_argument(argument)
        if os.geteuid() == 0:
            options.add_argument("--no-sandbox")
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        # An alert must stay open for the test to see it, not be dismissed for it.
        options.unhandled_prompt_behavior = "ignore"
        self.driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
        self.driver.set_page_load_timeout(30)
        self.console = []
        self.viewport(*DESKTOP)

    def quit(self):
        self.driver.quit()

    def viewport(self, width, height):
        """The page's viewport exactly, as a phone (touch, its meta viewport honoured) below 800 px."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800})
        self.size = (width, height)

    def open(self, url):
        self.driver.get(url)
        self.read_console()

    def read_console(self):
        """The console's messages since the last read, kept in `console` with the page they came from."""
        entries = self.driver.get_log("browser")
        self.console.extend((self.driver.current_url, entry) for entry in entries)
        return entries

    def screenshot(self, name):
        """The whole page at the current width, however long, saved as an artefact."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        width, height = self.size
        full = self.driver.execute_script("return Math.ceil(document.documentElement.scrollHeight)")
        self.viewport(width, max(height, full))
        time.sleep(0.2)  # let the taller viewport lay out and paint
        path = ARTIFACTS / f"{name}.png"
        self.driver.get_screenshot_as_file(str(path))
        self.viewport(width, height)
        return path

    def alert_text(self):
        """The text of an open alert, or None."""
        try:
            return self.driver.switch_to.alert.text
        except NoAlertPresentException:
            return None

    def text(self, css="body"):
        return self.driver.find_element(By.CSS_SELECTOR, css).text

    def wait(self, seconds, condition):
        """Polls `condition` up to `seconds`; its last answer."""
        deadline = time.monotonic() + seconds
        while True:
            answer = condition()
            if answer or time.monotonic() > deadline:
                return answer
            time.sleep(0.1)
