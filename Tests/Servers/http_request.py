"""One HTTP request on a connection of its own, from a loopback address the caller chooses: the
servers tell clients apart by address (the proxy's 127.0.0.2, a guesser's, anyone's 127.0.0.1),
and every address of 127/8 is this machine's, so a test can be several clients at once."""

import http.client
import time
import urllib.parse

# What a connection that fails, or breaks before its answer, raises.
CONNECTION_FAILURES = (OSError, http.client.HTTPException)


def request(url, method="GET", body=None, headers=None, source="127.0.0.1", timeout=30):
    """(status, headers, body as text) of `METHOD url` sent from `source`; raises one of
    CONNECTION_FAILURES when no answer comes."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout, source_address=(source, 0))
    try:
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.headers, response.read().decode(errors="replace")
    finally:
        connection.close()


def status_or_none(url, **options):
    """The status of a GET, or None when the connection fails (refused, reset, timed out)."""
    try:
        return request(url, **options)[0]
    except CONNECTION_FAILURES:
        return None


def wait_for(what, condition, seconds, seen=None, every=0.1):
    """Calls `condition` until it returns something true, which it returns; after `seconds`
    raises AssertionError saying what was awaited and what `seen()` (else the condition) last
    gave. Every wait of the suite has such a deadline; none judges how soon it ended."""
    deadline = time.monotonic() + seconds
    while True:
        last = condition()
        if last:
            return last
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds} s for {what}; last seen: {seen() if seen else last!r}")
        time.sleep(every)
