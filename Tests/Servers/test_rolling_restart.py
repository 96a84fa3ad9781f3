"""An upgrade's rolling restart: each server in turn stopped with SIGTERM, left down until the
proxy sees it gone, started again, and let back in by the proxy once /readyz says so, while
guests answer and doors scan through the proxy the whole time. A stopping server finishes what
it has; what it can no longer take goes to another. Nothing may be lost or done twice: every
request answered (a door or a guest sends again what got no answer), each answer stored, no
ticket admitted twice."""

import queue
import threading
import time

from door_client import ADMITTED, ADMITTED_BY_LOST_TRY, DoorClient
from event_setup import create_event, door_link, entries_per_ticket, import_guests, issue_tickets
from guest_link import CSRF_FIELD, GuestClient, make_links
from http_request import wait_for
from proxied_site import SiteCheck
from retrying import Retries, answered

DOORS = 4
GUEST_WORKERS = 4
# Far more than the restart takes: the load stops when the restart ends.
TICKETS = 4000
GUESTS = 800
PACE = 0.02
EVENT = "rolling-restart"
ACCEPTED = "accepted"


def answer_accepted(link, retries):
    """A guest opening their page through the proxy and answering "accepted": ACCEPTED, or what
    went wrong."""
    client = GuestClient(link)
    (status, _, page), _ = answered(client.request, retries)
    token = CSRF_FIELD.search(page)
    if status != 200 or not token:
        return f"GET answered {status}: {page[:200]}"
    (status, _, body), _ = answered(lambda: client.request({"csrf": token.group(1), "answer": "accepted"}), retries)
    return ACCEPTED if status == 303 else f"POST answered {status}: {body[:200]}"


class RollingRestartTests(SiteCheck):
    def test_rolling_restart(self):
        """a rolling restart of all three servers while guests answer and doors scan through the proxy: every request answered, each answer stored once, no ticket admitted twice"""
        store = self.site.store
        create_event(store, EVENT)
        import_guests(store, EVENT, GUESTS)
        links = make_links(store, self.site.url, EVENT)
        codes = issue_tickets(store, EVENT, TICKETS)
        retries = Retries()
        doors = [DoorClient(door_link(store, EVENT, f"door-{n}", self.site.url), f"door-{n}", retries) for n in range(1, DOORS + 1)]
        waiting = queue.Queue()
        for handle in links:
            waiting.put(handle)
        restarted = threading.Event()
        scans, answers = {}, {}

        def scan(door, share):
            for code in share:
                if restarted.is_set():
                    return
                try:
                    scans[code] = door.scan(code)
                except AssertionError as error:
                    scans[code] = f"no answer: {error}"
                time.sleep(PACE)

        def answer():
            while not restarted.is_set():
                try:
                    handle = waiting.get_nowait()
                except queue.Empty:
                    return
                try:
                    answers[handle] = answer_accepted(links[handle], retries)
                except AssertionError as error:
                    answers[handle] = f"no answer: {error}"
                time.sleep(PACE)

        threads = [threading.Thread(target=scan, args=(door, codes[n::DOORS])) for n, door in enumerate(doors)]
        threads += [threading.Thread(target=answer) for _ in range(GUEST_WORKERS)]
        for thread in threads:
            thread.start()
        exits, during = {}, {}
        try:
            wait_for("the first scans and answers", lambda: scans and answers, 120)
            for server in self.site.servers:
                before = (len(scans), len(answers))
                exits[server.name] = server.terminate()
                # Down long enough for the proxy to see it gone, as when a new binary is put in place.
                self.site.proxy.wait_state(self.site.name(server), "DOWN")
                self.site.restart(server)
                during[server.name] = (len(scans) - before[0], len(answers) - before[1])
        finally:
            restarted.set()
            for thread in threads:
                thread.join(300)
            for door in doors:
                door.close()
            for server in self.site.servers:
                if not server.running():
                    self.site.restart(server)
        print(f"    ({len(scans)} scans and {len(answers)} answers; {retries.count} requests sent again)")

        self.assertEqual(exits, {server.name: 0 for server in self.site.servers}, "exit status after SIGTERM")
        self.assertEqual([name for name, (scanned, taken) in during.items() if not (scanned and taken)], [],
                         f"servers whose restart saw no scan or no answer taken meanwhile (scans, answers): {during}")
        self.assertEqual({code: outcome for code, outcome in scans.items() if outcome not in (ADMITTED, ADMITTED_BY_LOST_TRY)}, {},
                         "scans not admitted")
        self.assertEqual({handle: outcome for handle, outcome in answers.items() if outcome != ACCEPTED}, {}, "answers not taken")

        entries = entries_per_ticket(store, EVENT)
        self.assertEqual({code: count for code, count in entries.items() if count != (1 if code in scans else 0)}, {},
                         "tickets whose entries are not one per scan (none for those not scanned)")
        listed = {guest["handle"]: guest for guest in store.json("guests", "list", EVENT)}
        stored = {handle: (guest["status"], guest["answeredVia"]) for handle, guest in listed.items()}
        self.assertEqual({handle: state for handle, state in stored.items() if state != (("accepted", "web") if handle in answers else ("invited", None))},
                         {}, "guests whose stored answer is not the one given (or one not given)")
        counted = store.sql(f"SELECT accepted FROM guest_heads WHERE event_id = (SELECT id FROM events WHERE handle = '{EVENT}')")
        self.assertEqual(counted, [[str(len(answers))]], "the heads the store counts for the event")
