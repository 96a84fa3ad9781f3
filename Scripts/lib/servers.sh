#!/usr/bin/env bash
# Installs what the several-servers tests (Tests/Servers) need, when missing: Debian's HAProxy
# (2.6), the load balancer they put in front of three `rushday serve` processes, and psql, with
# which they read what the store kept. The package's own service is left alone: the tests start
# haproxy themselves, with a configuration read from the README.
# Idempotent: a machine that has them all is left alone.
#
#   Scripts/lib/servers.sh        # install what is missing; exit non-zero if something still is
set -uo pipefail

# A fresh machine may not have read its package lists yet: try, then update and try again.
apt_install() {
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1; }
}

missing=()
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
command -v psql >/dev/null || missing+=(postgresql-client)
status=0
if [ "${#missing[@]}" -gt 0 ] && ! apt_install "${missing[@]}"; then
    echo "servers.sh: could not install ${missing[*]}" >&2
    status=1
fi
exit $status
