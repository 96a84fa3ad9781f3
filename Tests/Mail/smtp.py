"""The SMTP server a test sends to: Tests/Mail/smtp_server.py (aiosmtpd) on a free loopback
port, with a certificate from a CA of the check's own and a maildir where every message it
accepted lands as received, read back with Python's `email` package (policy default: headers
decoded, parts typed)."""

import email
import email.policy
import re
import select
import subprocess
import sys
import threading
import time
from pathlib import Path

from smtp_server import make_ca

SCRIPT = Path(__file__).resolve().parent / "smtp_server.py"
MESSAGE_ID = re.compile(rb"^Message-ID:\s*(<[^>\r\n]*>)", re.I | re.M)


class Authority:
    """A certificate authority made with openssl in `folder` (smtp_server.py's make_ca): its root,
    which rushday is told to trust (RUSHDAY_SMTP_CA_FILE), and the server certificate and key it
    signed for 127.0.0.1."""

    def __init__(self, folder):
        self.root, self.certificate, self.key = map(Path, make_ca(str(folder)))


class SMTPServer:
    """`tls`: starttls (required before AUTH and MAIL), implicit, or none. `user`/`password`:
    AUTH required, through `mechanisms` (PLAIN and LOGIN by default). `script`: smtp_server.py's
    list of replies to DATA (`421`, `550`, `drop`, `silent`), 250 after them."""

    def __init__(self, folder, authority=None, tls="starttls", user=None, password=None, mechanisms=None,
                 script=None):
        self.folder = Path(folder)
        self.maildir = self.folder / "maildir"
        self.maildir.mkdir(parents=True, exist_ok=True)
        self.log_file = self.folder / "smtp.log"
        command = [sys.executable, str(SCRIPT), "--port", "0", "--tls", tls, "--log", str(self.log_file),
                   "--maildir", str(self.maildir)]
        if tls != "none":
            command += ["--cert", str(authority.certificate), "--key", str(authority.key)]
        if tls == "starttls":
            command += ["--require-tls"]
        if user:
            command += ["--auth", f"{user}:{password}"]
        if mechanisms:
            command += ["--mechanisms", mechanisms]
        if script:
            command += ["--script", ",".join(script)]
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        self.errors = []
        threading.Thread(target=lambda: self.errors.extend(self.process.stderr), daemon=True).start()
        ready, _, _ = select.select([self.process.stdout], [], [], 20)
        line = self.process.stdout.readline().strip() if ready else ""
        if not line.startswith("READY "):
            self.stop()
            raise RuntimeError(f"smtp_server.py printed {line!r}, not 'READY PORT'; stderr: {''.join(self.errors)[-2000:]}")
        self.port = int(line.split()[1])

    def url(self, user=None, tls=None):
        """The `mail setup --smtp` URL of this server."""
        who = f"{user}@" if user else ""
        return f"smtp://{who}127.0.0.1:{self.port}" + (f"?tls={tls}" if tls else "")

    def files(self):
        """The maildir's messages in the order received."""
        return sorted(self.maildir.glob("*.eml"), key=lambda path: int(re.sub(r"\D", "", path.stem) or 0))

    def messages(self):
        return [email.message_from_bytes(path.read_bytes(), policy=email.policy.default) for path in self.files()]

    def message_ids(self):
        """Each received message's Message-ID, read from its raw header (fast for thousands)."""
        ids = []
        for path in self.files():
            head = path.read_bytes().split(b"\r\n\r\n", 1)[0].split(b"\n\n", 1)[0]
            found = MESSAGE_ID.search(head)
            ids.append(found.group(1).decode() if found else None)
        return ids

    def wait_for(self, count, seconds):
        """Waits until the maildir holds `count` messages (or `seconds` passed); how many it holds."""
        deadline = time.monotonic() + seconds
        while len(self.files()) < count and time.monotonic() < deadline:
            time.sleep(0.1)
        return len(self.files())

    def log(self):
        return self.log_file.read_text(errors="replace") if self.log_file.exists() else ""

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
