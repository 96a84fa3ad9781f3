"""One of the `rushday serve` processes behind the proxy, as the README starts them: the shared
PostgreSQL store, the proxy's address trusted. The drills kill it, stop it and start it again,
so it is started again on the port it was first given (the proxy's configuration names it), and
its access log is kept across those lives: the drills read which client address it saw."""

import queue
import signal
import subprocess
import threading

from http_request import status_or_none, wait_for
from rushday import binary
from server import SERVING

# The address the proxy connects from (`source` on its server lines), and so the one the servers
# trust to say who the client is.
PROXY_SOURCE = "127.0.0.2"
TRUSTED_PROXY = f"{PROXY_SOURCE}/32"


def read_lines(pipe, lines):
    """Puts each line of `pipe` in the queue `lines`, then None when it closes."""
    for line in pipe:
        lines.put(line)
    lines.put(None)


class ServeProcess:
    def __init__(self, store, name):
        self.store = store
        self.name = name
        self.port = 0
        self.log = []
        self.process = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self, seconds=60):
        """Starts it (on a free port the first time, on the same port after) and waits for its
        "Serving on" line, then for /readyz to answer 200."""
        self.process = subprocess.Popen(
            [binary(), "serve", "--listen", f"127.0.0.1:{self.port}", "--database", self.store.location,
             "--trusted-proxy", TRUSTED_PROXY],
            env=self.store.environment, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        printed = queue.Queue()
        # Both pipes read as they come, or a full pipe would stall the server.
        threading.Thread(target=read_lines, args=(self.process.stdout, printed), daemon=True).start()
        threading.Thread(target=self.log.extend, args=(self.process.stderr,), daemon=True).start()
        try:
            first = printed.get(timeout=seconds)
        except queue.Empty:
            first = None
        match = SERVING.match((first or "").rstrip("\n"))
        if not match:
            self.kill()
            raise RuntimeError(f"{self.name}: rushday serve printed {first!r}, not 'Serving on http://127.0.0.1:PORT; "
                               f"Ctrl-C stops.' (exit status {self.process.returncode}); stderr: {''.join(self.log)[-2000:]}")
        self.port = int(match.group(1).rsplit(":", 1)[1])
        wait_for(f"{self.name}'s /readyz to answer 200", lambda: self.readiness() == 200, seconds, seen=self.readiness)

    def readiness(self):
        """/readyz's status, or None when nothing answers."""
        return status_or_none(self.url + "/readyz", timeout=5)

    def running(self):
        return self.process is not None and self.process.poll() is None

    def terminate(self, seconds=30):
        """SIGTERM, as an orchestrator stops it; its exit status (see `wait_exit`)."""
        self.process.send_signal(signal.SIGTERM)
        return self.wait_exit(seconds)

    def wait_exit(self, seconds=30):
        """Its exit status, or None if it had not ended after `seconds` (then killed)."""
        try:
            return self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            self.kill()
            return None

    def kill(self):
        """SIGKILL: the machine lost, nothing finished."""
        self.process.kill()
        self.process.wait()

    def stop(self):
        if self.running():
            self.terminate()
