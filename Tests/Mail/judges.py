"""The outside judges of a received mail: Python's `email` (policy default) for its structure
and decoded headers, `icalendar` for its event.ics, `zbarimg` for its inline QR codes."""

import re
import subprocess
import tempfile
from pathlib import Path

import icalendar

LINK = re.compile(r"https?://[^\s<>\"']+/i/[A-Za-z0-9_\-]+")
UUID_IN_ID = re.compile(r"^<([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@([^>]+)>$", re.I)


def alternative(message):
    """The (text, html) of the message's one multipart/alternative, which must hold exactly a
    text/plain and a text/html part."""
    found = [part for part in message.walk() if part.get_content_type() == "multipart/alternative"]
    if len(found) != 1:
        raise AssertionError(f"wanted one multipart/alternative, got {len(found)} in {structure(message)}")
    children = list(found[0].iter_parts())
    types = [child.get_content_type() for child in children]
    if types != ["text/plain", "text/html"]:
        raise AssertionError(f"multipart/alternative holds {types}, not text/plain then text/html")
    return children[0].get_content(), children[1].get_content()


def structure(message, depth=0):
    """The MIME tree, one content type per line, for failure messages."""
    lines = ["  " * depth + message.get_content_type()]
    if message.is_multipart():
        for part in message.iter_parts():
            lines.append(structure(part, depth + 1))
    return "\n".join(lines)


def calendar_event(message):
    """The VEVENT of the message's event.ics attachment, parsed by icalendar."""
    files = [part for part in message.walk() if part.get_filename() == "event.ics"]
    if len(files) != 1:
        raise AssertionError(f"wanted one event.ics, got {len(files)} in {structure(message)}")
    if files[0].get_content_disposition() != "attachment":
        raise AssertionError(f"event.ics is {files[0].get_content_disposition()}, not an attachment")
    calendar = icalendar.Calendar.from_ical(files[0].get_payload(decode=True))
    events = [component for component in calendar.walk("VEVENT")]
    if len(events) != 1:
        raise AssertionError(f"event.ics holds {len(events)} VEVENTs")
    return events[0]


def inline_pngs(message):
    """Each inline image/png's (Content-ID without <>, bytes)."""
    return [(part["Content-ID"].strip("<>") if part["Content-ID"] else None, part.get_payload(decode=True))
            for part in message.walk()
            if part.get_content_type() == "image/png" and part.get_content_disposition() == "inline"]


def qr_code(png):
    """What zbarimg reads off a PNG: its one code's text."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "code.png"
        path.write_bytes(png)
        read = subprocess.run(["zbarimg", "--raw", "-q", str(path)], capture_output=True, text=True, timeout=60)
    codes = read.stdout.splitlines()
    if read.returncode != 0 or len(codes) != 1:
        raise AssertionError(f"zbarimg read {codes!r} (exit {read.returncode}) off an inline PNG")
    return codes[0]


def message_uuid(message, domain):
    """The UUID of a Message-ID `<UUID@domain>`."""
    found = UUID_IN_ID.match(str(message["Message-ID"]).strip())
    if not found or found.group(2) != domain:
        raise AssertionError(f"Message-ID {message['Message-ID']!r} is not <UUID@{domain}>")
    return found.group(1).lower()


def recipient(message):
    return message["To"].addresses[0].addr_spec
