"""`rushday serve` as a person starts it: on a free loopback port, saying where it serves, and
stopped with SIGTERM, which must end it cleanly (exit 0) even with live streams open."""

import re
import signal
import subprocess
import threading

from rushday import binary

# With --public-url the line also says where guests' links begin.
SERVING = re.compile(r"^Serving on (https?://127\.0\.0\.1:\d+)(?: \(guests' links begin \S+\))?; Ctrl-C stops\.$")


class Server:
    def __init__(self, store, *options):
        self.process = subprocess.Popen([binary(), "serve", "--listen", "127.0.0.1:0", "--database", store.location, *options],
                                        env=store.environment, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        # Read stderr (the access log) as it comes, or a full pipe would stall the server.
        self.log = []
        self.reader = threading.Thread(target=lambda: self.log.extend(self.process.stderr), daemon=True)
        self.reader.start()
        first = self.process.stdout.readline().rstrip("\n")
        match = SERVING.match(first)
        if not match:
            self.process.kill()
            self.process.wait()
            self.reader.join(5)
            raise RuntimeError(f"rushday serve printed {first!r}, not 'Serving on http://127.0.0.1:PORT; Ctrl-C stops.'; "
                               f"stderr: {''.join(self.log)[-2000:]}")
        self.url = match.group(1)

    def stop(self, timeout=15):
        """SIGTERM; the exit status, or None if it had not ended after `timeout` seconds (then killed)."""
        if self.process.poll() is not None:
            return self.process.returncode
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None
