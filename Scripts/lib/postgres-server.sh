#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server for tests, on loopback only (127.0.0.1; and 127.0.0.2, which
# its certificate does not name, for the TLS tests' host name check).
#
#   Scripts/lib/postgres-server.sh start   initdb into a temporary folder, start on a free port,
#                                          print the env (again, if it is running already)
#   Scripts/lib/postgres-server.sh env     print the env of the running server (exit 1 if none)
#   Scripts/lib/postgres-server.sh stop    stop it and remove its folder (fine if none runs)
#   Scripts/lib/postgres-server.sh halt    stop it, keeping its folder (the fault drills)
#   Scripts/lib/postgres-server.sh resume  start a halted server again, with its data
#
# The env is three `export NAME=value` lines, for `eval "$(Scripts/lib/postgres-server.sh start)"`:
# RUSHDAY_TEST_POSTGRES_URL (postgres://rushday@127.0.0.1:PORT/rushday_test), PGPASSWORD and
# RUSHDAY_TEST_POSTGRES_ROOTCERT. The password is in the environment, never in the URL, as the
# store will read it.
#
# The server takes plain and TLS connections alike (ssl=on, `host` lines in pg_hba.conf). Its
# certificate, for 127.0.0.1 and localhost, is signed by a CA made for this server alone:
# RUSHDAY_TEST_POSTGRES_ROOTCERT is that CA's certificate, for sslmode=verify-full.
#
# PostgreSQL refuses to run as root, so as root the server runs as the system user rushday-pg
# (created on first use), which owns the folder. RUSHDAY_TEST_POSTGRES_DIR moves the folder.
set -euo pipefail

dir=${RUSHDAY_TEST_POSTGRES_DIR:-${TMPDIR:-/tmp}/rushday-test-postgres}
data="$dir/data"
lock="${dir%/}.lock"
user=rushday
database=rushday_test

bindir() {
    local candidate
    for candidate in /usr/lib/postgresql/15/bin /usr/local/bin; do
        if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ] && [ -x "$candidate/postgres" ]; then
            echo "$candidate"
            return
        fi
    done
    echo "postgres-server: no PostgreSQL 15 server binaries (initdb, pg_ctl, postgres); apt-get install postgresql-15" >&2
    exit 69
}

# Runs a server program as the folder's owner: itself, or rushday-pg when we are root.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u rushday-pg -- "$@"
    else
        "$@"
    fi
}

ensure_owner() {
    [ "$(id -u)" -eq 0 ] || return 0
    id rushday-pg >/dev/null 2>&1 ||
        useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin rushday-pg
}

running() { [ -f "$data/postmaster.pid" ] && as_owner "$bin/pg_ctl" status -D "$data" >/dev/null 2>&1; }

print_env() {
    echo "export RUSHDAY_TEST_POSTGRES_URL=postgres://$user@127.0.0.1:$(cat "$dir/port")/$database"
    echo "export PGPASSWORD=$(cat "$dir/password")"
    echo "export RUSHDAY_TEST_POSTGRES_ROOTCERT=$dir/ca.crt"
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# A CA of this server's own and a certificate it signs for 127.0.0.1 and localhost, in the
# data folder where the server reads it; the CA's key is not kept.
make_certificates() {
    local tls="$dir/tls"
    mkdir -p "$tls"
    openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=rushday test CA" \
        -keyout "$tls/ca.key" -out "$dir/ca.crt" >"$tls/openssl.log" 2>&1 &&
        openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" \
            -keyout "$data/server.key" -out "$tls/server.csr" >>"$tls/openssl.log" 2>&1 &&
        printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' >"$tls/server.ext" &&
        openssl x509 -req -in "$tls/server.csr" -CA "$dir/ca.crt" -CAkey "$tls/ca.key" -CAcreateserial -CAserial "$tls/ca.srl" \
            -days 3650 -extfile "$tls/server.ext" -out "$data/server.crt" >>"$tls/openssl.log" 2>&1 ||
        { cat "$tls/openssl.log" >&2; exit 1; }
    rm -rf "$tls"
    chmod 600 "$data/server.key"
    chmod 644 "$dir/ca.crt" "$data/server.crt"
    [ "$(id -u)" -ne 0 ] || chown rushday-pg "$data/server.key" "$data/server.crt" "$dir/ca.crt"
}

start() {
    if running && [ -f "$dir/ca.crt" ]; then
        print_env
        return
    fi
    # A server started before it had TLS has no CA: it is replaced by one that has.
    if running; then
        as_owner "$bin/pg_ctl" stop -D "$data" -m fast -w >/dev/null
    fi
    ensure_owner
    rm -rf "$dir"
    mkdir -p "$dir"
    od -An -N16 -tx1 /dev/urandom | tr -d ' \n' >"$dir/password"
    free_port >"$dir/port"
    [ "$(id -u)" -ne 0 ] || chown -R rushday-pg "$dir"
    chmod 700 "$dir"
    as_owner "$bin/initdb" -D "$data" -U "$user" --pwfile="$dir/password" --auth=scram-sha-256 \
        --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    make_certificates
    # `host` lines match plain and TLS connections alike (hostssl would refuse plain ones).
    echo "host all all 127.0.0.2/32 scram-sha-256" >>"$data/pg_hba.conf"
    # A socket folder of its own: /var/run/postgresql may not exist or may not be ours. The
    # server must not inherit the lock (fd 9), or it would hold it for as long as it runs.
    launch
    PGPASSWORD=$(cat "$dir/password") psql -q -h 127.0.0.1 -p "$(cat "$dir/port")" -U "$user" -d postgres \
        -c "CREATE DATABASE $database" >/dev/null
    print_env
}

# Starts the server on its folder's data, port and certificate.
launch() {
    as_owner "$bin/pg_ctl" start -D "$data" -l "$dir/server.log" -w -t 30 9>&- \
        -o "-c listen_addresses=127.0.0.1,127.0.0.2 -p $(cat "$dir/port") -k $dir -c fsync=off -c max_connections=500 -c ssl=on -c ssl_cert_file=server.crt -c ssl_key_file=server.key" \
        >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
}

# For the fault drills: the server goes away as a stopped server does (its clients lose their
# connections, open transactions are rolled back) and comes back with its data.
halt() {
    running || { echo "postgres-server: not running" >&2; exit 1; }
    as_owner "$bin/pg_ctl" stop -D "$data" -m fast -w >/dev/null
}

resume() {
    [ -d "$data" ] || { echo "postgres-server: no server to resume (start one)" >&2; exit 1; }
    running || launch
}

stop() {
    if running; then
        as_owner "$bin/pg_ctl" stop -D "$data" -m fast -w >/dev/null
    fi
    rm -rf "$dir"
}

bin=$(bindir)
mkdir -p "$(dirname "$lock")"
exec 9>"$lock"
flock 9 # a test run and a person starting it at once get one server
case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) running || { echo "postgres-server: not running (start it first)" >&2; exit 1; }; print_env ;;
    halt) halt ;;
    resume) resume ;;
    *) echo "usage: $0 start|stop|env|halt|resume" >&2; exit 64 ;;
esac
