"""200 guests answering at once through the proxy for 50 places, each guest's page and answer on
whichever server the proxy picks: the capacity and the waitlist are the store's to decide, so
three servers must decide as one would. The form token one server gave must be taken by another,
and the waitlist's places read alike on every server."""

import re

from event_setup import create_event, import_guests
from guest_link import GuestClient, answer_all_at_once, make_links
from http_request import wait_for
from proxied_site import SiteCheck

GUESTS = 200
CAPACITY = 50
EVENT = "guest-rush"
PLACE = re.compile(r"number (\d+) in line")
ANSWER_LOGGED = re.compile(r"^\S+ POST /i/\[redacted\] 303 ")


class GuestRushTests(SiteCheck):
    def test_two_hundred_answers_through_the_proxy(self):
        """200 guests answer "accepted" at once through the proxy for 50 places: 50 heads accepted, 150 waitlisted in the stored order, each answer stored once, no 5xx"""
        store = self.site.store
        create_event(store, EVENT, capacity=CAPACITY)
        import_guests(store, EVENT, GUESTS)
        links = make_links(store, self.site.url, EVENT)
        self.assertEqual(len(links), GUESTS)
        clients = {handle: GuestClient(link) for handle, link in links.items()}
        for client in clients.values():
            client.open()
        logged_before = [len(server.log) for server in self.site.servers]

        answers = answer_all_at_once(clients)
        refused = {handle: (status, body[:200]) for handle, (status, _, body) in answers.items() if status != 303}
        self.assertEqual((len(answers), refused), (GUESTS, {}), "not every post was answered with 303")

        def answers_logged():
            return [sum(1 for line in server.log[before:] if ANSWER_LOGGED.match(line))
                    for server, before in zip(self.site.servers, logged_before)]
        wait_for("every answer in a server's access log", lambda: sum(answers_logged()) == GUESTS, 30, seen=answers_logged)
        self.assertNotIn(0, answers_logged(), "answers taken per server: the proxy sent one server none")

        listed = {guest["handle"]: guest for guest in store.json("guests", "list", EVENT)}
        accepted = [handle for handle, guest in listed.items() if guest["status"] == "accepted"]
        waitlisted = [handle for handle, guest in listed.items() if guest["status"] == "waitlisted"]
        self.assertEqual(sum(listed[handle]["heads"] for handle in accepted), CAPACITY, "accepted heads")
        self.assertEqual(len(waitlisted), GUESTS - CAPACITY, "waitlisted guests")
        self.assertEqual({handle: guest["answeredVia"] for handle, guest in listed.items()}, {handle: "web" for handle in clients})
        counted = store.sql(f"SELECT accepted FROM guest_heads WHERE event_id = (SELECT id FROM events WHERE handle = '{EVENT}')")
        self.assertEqual(counted, [[str(CAPACITY)]], "the heads the store counts for the event")

        # The instants to the millisecond, as stored: each waitlisted guest joined the line when
        # their answer was stored, and no one was given a place who answered after one still waiting.
        stored = {handle: (int(answered), int(changed)) for handle, answered, changed in store.sql(
            f"SELECT handle, answered_at, status_changed_at FROM guests WHERE event_id = (SELECT id FROM events WHERE handle = '{EVENT}')")}
        self.assertEqual([handle for handle in waitlisted if stored[handle][0] != stored[handle][1]], [])
        first_waiting = min(stored[handle][0] for handle in waitlisted)
        self.assertEqual(sorted(handle for handle in accepted if stored[handle][0] > first_waiting), [],
                         "guests given a place though they answered after the first one still waiting")

        # Each waiting guest's page, from whichever server, tells their place in the stored order.
        places = {}
        for handle in waitlisted:
            found = PLACE.search(clients[handle].open())
            self.assertIsNotNone(found, f"{handle}'s page tells no place in line")
            places[handle] = int(found.group(1))
        self.assertEqual(sorted(places.values()), list(range(1, len(waitlisted) + 1)))
        self.assertEqual([stored[handle][0] for handle in sorted(waitlisted, key=places.get)],
                         sorted(stored[handle][0] for handle in waitlisted), "the waitlist is not in the order the answers were stored")
