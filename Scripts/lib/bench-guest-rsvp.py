#!/usr/bin/env python3
"""Times a guest's answer as a phone sends it, one after another over one kept-alive connection:
GET the guest's page (its CSRF cookie and field), then POST the answer form, N times, the
answer alternating between accepted and maybe so each post changes what is stored. Only the
POST's round trip (until the 303) is timed. For a floor, the same client GETs the server's fixed
2 kB page N times.

    bench-guest-rsvp.py PAGE_URL FLOOR_URL N

Prints `name=value` lines: post_p50_ms, post_p99_ms, floor_p50_ms, floor_p99_ms. Exits 1 if a
post is not answered with 303 (a bench of refusals measures nothing)."""

import http.client
import re
import sys
import time
import urllib.parse

CSRF_FIELD = re.compile(r'name="csrf" value="([^"]*)"')


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(page_url, floor_url, count):
    page, floor = urllib.parse.urlsplit(page_url), urllib.parse.urlsplit(floor_url)
    connection = http.client.HTTPConnection(page.hostname, page.port, timeout=30)
    posts, gets = [], []
    for n in range(count):
        connection.request("GET", page.path)
        response = connection.getresponse()
        body = response.read().decode()
        cookie = "; ".join(header.split(";")[0] for header in response.headers.get_all("Set-Cookie") or [])
        token = CSRF_FIELD.search(body)
        if response.status != 200 or not token:
            print(f"bench-guest-rsvp: GET {page.path[:6]}... answered {response.status} without a form", file=sys.stderr)
            return 1
        form = urllib.parse.urlencode({"csrf": token.group(1), "answer": "accepted" if n % 2 == 0 else "maybe"})
        headers = {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie}
        started = time.perf_counter()
        connection.request("POST", page.path, body=form, headers=headers)
        response = connection.getresponse()
        response.read()
        posts.append(time.perf_counter() - started)
        if response.status != 303:
            print(f"bench-guest-rsvp: the answer was refused with {response.status}", file=sys.stderr)
            return 1
    for _ in range(count):
        started = time.perf_counter()
        connection.request("GET", floor.path)
        connection.getresponse().read()
        gets.append(time.perf_counter() - started)
    for name, samples in (("post", posts), ("floor", gets)):
        print(f"{name}_p50_ms={1000 * percentile(samples, 0.5):.2f}")
        print(f"{name}_p99_ms={1000 * percentile(samples, 0.99):.2f}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
