"""200 guests answering at once through HTTP for an event with fewer places: each opens their
page (its cookie and CSRF field), then all post "accepted" together. Never over capacity, every
place filled, the rest in the waitlist in the order the server stored their answers, and every
answer stored once, as given on the web."""

import re
import tempfile
from pathlib import Path

from demo_site import SiteTest
from guest_link import GuestClient, answer_all_at_once, make_links

GUESTS = 200
CAPACITY = 50
PLACE = re.compile(r"number (\d+) in line")


class GuestConcurrencyTests(SiteTest):
    def test_two_hundred_at_once(self):
        """200 guests post accept at once for 50 places: 50 accepted, 150 waitlisted in the stored order, each answer stored once, from the web"""
        store = self.site.demo.store
        store.run("events", "create", "The Rush", "--handle", "rush", "--starts", "2026-12-15T19:00",
                  "--ends", "2026-12-15T23:30", "--timezone", "Europe/Berlin")
        store.run("events", "update", "rush", "--capacity", str(CAPACITY))
        with tempfile.TemporaryDirectory() as folder:
            file = Path(folder) / "guests.csv"
            file.write_text("name,email\n" + "".join(f"Guest {n:03},guest{n:03}@example.org\n" for n in range(GUESTS)))
            store.run("guests", "import", "rush", str(file))
        links = make_links(store, self.site.server.url, "rush")
        handles = list(links)
        self.assertEqual(len(handles), GUESTS)
        clients = {handle: GuestClient(link) for handle, link in links.items()}
        for client in clients.values():
            client.open()

        answers = answer_all_at_once(clients)
        refused = {handle: (status, body[:200]) for handle, (status, _, body) in answers.items() if status != 303}
        self.assertEqual((len(answers), refused), (GUESTS, {}), "not every post was answered with 303")

        listed = {guest["handle"]: guest for guest in store.json("guests", "list", "rush")}
        accepted = [handle for handle, guest in listed.items() if guest["status"] == "accepted"]
        waitlisted = [handle for handle, guest in listed.items() if guest["status"] == "waitlisted"]
        self.assertEqual(sum(listed[handle]["heads"] for handle in accepted), CAPACITY, "accepted heads")
        self.assertEqual(len(waitlisted), GUESTS - CAPACITY, "waitlisted guests")

        self.assertEqual({handle: guest["answeredVia"] for handle, guest in listed.items()}, {handle: "web" for handle in handles})
        # The instants to the millisecond, as stored (the JSON shows whole seconds, and 200
        # answers come within one or two).
        stored = {row[0]: (int(row[1]), int(row[2])) for row in store.sql(
            "SELECT handle, answered_at, status_changed_at FROM guests WHERE event_id = (SELECT id FROM events WHERE handle = 'rush')")}
        # Each waitlisted party joined the line when its answer was stored, and no one admitted
        # answered after anyone still waiting.
        self.assertEqual([handle for handle in waitlisted if stored[handle][0] != stored[handle][1]], [])
        first_waiting = min(stored[handle][0] for handle in waitlisted)
        passed_over = sorted((stored[handle][0] - first_waiting, handle) for handle in accepted if stored[handle][0] > first_waiting)
        self.assertEqual(passed_over, [], "guests admitted though they answered (by so many ms) after the first one still waiting")

        # Each waiting guest's page tells their place: 1, 2, ... in the order the answers were stored.
        places = {}
        for handle in waitlisted:
            found = PLACE.search(clients[handle].open())
            self.assertIsNotNone(found, f"{handle}'s page tells no place in line")
            places[handle] = int(found.group(1))
        in_line = sorted(waitlisted, key=places.get)
        self.assertEqual(sorted(places.values()), list(range(1, len(waitlisted) + 1)))
        self.assertEqual([stored[handle][0] for handle in in_line], sorted(stored[handle][0] for handle in waitlisted),
                         "the waitlist is not in the order the answers were stored")
