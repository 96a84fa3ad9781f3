#!/usr/bin/env bash
# Installs what the mail tests and the mail bench need, when missing: aiosmtpd 1.4.6 from PyPI
# (Tests/Mail/smtp_server.py runs on it) and openssl (which makes each test's CA). Idempotent:
# a machine that has them is left alone.
#
#   Scripts/lib/mail.sh        # install what is missing; exit non-zero if something still is
set -uo pipefail

status=0
if [ "$(python3 -c 'import aiosmtpd; print(aiosmtpd.__version__)' 2>/dev/null)" != 1.4.6 ]; then
    pip install -q aiosmtpd==1.4.6 >/dev/null 2>&1 || { echo "mail.sh: could not install aiosmtpd 1.4.6" >&2; status=1; }
fi
# A fresh machine may not have read its package lists yet: try, then update and try again.
if ! command -v openssl >/dev/null; then
    apt-get install -y -qq --no-install-recommends openssl >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq --no-install-recommends openssl >/dev/null 2>&1; } ||
        { echo "mail.sh: could not install openssl" >&2; status=1; }
fi
exit $status
