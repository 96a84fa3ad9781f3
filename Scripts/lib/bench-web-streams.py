#!/usr/bin/env python3
"""Opens N live streams (Server-Sent Events) of a dashboard at once, as N browsers would, and
measures what they cost `rushday serve` and whether one change reaches them all, at what CPU:

    bench-web-streams.py URL COOKIE N SERVER_PID -- COMMAND...

URL is the stream's (http://127.0.0.1:PORT/events/EVENT/live), COOKIE the request's Cookie
header. Each stream must first bring the section as it is; then the server's resident memory is
read, COMMAND (a change from the command line) is run once, and each stream must bring the
section drawn again. Prints `name=value` lines: rss_before_kb, rss_after_kb, opened, reached,
reach_seconds (until the last stream had it), cpu_ms (the server's CPU time, all its threads,
from just before COMMAND until the last stream had the change). Exits 1 if a stream could not be
opened."""

import glob
import selectors
import socket
import subprocess
import sys
import time
from urllib.parse import urlparse

OPEN_SECONDS = 60
REACH_SECONDS = 10
SECTION = b"event: section"


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def cpu_ns(pid):
    """The CPU time of every thread of the process so far, in nanoseconds (schedstat's first field;
    /proc/PID/stat's ticks are 10 ms, too coarse for one change seen by one stream)."""
    total = 0
    for path in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            with open(path) as schedstat:
                total += int(schedstat.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass  # a thread that ended meanwhile
    return total


def open_stream(url, cookie):
    stream = socket.create_connection((url.hostname, url.port), timeout=10)
    stream.sendall(f"GET {url.path} HTTP/1.1\r\nHost: {url.netloc}\r\nAccept: text/event-stream\r\n"
                   f"Cookie: {cookie}\r\n\r\n".encode())
    stream.setblocking(False)
    return stream


def read_until(selector, received, wanted, seconds):
    """Reads every stream until each has `wanted` sections or `seconds` pass; when the last got them."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(data.count(SECTION) < wanted for data in received.values()):
        for key, _ in selector.select(timeout=0.2):
            chunk = key.fileobj.recv(65536)
            if not chunk:
                selector.unregister(key.fileobj)
            received[key.fileobj] += chunk
    return time.monotonic()


def main(url, cookie, count, pid, *command):
    url = urlparse(url)
    selector = selectors.DefaultSelector()
    received = {}
    rss_before = rss_kb(pid)
    for _ in range(count):
        stream = open_stream(url, cookie)
        selector.register(stream, selectors.EVENT_READ)
        received[stream] = b""
    read_until(selector, received, 1, OPEN_SECONDS)
    opened = sum(data.count(SECTION) >= 1 for data in received.values())
    rss_after = rss_kb(pid)
    print(f"rss_before_kb={rss_before}\nrss_after_kb={rss_after}\nopened={opened}")
    if opened < count:
        refused = next((data[:200] for data in received.values() if SECTION not in data), b"")
        print(f"bench-web-streams: only {opened} of {count} streams opened; one answered {refused!r}", file=sys.stderr)
        return 1
    start = time.monotonic()
    cpu_before = cpu_ns(pid)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    last = read_until(selector, received, 2, REACH_SECONDS)
    cpu_after = cpu_ns(pid)
    reached = sum(data.count(SECTION) >= 2 for data in received.values())
    print(f"reached={reached}\nreach_seconds={last - start:.2f}\ncpu_ms={(cpu_after - cpu_before) / 1e6:.1f}")
    for stream in received:
        stream.close()
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if len(arguments) < 6 or arguments[4] != "--":
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    sys.exit(main(arguments[0], arguments[1], int(arguments[2]), int(arguments[3]), *arguments[5:]))
