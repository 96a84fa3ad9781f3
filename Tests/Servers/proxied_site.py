"""What every drill runs against: the demo's sample in a schema of its own on the test PostgreSQL
server, three `rushday serve` processes on it, and HAProxy in front with the README's
configuration, every server UP before the first drill. A drill that stops or kills a server
starts it again before it ends, so the next finds the site whole."""

import socket
import unittest

from haproxy import HAProxy
from haproxy_config import configuration
from rushday import Demo
from serve_process import ServeProcess

SERVERS = 3


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Site:
    def __init__(self):
        self.demo = Demo("postgres")
        self.servers = []
        self.proxy = None
        try:
            for number in range(1, SERVERS + 1):
                server = ServeProcess(self.store, f"server {number}")
                self.servers.append(server)
                server.start()
            proxy_port, stats_port = free_port(), free_port()
            text, self.names = configuration(proxy_port, stats_port, [server.port for server in self.servers])
            self.proxy = HAProxy(text, self.store.folder, proxy_port, stats_port)
            for name in self.names:
                self.proxy.wait_state(name, "UP")
        except BaseException:
            self.close()
            raise

    @property
    def store(self):
        return self.demo.store

    @property
    def url(self):
        """Where guests and doors reach the site: the proxy."""
        return self.proxy.url

    def name(self, server):
        """The server's name in the proxy's configuration and stats."""
        return self.names[self.servers.index(server)]

    def restart(self, server):
        """Starts a stopped or killed server again and waits until the proxy sends to it."""
        server.start()
        self.proxy.wait_state(self.name(server), "UP")

    def close(self):
        """Stops the proxy and the servers, drops the schema and removes the store's files."""
        if self.proxy:
            self.proxy.stop()
        for server in self.servers:
            server.stop()
        self.store.sql(f"DROP SCHEMA {self.store.schema} CASCADE")
        self.store.remove()


class SiteCheck(unittest.TestCase):
    """A drill against the `site` run.py gives it."""

    site = None

    def describe(self):
        return self._testMethodDoc.strip().splitlines()[0]
