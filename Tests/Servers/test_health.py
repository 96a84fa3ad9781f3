"""What the proxy asks each server before sending it anyone: /healthz (the process lives) and
/readyz (it reaches its store), and that a server being stopped stops saying it is ready, so the
proxy sends it nothing new while it finishes what it has."""

import signal
import time

from http_request import status_or_none
from proxied_site import SiteCheck


class HealthTests(SiteCheck):
    def test_health_and_readiness(self):
        """each server answers /healthz 200 and /readyz 200, and /readyz 503 (or no connection) once SIGTERM begins"""
        answers = {server.name: (status_or_none(server.url + "/healthz"), server.readiness()) for server in self.site.servers}
        self.assertEqual(answers, {server.name: (200, 200) for server in self.site.servers}, "(/healthz, /readyz) per server")

        server = self.site.servers[-1]
        server.process.send_signal(signal.SIGTERM)
        seen = []
        deadline = time.monotonic() + 30
        while server.running() and time.monotonic() < deadline:
            seen.append(server.readiness())
        seen.append(server.readiness())
        status = server.wait_exit()
        self.site.restart(server)
        not_ready = [index for index, answer in enumerate(seen) if answer != 200]
        self.assertTrue(not_ready, f"/readyz answered 200 until the server exited: {seen}")
        self.assertEqual(set(seen[not_ready[0]:]) - {503, None}, set(),
                         f"/readyz once it had stopped saying 200 (None: no connection): {seen}")
        self.assertEqual(status, 0, "the exit status after SIGTERM")
