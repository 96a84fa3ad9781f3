"""A certificate authority of the test's own, made with openssl in the test's folder: its root
(what rushday is told to trust through RUSHDAY_SMTP_CA_FILE) and a server certificate it signed
for 127.0.0.1 and localhost (what the SMTP server presents)."""

import subprocess
from pathlib import Path


class Authority:
    def __init__(self, folder):
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        self.root, root_key = folder / "ca.pem", folder / "ca.key"
        self.certificate, self.key = folder / "server.pem", folder / "server.key"
        request, extensions = folder / "server.csr", folder / "server.ext"
        ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        openssl("req", "-x509", *ec, "-keyout", root_key, "-out", self.root, "-days", "2",
                "-subj", "/CN=RushDay mail test CA",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign")
        openssl("req", "-new", *ec, "-keyout", self.key, "-out", request, "-subj", "/CN=localhost")
        extensions.write_text("basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\n"
                              "extendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n")
        openssl("x509", "-req", "-in", request, "-CA", self.root, "-CAkey", root_key, "-CAcreateserial",
                "-out", self.certificate, "-days", "2", "-extfile", extensions)


def openssl(*arguments):
    done = subprocess.run(["openssl", *map(str, arguments)], capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"openssl {arguments[0]} exited {done.returncode}: {done.stderr.strip()}")
