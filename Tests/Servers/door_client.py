"""A door phone scanning through the proxy over HTTP: it opens its door link (303 to the door
page, setting the door's cookie), the door page (its CSRF cookie and field), then posts each
code to the page's /scan asking for JSON, as the page's script does, one after another on one kept-alive connection. A scan that got no
answer is sent again (retrying.answered); if that earlier try was recorded, the ticket is then
found already checked in by this very door, which is the lost try's admission, not a second."""

import http.client
import json
import re
import urllib.parse

from http_request import CONNECTION_FAILURES
from retrying import answered

CSRF_FIELD = re.compile(r'name="csrf" value="([^"]*)"')
ADMITTED = "admitted"
ADMITTED_BY_LOST_TRY = "admitted by a try whose answer was lost"


class DoorClient:
    def __init__(self, link, device, retries):
        parts = urllib.parse.urlsplit(link)
        self.address = (parts.hostname, parts.port)
        self.device = device
        self.retries = retries
        self.connection = None
        self.cookies = {}
        (status, headers, _), _ = answered(lambda: self.request("GET", parts.path), retries)
        page = headers.get("Location", "")
        if status != 303 or not page.endswith("/door"):
            raise AssertionError(f"{device}'s door link answered {status} to {page!r}, not 303 to the door page")
        self.path = urllib.parse.urlsplit(page).path
        (status, _, body), _ = answered(lambda: self.request("GET", self.path), retries)
        token = CSRF_FIELD.search(body)
        if status != 200 or not token:
            raise AssertionError(f"{device}'s door page answered {status} without a form: {body[:300]}")
        self.token = token.group(1)

    def request(self, method, path, body=None, headers=None):
        """(status, headers, body) on the kept connection, made anew after a failure."""
        if self.connection is None:
            self.connection = http.client.HTTPConnection(*self.address, timeout=60)
        cookie = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        try:
            self.connection.request(method, path, body=body, headers={**(headers or {}), **({"Cookie": cookie} if cookie else {})})
            response = self.connection.getresponse()
            text = response.read().decode(errors="replace")
        except CONNECTION_FAILURES:
            self.connection.close()
            self.connection = None
            raise
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _, value = header.split(";")[0].partition("=")
            self.cookies[name.strip()] = value
        return response.status, response.headers, text

    def scan(self, code):
        """ADMITTED, ADMITTED_BY_LOST_TRY, or why not (the status and the answer)."""
        form = urllib.parse.urlencode({"csrf": self.token, "code": code, "direction": "entry"})
        (status, _, body), lost = answered(lambda: self.request("POST", self.path + "/scan", body=form, headers={
            "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"}), self.retries)
        try:
            answer = json.loads(body)
        except ValueError:
            return f"{status}: {body[:300]}"
        reason = answer.get("reason") or ""
        if status == 200 and answer.get("result") == "admitted":
            return ADMITTED
        if lost and reason.startswith("already checked in") and reason.endswith(f"by {self.device}"):
            return ADMITTED_BY_LOST_TRY
        return f"{status}: {body[:300]}"

    def close(self):
        if self.connection:
            self.connection.close()
