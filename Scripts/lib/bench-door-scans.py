#!/usr/bin/env python3
"""Scans codes through a door page over HTTP from several clients at once, as door phones do:
each client opens the door link (its cookie), the door page (its CSRF cookie and field), then
POSTs its share of the codes to /door/scan one after another on one kept-alive connection,
asking for JSON as the page's script does. Only the scans are timed, from the moment every
client is ready until the last answer.

    bench-door-scans.py DOOR_LINK CODES_FILE CLIENTS

Prints `name=value` lines: scans, seconds, rate (scans a second). Exits 1 if any scan is not
admitted (a bench of refusals measures nothing)."""

import http.client
import json
import re
import sys
import threading
import time
import urllib.parse

CSRF_FIELD = re.compile(r'name="csrf" value="([^"]*)"')


class Door:
    """One client: its connection, its cookies and the page's form token."""

    def __init__(self, link):
        parts = urllib.parse.urlsplit(link)
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        self.cookies = {}
        status, headers, _ = self.request("GET", parts.path)
        page = headers.get("Location", "")
        if status != 303 or not page.endswith("/door"):
            raise RuntimeError(f"the door link answered {status} to {page!r}, not 303 to the door page")
        self.path = urllib.parse.urlsplit(page).path
        status, _, body = self.request("GET", self.path)
        token = CSRF_FIELD.search(body)
        if status != 200 or not token:
            raise RuntimeError(f"the door page answered {status} without a form")
        self.token = token.group(1)

    def request(self, method, path, body=None, headers=None):
        cookie = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        self.connection.request(method, path, body=body, headers={**(headers or {}), **({"Cookie": cookie} if cookie else {})})
        response = self.connection.getresponse()
        text = response.read().decode()
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _, value = header.split(";")[0].partition("=")
            self.cookies[name.strip()] = value
        return response.status, response.headers, text

    def scan(self, code):
        """None when admitted, else why not."""
        form = urllib.parse.urlencode({"csrf": self.token, "code": code, "direction": "entry"})
        status, _, body = self.request("POST", self.path + "/scan", body=form, headers={
            "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"})
        try:
            answer = json.loads(body)
        except ValueError:
            return f"{status}: {body[:200]}"
        return None if status == 200 and answer.get("result") == "admitted" else f"{status}: {body[:200]}"


def main(link, codes_file, clients):
    with open(codes_file) as file:
        codes = [line.rstrip("\n") for line in file if line.strip()]
    doors = [Door(link) for _ in range(clients)]
    shares = [codes[n::clients] for n in range(clients)]
    start = threading.Barrier(clients + 1)
    refusals = []

    def run(door, share):
        start.wait()
        for code in share:
            refused = door.scan(code)
            if refused:
                refusals.append(refused)

    threads = [threading.Thread(target=run, args=(door, share)) for door, share in zip(doors, shares)]
    for thread in threads:
        thread.start()
    start.wait()
    began = time.perf_counter()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - began
    if refusals:
        print(f"bench-door-scans: {len(refusals)} of {len(codes)} scans not admitted, the first: {refusals[0]}", file=sys.stderr)
        return 1
    print(f"scans={len(codes)}\nseconds={seconds:.3f}\nrate={len(codes) / seconds:.0f}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
