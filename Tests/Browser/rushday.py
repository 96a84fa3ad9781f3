"""The `rushday` program as the tests drive it from a terminal: one store (a SQLite file, or a
schema of its own on the test PostgreSQL server), the demo's sample planted in it, and the
commands a person would type against it."""

import json
import os
import re
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOSTILE_NAME = "<img src=x onerror=alert(1)>"


def binary():
    """The binary the root build made, or RUSHDAY_BIN's."""
    path = Path(os.environ.get("RUSHDAY_BIN", ROOT / ".build" / "debug" / "rushday")).resolve()
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"no rushday binary at {path}; build the root first (swift build) or set RUSHDAY_BIN")
    return path


def postgres_server():
    """The URL and password of the test PostgreSQL server: the one Scripts/test exported, else
    the throwaway server of Scripts/lib/postgres-server.sh, started and left running (as the
    end-to-end tests do)."""
    url, password = os.environ.get("RUSHDAY_TEST_POSTGRES_URL"), os.environ.get("PGPASSWORD")
    if url and password:
        return url, password
    started = subprocess.run([ROOT / "Scripts/lib/postgres-server.sh", "start"], capture_output=True, text=True)
    if started.returncode != 0:
        raise RuntimeError(f"no PostgreSQL server for the tests: {started.stderr.strip()}")
    values = dict(re.findall(r"^export (\w+)=(.*)$", started.stdout, re.M))
    return values["RUSHDAY_TEST_POSTGRES_URL"], values["PGPASSWORD"]


class Store:
    """A new, empty store of one backend ("sqlite" or "postgres") in a folder of its own."""

    def __init__(self, backend):
        self.backend = backend
        self.folder = Path(tempfile.mkdtemp(prefix=f"rushday-browser-{backend}-"))
        self.environment = {k: v for k, v in os.environ.items() if not k.startswith("RUSHDAY_")}
        self.environment.update(NO_COLOR="1", RUSHDAY_CONFIG_HOME=str(self.folder / "config"))
        if backend == "sqlite":
            self.location = str(self.folder / "rushday.sqlite")
        else:
            self.server_url, password = postgres_server()
            self.schema = "browser_" + uuid.uuid4().hex[:12]
            subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", self.server_url, "-c", f"CREATE SCHEMA {self.schema}"],
                           env={**self.environment, "PGPASSWORD": password}, check=True, capture_output=True)
            self.location = f"{self.server_url}?schema={self.schema}&sslmode=disable"
            self.environment["PGPASSWORD"] = password
        self.environment["RUSHDAY_DATABASE"] = self.location

    def remove(self):
        """Removes the store's folder and a session folder kept elsewhere (the demo's, on PostgreSQL)."""
        shutil.rmtree(self.folder, ignore_errors=True)
        if "rushday-demo-" in self.environment["RUSHDAY_CONFIG_HOME"]:
            shutil.rmtree(self.environment["RUSHDAY_CONFIG_HOME"], ignore_errors=True)

    def run(self, *arguments, stdin=None):
        """Runs `rushday ARGUMENTS`, raising with its stderr if it fails."""
        done = subprocess.run([binary(), *arguments], input=stdin, capture_output=True, text=True,
                              env=self.environment, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"rushday {' '.join(arguments)} exited {done.returncode}: {done.stderr.strip()}")
        return done.stdout

    def json(self, *arguments):
        return json.loads(self.run(*arguments, "--format", "json"))

    def sql(self, script):
        """Runs SQL on the store with its own client (sqlite3, or psql in the store's schema):
        for what no command shows. Its rows, each a list of the columns as text."""
        if self.backend == "sqlite":
            command = ["sqlite3", "-bail", "-separator", "\t", self.location]
        else:
            command = ["psql", "-X", "-q", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1", self.server_url]
            script = f"SET search_path TO {self.schema};\n{script}"
        done = subprocess.run(command, input=script, capture_output=True, text=True, env=self.environment, timeout=60)
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} exited {done.returncode}: {done.stderr.strip()}")
        return [line.split("\t") for line in done.stdout.splitlines() if line]


class Demo:
    """`rushday demo`'s sample in a new store: its main event, its owner's email and password,
    and the session the demo left signed in (the CLI's commands below run as the owner)."""

    def __init__(self, backend):
        self.store = Store(backend)
        printed = self.store.run("demo", "--database", self.store.location)
        signed_in = re.search(r"signed in as (\S+), password (\S+)\)", printed)
        config = re.search(r"^\s*export RUSHDAY_CONFIG_HOME='([^']*)'", printed, re.M)
        handle = re.search(r"^\s+Handle\s+(\S+)\s*$", printed, re.M)
        if not (signed_in and config and handle):
            raise RuntimeError(f"rushday demo printed no owner, session or event handle:\n{printed}")
        self.email, self.password = signed_in.groups()
        self.store.environment["RUSHDAY_CONFIG_HOME"] = config.group(1)
        self.event = handle.group(1)

    def headings(self):
        """The headings `events show` prints for the event, in order: each line at the margin
        that a title rule or an indented line follows (a card's badge, `[PUBLISHED]`, left off)."""
        lines = self.store.run("events", "show", self.event).splitlines()
        headings = []
        for line, following in zip(lines, lines[1:]):
            if line.strip() and not line[0].isspace() and (following.startswith(("═", "─", " "))):
                headings.append(re.sub(r"\s+\[[^\]]*\]$", "", line.strip()))
        return headings

    def dashboard_items(self):
        """Each dashboard item's label and value, as `events show --format json` gives them."""
        return {(section["title"], item["label"]): item["value"]
                for section in self.store.json("events", "show", self.event)["dashboard"]
                for item in section.get("items", [])}

    def ticket_codes(self):
        return [ticket["code"] for ticket in self.store.json("tickets", "list", self.event)
                if ticket["status"] == "valid"]
