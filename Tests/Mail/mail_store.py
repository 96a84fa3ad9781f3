"""What every mail check runs against: a new store of one backend (Tests/Browser's Store: a
SQLite file, or a schema of its own on the test PostgreSQL server) with an organiser signed in,
a config folder of its own (where `mail setup --password-stdin` keeps the SMTP password), a CA
of its own that rushday trusts for SMTP (RUSHDAY_SMTP_CA_FILE), and the SMTP servers it starts."""

import json
import re
import signal
import socket
import subprocess
import threading
import time
import unittest
from datetime import datetime, timedelta, timezone

from rushday import Store, binary
from smtp import Authority, SMTPServer

SMTP_USER = "mailer"
SMTP_PASSWORD = "Sm7p-pw-8c1d-NEVER-SHOWN"
SENDER = "Fête Team <events@rushday.test>"
SENDER_DOMAIN = "rushday.test"
ORGANISER = "organiser@rushday.test"
ORGANISER_PASSWORD = "organiser-password-1"
# Non-ASCII everywhere a header carries it: the subject (the title) and the To names.
TITLE = "Fête d'été à Zürich — 20 ans ✨"
ZONE = "Europe/Zurich"
STARTS = "2026-12-15T19:00"
SENT_LINE = re.compile(r"\bSent (\d+), (\d+) failed, (\d+) wait to retry\.$", re.M)


class MailStore:
    def __init__(self, backend):
        self.backend = backend
        self.store = Store(backend)
        self.folder = self.store.folder
        self.config = self.folder / "xdg" / "rushday"
        self.environment = self.store.environment
        self.environment.update(XDG_CONFIG_HOME=str(self.folder / "xdg"), RUSHDAY_CONFIG_HOME=str(self.config))
        self.authority = Authority(self.folder / "ca")
        self.environment["RUSHDAY_SMTP_CA_FILE"] = str(self.authority.root)
        self.servers = []
        self.processes = []
        self.run("auth", "signup", "--email", ORGANISER, "--name", "Orla Organiser", "--password-stdin",
                 stdin=ORGANISER_PASSWORD + "\n")

    def close(self):
        for process in self.processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        for server in self.servers:
            server.stop()
        self.store.remove()

    def attempt(self, *arguments, stdin=None, environment=None, timeout=300):
        """Runs `rushday ARGUMENTS`; the finished process, whatever its exit status."""
        return subprocess.run([binary(), *arguments], input=stdin, capture_output=True, text=True,
                              env={**self.environment, **(environment or {})}, timeout=timeout)

    def run(self, *arguments, stdin=None, environment=None, timeout=300):
        """Runs `rushday ARGUMENTS`, raising with its stderr if it fails; its stdout."""
        done = self.attempt(*arguments, stdin=stdin, environment=environment, timeout=timeout)
        if done.returncode != 0:
            raise AssertionError(f"rushday {' '.join(arguments)} exited {done.returncode}: {done.stderr.strip()}")
        return done.stdout

    def json(self, *arguments, **options):
        return json.loads(self.run(*arguments, "--format", "json", **options))

    def start(self, *arguments, environment=None):
        """Starts `rushday ARGUMENTS` in the background (killed at the end if still running)."""
        process = subprocess.Popen([binary(), *arguments], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, env={**self.environment, **(environment or {})})
        self.processes.append(process)
        return process

    # SMTP

    def smtp_server(self, name="smtp", **options):
        """A new SMTP server with the store's CA; by default STARTTLS required, AUTH as SMTP_USER."""
        options.setdefault("user", SMTP_USER)
        options.setdefault("password", SMTP_PASSWORD)
        server = SMTPServer(self.folder / name, self.authority, **options)
        self.servers.append(server)
        return server

    def setup(self, server, tls=None, user=SMTP_USER, public_url="http://127.0.0.1:9", options=()):
        """`mail setup` pointing at `server`, the password through --password-stdin."""
        arguments = ["mail", "setup", "--smtp", server.url(user, tls), "--from", SENDER, "--public-url", public_url, *options]
        if user:
            arguments += ["--password-stdin"]
        return self.run(*arguments, stdin=SMTP_PASSWORD + "\n" if user else None)

    def send(self, environment=None, timeout=300):
        """`mail send`: its (sent, failed, waiting) counts."""
        printed = self.run("mail", "send", environment=environment, timeout=timeout)
        counts = SENT_LINE.search(printed)
        if not counts:
            raise AssertionError(f"mail send printed no 'Sent N, N failed, N wait to retry.' line: {printed!r}")
        return tuple(map(int, counts.groups()))

    def outbox(self, event, *options):
        return self.json("mail", "outbox", event, *options)

    # Events and guests

    def event(self, title=TITLE, starts=STARTS, ends=None, zone=ZONE, options=()):
        ends = ends or starts[:11] + "23:30"
        return self.json("events", "create", title, "--starts", starts, "--ends", ends, "--timezone", zone, *options)["handle"]

    def guest(self, event, name, email=None, *options):
        arguments = ["guests", "add", event, name, *options]
        if email:
            arguments += ["--email", email]
        return self.json(*arguments)["guest"]["handle"]

    def accepted_guest(self, event, name, email, party=0):
        handle = self.guest(event, name, email, "--party", str(party))
        self.run("guests", "rsvp", event, handle, "accepted")
        return handle


def free_port():
    """A loopback port free now, for a `rushday serve` whose address must be known before it starts."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def soon(hours):
    """A start `hours` from now, as an instant with Z (read the same in any zone)."""
    moment = datetime.now(timezone.utc).replace(second=0, microsecond=0) + timedelta(hours=hours)
    return moment.strftime("%Y-%m-%dT%H:%MZ")


def wait(seconds, condition):
    deadline = time.monotonic() + seconds
    while True:
        answer = condition()
        if answer or time.monotonic() > deadline:
            return answer
        time.sleep(0.2)


class MailTest(unittest.TestCase):
    """A check with a new MailStore of `backend` (run.py gives each backend its own copy of the class)."""

    backend = None
    backends = ("sqlite", "postgres")

    def describe(self):
        return f"{self.backend}: {self._testMethodDoc.strip().splitlines()[0]}"

    def setUp(self):
        self.mail = MailStore(self.backend)
        self.addCleanup(self.mail.close)

    def assertSent(self, counts, sent, failed=0, waiting=0):
        self.assertEqual(counts, (sent, failed, waiting), "mail send's Sent N, N failed, N wait to retry")

    def only(self, items, what):
        self.assertEqual(len(items), 1, f"wanted one {what}, got {len(items)}: {items}")
        return items[0]


class Served:
    """`rushday serve` of the store on a port chosen before it starts (a mail's links must name
    it), its access log kept; stopped with SIGTERM."""

    def __init__(self, mail, port=None, environment=None):
        self.url = f"http://127.0.0.1:{port or free_port()}"
        self.process = mail.start("serve", "--listen", self.url.removeprefix("http://"), environment=environment)
        self.log = []
        threading.Thread(target=lambda: self.log.extend(self.process.stderr), daemon=True).start()
        first = self.process.stdout.readline().strip()
        if not first.startswith(f"Serving on {self.url}"):
            self.process.kill()
            raise AssertionError(f"rushday serve printed {first!r}; stderr: {''.join(self.log)[-2000:]}")
        threading.Thread(target=lambda: self.log.extend(self.process.stdout), daemon=True).start()

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode
