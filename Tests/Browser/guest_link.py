"""Guests' personal links as an organiser makes them at the command line, and a guest's page
driven over plain HTTP (as a phone's browser without script would: its cookie, the form's CSRF
field, no redirects followed) for the checks a browser cannot make many of at once."""

import csv
import http.cookiejar
import io
import re
import threading
import urllib.error
import urllib.parse
import urllib.request

CSRF_FIELD = re.compile(r'name="csrf" value="([^"]*)"')


def make_link(store, public_url, event, guest):
    """The guest's new personal link, `PUBLIC_URL/i/SECRET`, by `guests link`."""
    return store.json("guests", "link", event, guest, "--public-url", public_url)["link"]


def make_links(store, public_url, event):
    """Links for every guest of the event who has none, by `guests links --format csv` (the mail
    merge's file), by guest handle."""
    printed = store.run("guests", "links", event, "--public-url", public_url, "--format", "csv")
    return {row["guest"]: row["link"] for row in csv.DictReader(io.StringIO(printed))}


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


def answer_all_at_once(clients, answer="accepted", timeout=120):
    """Each client (opened already) posts `answer` at the same moment, one thread each: their
    answers by handle, (status, headers, body) as `GuestClient.answer` gives them."""
    start = threading.Barrier(len(clients))
    answers = {}

    def post(handle):
        start.wait()
        answers[handle] = clients[handle].answer(answer=answer)

    threads = [threading.Thread(target=post, args=(handle,)) for handle in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout)
    return answers
