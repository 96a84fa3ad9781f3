"""The events the drills make at the command line, as an organiser would, each of its own so no
drill's guests or tickets meet another's: an event, its imported guests, its tickets issued by
name, and its doors' links (addressed to the proxy), and what the store then holds of them."""

import tempfile
from pathlib import Path


def create_event(store, handle, capacity=None):
    store.run("events", "create", handle.replace("-", " ").title(), "--handle", handle, "--starts", "2026-12-15T19:00",
              "--ends", "2026-12-15T23:30", "--timezone", "Europe/Berlin")
    if capacity is not None:
        store.run("events", "update", handle, "--capacity", str(capacity))


def import_guests(store, event, count):
    """`count` guests imported from a CSV file, as `guests import` takes a list."""
    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "guests.csv"
        file.write_text("name,email\n" + "".join(f"Guest {n:04},guest{n:04}@{event}.example.org\n" for n in range(count)))
        store.run("guests", "import", event, str(file))


def issue_tickets(store, event, count):
    """The codes of `count` new tickets of one type, issued by name."""
    store.run("tickets", "types", "add", event, "Regular", "--price", "10.00", "--max-per-issue", str(count))
    issued = store.json("tickets", "issue", event, "--type", "regular", "--name", "Door Holder", "--count", str(count))
    return [ticket["code"] for ticket in issued]


def door_link(store, event, device, public_url):
    """A new door's link for the device, by `tickets door add`."""
    return store.json("tickets", "door", "add", event, device, "--public-url", public_url)["link"]


def entries_per_ticket(store, event):
    """How many entries the store recorded for each of the event's tickets, by code."""
    codes = {ticket["reference"]: ticket["code"] for ticket in store.json("tickets", "list", event)}
    rows = store.sql(f"""SELECT t.reference, count(s.sequence) FROM tickets t
        LEFT JOIN check_in_scans s ON s.ticket_id = t.id AND s.direction = 'entry'
        WHERE t.event_id = (SELECT id FROM events WHERE handle = '{event}') GROUP BY t.reference""")
    return {codes[reference]: int(count) for reference, count in rows}
