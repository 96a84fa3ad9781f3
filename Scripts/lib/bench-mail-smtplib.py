#!/usr/bin/env python3
"""The mail bench's baseline: Python's smtplib sending a maildir's .eml files, as they are, over
one connection (TCP_NODELAY; with TLS starttls, STARTTLS trusting CA_FILE, then AUTH; with none,
plain SMTP) to 127.0.0.1:PORT, each to its own To address and from its From address. Prints the
wall time of the sending alone (connect to QUIT), in ms; the files are read before the clock
starts.

    SMTP_PASSWORD=... bench-mail-smtplib.py PORT starttls|none CA_FILE USER MAILDIR
"""

import email.parser
import email.policy
import email.utils
import os
import smtplib
import socket
import ssl
import sys
import time
from pathlib import Path


def envelope(raw):
    headers = email.parser.BytesHeaderParser(policy=email.policy.default).parsebytes(raw)
    return (email.utils.parseaddr(str(headers["From"]))[1], [email.utils.parseaddr(str(headers["To"]))[1]])


def main(port, tls, ca_file, user, maildir):
    mails = []
    for path in sorted(Path(maildir).glob("*.eml")):
        raw = path.read_bytes()
        mails.append((*envelope(raw), raw))
    context = ssl.create_default_context(cafile=ca_file)
    start = time.perf_counter()
    with smtplib.SMTP("127.0.0.1", int(port), timeout=60) as client:
        # As rushday's client does: without it each message's last TLS record waits for the
        # server's delayed ACK (40 ms a message), which would time Nagle, not smtplib.
        client.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if tls == "starttls":
            client.starttls(context=context)
            client.login(user, os.environ["SMTP_PASSWORD"])
        for sender, recipients, raw in mails:
            client.sendmail(sender, recipients, raw)
    print(round((time.perf_counter() - start) * 1000))


if __name__ == "__main__":
    main(*sys.argv[1:])
