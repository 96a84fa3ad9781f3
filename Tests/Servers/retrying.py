"""A client's patience while a server goes away under it. A request whose connection failed, or
that the proxy answered itself for a server it lost (HAProxy's own 502, 503 or 504 page: a POST
it may not send twice), is sent again, as the door page's script goes on when a scan gets no
answer and a guest presses again. Every such try is counted, and the drills report the count;
any other answer, a 5xx of rushday's own among them, is the answer."""

import threading
import time

from http_request import CONNECTION_FAILURES

HAPROXY_PAGE = ("<html><body><h1>502 ", "<html><body><h1>503 ", "<html><body><h1>504 ")


def from_proxy(status, body):
    """Whether the answer is HAProxy's own error page, not rushday's."""
    return status in (502, 503, 504) and body.lstrip().startswith(HAPROXY_PAGE)


class Retries:
    """How many requests were sent again, across threads."""

    def __init__(self):
        self.count = 0
        self.lock = threading.Lock()

    def add(self):
        with self.lock:
            self.count += 1


def answered(send, retries, seconds=60):
    """Calls `send()` (which returns (status, headers, body)) until it gets an answer that is not
    a lost try; that answer, and whether an earlier try was lost (so may have done its work)."""
    deadline = time.monotonic() + seconds
    lost = False
    while True:
        try:
            status, headers, body = send()
            if not from_proxy(status, body):
                return (status, headers, body), lost
            why = f"haproxy answered {status}: {body.strip()[:200]}"
        except CONNECTION_FAILURES as error:
            why = f"{type(error).__name__}: {error}"
        if time.monotonic() > deadline:
            raise AssertionError(f"no answer within {seconds} s; the last try: {why}")
        lost = True
        retries.add()
        time.sleep(0.2)
