"""The link-guessing throttle behind a proxy: a guest link that opens nothing counts against the
client address, and after 20 in ten minutes every further bad link from it is answered 429. With
three servers the guesses must be counted in the store (a guesser spreading them over the
servers gets no more tries), against the client the proxy names (not the proxy, or every guest
would be locked out together), and never against an address an untrusted peer merely claims."""

import re
import secrets

from guest_link import make_link
from http_request import request, wait_for
from proxied_site import SiteCheck
from serve_process import PROXY_SOURCE

LIMIT = 20
# Clients on addresses of their own: every address of 127/8 is this machine's.
GUESSER = "127.0.0.66"
NEIGHBOUR = "127.0.0.67"
UNTRUSTED = "127.0.0.1"


def bad_link(url):
    """A link to the server at `url` with a random secret, which opens nothing."""
    return f"{url}/i/{secrets.token_urlsafe(32)}"


def forwarded_for(address):
    return {"X-Forwarded-For": address}


class LinkGuessingTests(SiteCheck):
    def lines(self, pattern):
        """The access-log lines of every server that match `pattern`, by server."""
        return {server.name: [line for line in server.log if re.match(pattern, line)] for server in self.site.servers}

    def test_guesses_counted_across_servers(self):
        """20 bad links from one client spread over the three servers lock it out on every server (429), through the proxy too; another client is not locked out, and a good link still opens"""
        servers = self.site.servers
        guesses = [request(bad_link(servers[n % len(servers)].url), source=PROXY_SOURCE, headers=forwarded_for(GUESSER))[0]
                   for n in range(LIMIT)]
        self.assertEqual(guesses, [404] * LIMIT, "the first 20 bad links, to the servers in turn from the proxy's address")
        locked = {server.name: request(bad_link(server.url), source=PROXY_SOURCE, headers=forwarded_for(GUESSER))[0]
                  for server in servers}
        self.assertEqual(locked, {server.name: 429 for server in servers}, "the 21st bad link, on each server")
        through_proxy = request(bad_link(self.site.url), source=GUESSER, headers=forwarded_for("10.9.9.8"))[0]
        self.assertEqual(through_proxy, 429, "a bad link through the proxy from the guesser, who claims another address")
        wait_for("each server to log the guesser's address for its 429",
                 lambda: all(self.lines(rf"{re.escape(GUESSER)} GET /i/\[redacted\] 429 ").values()), 30,
                 seen=lambda: self.lines(r"\S+ GET /i/\[redacted\] 429 "))

        neighbour = {server.name: request(bad_link(server.url), source=PROXY_SOURCE, headers=forwarded_for(NEIGHBOUR))[0]
                     for server in servers}
        self.assertEqual(neighbour, {server.name: 404 for server in servers}, "another client's bad link, on each server")
        guest = self.site.store.json("guests", "list", self.site.demo.event)[0]["handle"]
        good = make_link(self.site.store, self.site.url, self.site.demo.event, guest)
        self.assertEqual(request(good, source=NEIGHBOUR)[0], 200, "another client's good link through the proxy")
        self.assertEqual(request(good, source=GUESSER)[0], 200, "a good link through the proxy from the guesser (a valid link always opens)")

    def test_untrusted_forwarded_for_ignored(self):
        """a forged X-Forwarded-For from an untrusted peer changes nothing: its 20 bad links lock out its own address on every server, and the forged address is not locked"""
        servers = self.site.servers
        forged = [f"10.9.9.{n}" for n in range(1, LIMIT + 1)]
        guesses = [request(bad_link(servers[n % len(servers)].url), source=UNTRUSTED, headers=forwarded_for(forged[n]))[0]
                   for n in range(LIMIT)]
        self.assertEqual(guesses, [404] * LIMIT, f"the first 20 bad links from {UNTRUSTED}, each claiming another address")
        locked = {server.name: request(bad_link(server.url), source=UNTRUSTED, headers=forwarded_for("10.9.9.9"))[0]
                  for server in servers}
        self.assertEqual(locked, {server.name: 429 for server in servers}, f"the 21st bad link from {UNTRUSTED}, on each server")
        claimed = {server.name: request(bad_link(server.url), source=PROXY_SOURCE, headers=forwarded_for("10.9.9.9"))[0]
                   for server in servers}
        self.assertEqual(claimed, {server.name: 404 for server in servers}, "a bad link the proxy says 10.9.9.9 sent, on each server")

        # The log names the peer for every forged request: 10.9.9.x only for the proxy's three.
        wait_for("the proxy's three requests for 10.9.9.9 in the access logs",
                 lambda: sum(map(len, self.lines(r"10\.9\.9\.9 GET /i/\[redacted\] 404 ").values())) == len(servers), 30,
                 seen=lambda: self.lines(r"10\.9\.9\.9 "))
        self.assertEqual(sum(map(len, self.lines(r"10\.9\.9\.").values())), len(servers),
                         f"access-log lines naming a forged address: {self.lines(r'10[.]9[.]9[.]')}")
