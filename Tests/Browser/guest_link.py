"""Guests' personal links as the tests make them, and a guest's page driven over plain HTTP (as
a phone's browser without script would: its cookie, the form's CSRF field, no redirects
followed) for the checks a browser cannot make many of at once."""

import base64
import hashlib
import http.cookiejar
import re
import secrets
import urllib.error
import urllib.parse
import urllib.request

CSRF_FIELD = re.compile(r'name="csrf" value="([^"]*)"')


def new_secret():
    """128+ random bits in base64url, as a link's secret is."""
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).rstrip(b"=").decode()


def set_links(store, event, handles):
    """Gives each guest of `event` (by handle) a new link; their paths, `/i/SECRET`, by handle.
    The store keeps only the secret's digest: the lower-case hex SHA-256."""
    secrets_by_handle = {handle: new_secret() for handle in handles}
    updates = "".join(
        f"UPDATE guests SET link_digest = '{hashlib.sha256(secret.encode()).hexdigest()}' "
        f"WHERE handle = '{handle}' AND event_id = (SELECT id FROM events WHERE handle = '{event}');\n"
        for handle, secret in secrets_by_handle.items())
    store.sql(f"BEGIN;\n{updates}COMMIT;")
    return {handle: f"/i/{secret}" for handle, secret in secrets_by_handle.items()}


def set_link(store, event, handle):
    return set_links(store, event, [handle])[handle]


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *arguments):
        return None


class GuestClient:
    """One guest's page at `url` (`http://HOST/i/SECRET`) over HTTP with a cookie jar of its own."""

    def __init__(self, url, timeout=60):
        self.url = url
        self.timeout = timeout
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), NoRedirects)
        self.csrf = None

    def request(self, data=None):
        """(status, headers, body) of a GET, or of a POST of the form `data`."""
        body = urllib.parse.urlencode(data).encode() if data is not None else None
        try:
            with self.opener.open(self.url, data=body, timeout=self.timeout) as response:
                return response.status, response.headers, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read().decode()

    def open(self):
        """GETs the page, keeping its CSRF token (None when it has no form); the page's text."""
        status, _, page = self.request()
        if status != 200:
            raise RuntimeError(f"GET {self.url} answered {status}: {page[:300]}")
        token = CSRF_FIELD.search(page)
        self.csrf = token.group(1) if token else None
        return page

    def answer(self, **fields):
        """POSTs the answer form with the page's CSRF token; (status, Location header, body)."""
        status, headers, body = self.request({"csrf": self.csrf or "", **fields})
        return status, headers.get("Location"), body
