"""HAProxy's configuration as the README gives it: the `haproxy` block of its "Running several
servers" section in README.md, with the example's addresses replaced by the drill's free ports. The drills run what a reader
would copy, so a change to the README is a change to what they prove."""

import re

from rushday import ROOT

HEADING = "## Running several servers"
BLOCK = re.compile(r"^```haproxy\n(.*?)^```", re.M | re.S)
# The example's addresses, each of which the drill replaces with one of its own.
PROXY = "127.0.0.1:8080"
STATS = "127.0.0.1:8404"
SERVERS = ("127.0.0.1:8081", "127.0.0.1:8082", "127.0.0.1:8083")
SERVER_LINE = re.compile(r"^\s*server\s+(\S+)\s+(\S+)", re.M)


def readme_block():
    """The haproxy block's text and the file it came from."""
    file = ROOT / "README.md"
    text = file.read_text()
    if HEADING not in text:
        raise RuntimeError(f"no section {HEADING!r} in {file}")
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    found = BLOCK.search(section)
    if not found:
        raise RuntimeError(f"{file}: the section {HEADING!r} has no ```haproxy block")
    return found.group(1), file


def configuration(proxy_port, stats_port, server_ports):
    """The README's configuration listening on `proxy_port` (stats on `stats_port`), its three
    servers on `server_ports` in order; and their names there, in the same order."""
    text, file = readme_block()
    named = SERVER_LINE.findall(text)
    if [address for _, address in named] != list(SERVERS):
        raise RuntimeError(f"{file}: the haproxy block's server lines name {named}, not three servers at {SERVERS}")
    for example in (PROXY, STATS):
        if text.count(example) != 1:
            raise RuntimeError(f"{file}: the haproxy block names {example} {text.count(example)} times, not once")
    text = text.replace(PROXY, f"127.0.0.1:{proxy_port}").replace(STATS, f"127.0.0.1:{stats_port}")
    for example, port in zip(SERVERS, server_ports):
        text = text.replace(example, f"127.0.0.1:{port}")
    return text, [name for name, _ in named]
