#!/usr/bin/env python3
"""A scripted SMTP server on aiosmtpd (PyPI 1.4.6) for RushDay's mail tests and bench.

    smtp_server.py --port 0 [--host 127.0.0.1] [--tls starttls|implicit|none --cert F --key F]
                   [--require-tls] [--auth USER:PASSWORD] [--mechanisms PLAIN,LOGIN]
                   [--maildir DIR] [--script 421,250,550,drop,silent] [--log FILE]
                   [--no-pipelining] [--no-ehlo] [--refuse-rcpt ADDRESS]
    smtp_server.py --port 0 --sink ...    # accept and discard as fast as aiosmtpd goes (counting)
    smtp_server.py --make-ca DIR          # a test CA and a server certificate for 127.0.0.1

Prints `READY <port>` once listening. Stops on SIGTERM or SIGINT, printing `RECEIVED <n>` (the
messages answered 250). --script is consumed one entry per DATA, across connections: `250`,
`421`, `550` (a two-line reply, so clients can show they keep replies whole), `drop` (the
connection closes once the data is in, before any reply) and `silent` (no reply, ever); a 421
closes the connection after it is said; every DATA after the script is answered 250. --maildir writes each accepted message as DIR/<n>.eml,
the bytes as received (dot-stuffing undone); a scripted refusal, drop or silence writes nothing.
--refuse-rcpt answers RCPT TO that address with 550 (a refused envelope, which a client ends with RSET).
--log writes one line per command received, `<connection> <COMMAND> [argument]` (AUTH without
its credentials), plus `<connection> CONNECT` when a client connects.
"""
import argparse
import asyncio
import logging
import os
import signal
import ssl
import subprocess
import sys
import warnings

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword

REPLIES = {
    "250": "250 2.0.0 OK (scripted)",
    "421": "421 4.3.0 Try again later (scripted)",
    "550": "550-5.1.1 The mailbox is unavailable\r\n550 5.1.1 (scripted refusal)",
}


