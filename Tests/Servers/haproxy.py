"""HAProxy (Debian's `haproxy`, which Scripts/lib/servers.sh installs) run in the foreground with
the README's configuration, and what its stats page says of each server: the drills wait on it
to see a dead server taken out and a restarted one taken back."""

import csv
import io
import shutil
import subprocess
import threading
from pathlib import Path

from http_request import CONNECTION_FAILURES, request, wait_for


def executable():
    found = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
    if not found:
        raise RuntimeError("no haproxy on this machine; Scripts/lib/servers.sh installs Debian's")
    return found


class HAProxy:
    def __init__(self, configuration, folder, proxy_port, stats_port):
        self.url = f"http://127.0.0.1:{proxy_port}"
        self.stats_url = f"http://127.0.0.1:{stats_port}/stats;csv"
        file = Path(folder) / "haproxy.cfg"
        file.write_text(configuration)
        checked = subprocess.run([executable(), "-c", "-f", str(file)], capture_output=True, text=True, timeout=30)
        if checked.returncode != 0:
            raise RuntimeError(f"haproxy -c refuses the README's configuration:\n{checked.stdout}{checked.stderr}\n{configuration}")
        # -db: in the foreground, a child of this process, stopped with it.
        self.process = subprocess.Popen([executable(), "-db", "-f", str(file)], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.log = []
        threading.Thread(target=self.log.extend, args=(self.process.stderr,), daemon=True).start()

    def states(self):
        """Each server's status on the stats page (UP, DOWN, "DOWN 1/2" on its way up, ...), by
        its name in the configuration; {} while the page does not answer."""
        try:
            status, _, body = request(self.stats_url, timeout=5)
        except CONNECTION_FAILURES:
            return {}
        if status != 200:
            return {}
        rows = csv.DictReader(io.StringIO(body.lstrip("# ")))
        return {row["svname"]: row["status"] for row in rows if row["svname"] not in ("FRONTEND", "BACKEND")}

    def wait_state(self, server, wanted, seconds=60):
        """Waits until the stats page shows `server` exactly `wanted` ("UP" or "DOWN")."""
        if self.process.poll() is not None:
            raise AssertionError(f"haproxy exited {self.process.returncode}: {''.join(self.log)[-2000:]}")
        wait_for(f"haproxy's stats to show {server} {wanted}", lambda: self.states().get(server) == wanted, seconds,
                 seen=self.states, every=0.2)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