def make_ca(folder):
    """A CA and a server certificate signed by it for localhost and 127.0.0.1 (EC P-256, a day),
    made with the openssl command; returns the paths of the CA certificate, the server's
    certificate and the server's key."""
    os.makedirs(folder, exist_ok=True)
    path = lambda name: os.path.join(folder, name)
    def run(*args):
        subprocess.run(["openssl", *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    run("req", "-x509", *ec, "-keyout", path("ca.key"), "-out", path("ca.pem"), "-days", "2",
        "-subj", "/CN=RushDay Test CA",
        "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign,cRLSign")
    run("req", "-new", *ec, "-keyout", path("server.key"), "-out", path("server.csr"),
        "-subj", "/CN=localhost")
    with open(path("server.ext"), "w") as ext:
        ext.write("basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\n"
                  "extendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n")
    run("x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
        "-CAcreateserial", "-days", "1", "-extfile", path("server.ext"), "-out", path("server.pem"))
    return path("ca.pem"), path("server.pem"), path("server.key")


class Recorder:
    """What the server shares across connections: the script, the count, the maildir, the log."""

    def __init__(self, options):
        self.script = [step for step in (options.script or "").split(",") if step]
        for step in self.script:
            if step not in REPLIES and step not in ("drop", "silent"):
                sys.exit(f"smtp_server.py: --script: unknown step {step!r}")
        self.maildir = options.maildir
        if self.maildir:
            os.makedirs(self.maildir, exist_ok=True)
        self.log = open(options.log, "w", buffering=1) if options.log else None
        self.accepted = 0
        self.connections = 0

    def write_log(self, connection, line):
        if self.log:
            self.log.write(f"{connection} {line}\n")

    def next_step(self):
        return self.script.pop(0) if self.script else "250"

    def keep(self, content):
        self.accepted += 1
        if self.maildir:
            final = os.path.join(self.maildir, f"{self.accepted}.eml")
            with open(final + ".part", "wb") as file:
                file.write(content)
            os.rename(final + ".part", final)  # readers never see half a message


class Handler:
    def __init__(self, recorder, pipelining, ehlo, sink, refused):
        self.recorder = recorder
        self.pipelining = pipelining
        self.ehlo = ehlo
        self.sink = sink
        self.refused = refused

    async def handle_EHLO(self, server, session, envelope, hostname, responses):
        if not self.ehlo:
            return ["502 5.5.2 EHLO not implemented (scripted)"]
        session.host_name = hostname
        # aiosmtpd reads commands from one buffered stream, so it takes pipelined commands;
        # it only does not say so.
        if self.pipelining:
            responses.insert(1, "250-PIPELINING")
        return responses

    async def handle_RCPT(self, server, session, envelope, address, options):
        if address == self.refused:
            return "550 5.1.1 No such mailbox here (scripted)"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.sink:
            self.recorder.accepted += 1
            return "250 OK"
        step = self.recorder.next_step()
        if step == "drop":
            server.transport.close()
        if step in ("drop", "silent"):
            await asyncio.Event().wait()  # cancelled when the connection goes
        if step == "250":
            self.recorder.keep(envelope.original_content)
        if step == "421":
            # 421 closes the channel (RFC 5321 3.8), as real servers do after saying it.
            asyncio.get_running_loop().call_soon(server.transport.close)
        return REPLIES[step]


class LoggingSMTP(SMTP):
    """aiosmtpd's server, writing each command it receives to the recorder's log."""

    def __init__(self, handler, recorder, **options):
        super().__init__(handler, **options)
        self.recorder = recorder
        self.connection = 0
        if recorder.log:
            for command, method in list(self._smtp_methods.items()):
                self._smtp_methods[command] = self._logged(command, method)

    def _logged(self, command, method):
        async def logged(arg):
            shown = arg.split()[0] if command == "AUTH" and arg else arg
            self.recorder.write_log(self.connection, f"{command} {shown}" if shown else command)
            await method(arg)
        return logged

    def connection_made(self, transport):
        if self._original_transport is None:  # not the same connection after STARTTLS
            self.recorder.connections += 1
            self.connection = self.recorder.connections
            self.recorder.write_log(self.connection, "CONNECT")
        super().connection_made(transport)


def server_context(cert, key):
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context


def smtp_factory(options, recorder):
    # A fixed name: aiosmtpd would otherwise ask DNS for this host's on every connection.
    options_for = dict(hostname="rushday-test-smtp", data_size_limit=None)
    handler = Handler(recorder, pipelining=not options.no_pipelining, ehlo=not options.no_ehlo, sink=options.sink,
                      refused=options.refuse_rcpt)
    if options.tls == "starttls":
        options_for.update(tls_context=server_context(options.cert, options.key),
                           require_starttls=options.require_tls)
    if options.auth:
        user, _, password = options.auth.partition(":")
        def authenticator(server, session, envelope, mechanism, data):
            ok = isinstance(data, LoginPassword) and data.login.decode() == user and data.password.decode() == password
            return AuthResult(success=ok, handled=False)  # unhandled: aiosmtpd says 535
        offered = {m.strip().upper() for m in options.mechanisms.split(",") if m.strip()}
        options_for.update(authenticator=authenticator, auth_required=True,
                           # Implicit TLS is TLS all along, which aiosmtpd cannot see; with
                           # tls=none AUTH goes in the clear, as asked.
                           auth_require_tls=options.tls == "starttls",
                           auth_exclude_mechanism=[m for m in ("PLAIN", "LOGIN") if m not in offered])
    return lambda: LoggingSMTP(handler, recorder, **options_for)


async def serve(options):
    recorder = Recorder(options)
    loop = asyncio.get_running_loop()
    tls = server_context(options.cert, options.key) if options.tls == "implicit" else None
    server = await loop.create_server(smtp_factory(options, recorder), options.host, options.port, ssl=tls)
    stop = loop.create_future()
    # A parent may hand its blocked signals down (Swift's test runner does): unblock ours.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, lambda: stop.done() or stop.set_result(None))
    print(f"READY {server.sockets[0].getsockname()[1]}", flush=True)
    await stop
    server.close()
    try:
        print(f"RECEIVED {recorder.accepted}", flush=True)
    except BrokenPipeError:  # whoever started us stopped reading
        pass


def main():
    # aiosmtpd warns of its own deprecated Session.login_data on every AUTH, and logs each line.
    warnings.simplefilter("ignore")
    logging.getLogger("mail.log").setLevel(logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--tls", choices=["starttls", "implicit", "none"], default="none")
    parser.add_argument("--cert")
    parser.add_argument("--key")
    parser.add_argument("--require-tls", action="store_true")
    parser.add_argument("--auth", metavar="USER:PASSWORD")
    parser.add_argument("--mechanisms", default="PLAIN,LOGIN", help="the AUTH mechanisms offered")
    parser.add_argument("--maildir")
    parser.add_argument("--script", default="")
    parser.add_argument("--log")
    parser.add_argument("--no-pipelining", action="store_true", help="do not offer PIPELINING")
    parser.add_argument("--no-ehlo", action="store_true", help="refuse EHLO (502), so clients say HELO")
    parser.add_argument("--refuse-rcpt", metavar="ADDRESS", help="answer RCPT TO this address with 550")
    parser.add_argument("--sink", action="store_true")
    parser.add_argument("--make-ca", metavar="DIR")
    options = parser.parse_args()
    if options.make_ca:
        ca, cert, key = make_ca(options.make_ca)
        print(f"CA={ca}\nCERT={cert}\nKEY={key}")
        return
    if options.tls != "none" and not (options.cert and options.key):
        parser.error(f"--tls {options.tls} needs --cert and --key")
    asyncio.run(serve(options))


if __name__ == "__main__":
    main()
