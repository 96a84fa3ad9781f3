# shellcheck shell=bash
# Door rows for Scripts/bench (sourced after bench-web.sh: uses its bench_served_url and web_row,
# and Scripts/bench's `row`, `work`, `rushday`). On each store, SQLite and then PostgreSQL (a
# throwaway server of the bench's own: bench_each_store, in bench-postgres.sh), a
# new event with DOOR_SCANS (default 2,000) tickets of one type and 10,000 of another, served by
# `rushday serve` on a free loopback port, then TICKET_RUNS runs (default 3) of:
# - the door in a browser: wrk POSTing the DOOR_SCANS codes to /door/scan over 4 connections for
#   WEB_SECONDS (default 10), each a phone with the door link's cookies, in passes of entries
#   and exits so every scan is recorded (Scripts/lib/bench-door-scans.lua), in scans a second,
#   against `tickets checkin --stdin` of the same codes in one process (an untimed --exit pass
#   lets every ticket in again between the two). wrk is C: the earlier Python client took about
#   0.8 of this machine's 2 cores to send ~1,200 scans a second, leaving the server the rest;
# - an offline door's upload: `tickets sync` of a journal of 10,000 entries against
#   `tickets checkin --stdin` of the same 10,000 codes, each timed right after the other.

# bench_door_ms COMMAND...: wall time of one run in ms, failing when the command fails (a
# checkin that refused a scan measured something else).
bench_door_ms() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>"$work/door-command.err" || { echo "bench: $* failed:" >&2; cat "$work/door-command.err" >&2; return 1; }
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

# bench_door_journal CODES JOURNAL: a journal of one entry per code, as `checkin --offline`
# writes it, dated from now on, 10 us apart (so every entry follows the last exit pass).
bench_door_journal() {
    python3 - "$1" "$2" <<'EOF'
import json, secrets, sys, time
from datetime import datetime, timezone
now = time.time()
with open(sys.argv[1]) as codes, open(sys.argv[2], "w") as journal:
    for n, code in enumerate(line.rstrip("\n") for line in codes):
        at = datetime.fromtimestamp(now + n / 100000, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        journal.write(json.dumps({"at": at, "code": code, "direction": "entry", "nonce": secrets.token_urlsafe(16)}) + "\n")
EOF
}

# bench_door_wrk URL LINK DIR: scans a second through the door page LINK opens, from wrk; fails
# when any scan was not recorded.
bench_door_wrk() {
    local url=$1 link=$2 dir=$3 jar="$3/door.jar" opened page token cookie report refused
    rm -f "$jar"
    opened=$(curl -sf -c "$jar" -b "$jar" -L -w '\n%{url_effective}' "$link") || { echo "bench: the door link did not open its page" >&2; return 1; }
    page=$(tail -n 1 <<<"$opened")
    token=$(sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' <<<"$opened" | head -n 1)
    cookie=$(awk '$6 ~ /^rushday_/ { printf "%s%s=%s", sep, $6, $7; sep = "; " }' "$jar")
    [ -n "$token" ] && [ -n "$cookie" ] || { echo "bench: the door page gave no form token or cookie" >&2; return 1; }
    report=$(DOOR_CODES="$dir/scan-codes" DOOR_CLIENTS=4 DOOR_PATH="${page#"$url"}" DOOR_COOKIE="$cookie" DOOR_TOKEN="$token" \
        wrk -t4 -c4 -d"${WEB_SECONDS:-10}s" -s Scripts/lib/bench-door-scans.lua "$url") || return 1
    refused=$(sed -n 's/^refused=//p' <<<"$report")
    [ "$refused" = 0 ] || { echo "bench: ${refused:-some} door scans over HTTP were not recorded:" >&2; echo "$report" >&2; return 1; }
    awk '/^Requests\/sec:/ { printf "%.0f", $2 }' <<<"$report"
}

# bench_door_store LABEL DATABASE: the rows of one store.
bench_door_store() {
    local label=$1 database=$2 dir="$work/door-$1" runs=${TICKET_RUNS:-3} scans=${DOOR_SCANS:-2000}
    local pid url link i rate ms http=() cli=() sync=() checkin=()
    mkdir -p "$dir"
    local door=(env RUSHDAY_CONFIG_HOME="$dir/config" RUSHDAY_DATABASE="$database" "$rushday")
    echo "door, $label: $scans and 10,000 tickets..."
    "${door[@]}" auth signup --email door@example.org --name Door --password-stdin <<<"door bench password" >/dev/null
    "${door[@]}" events create "Door" --handle door --starts 2027-06-12T19:00 --ends 2027-06-12T23:00 --timezone Europe/Berlin >/dev/null
    "${door[@]}" tickets types add door Scan --price 0 --max-per-issue 10000 >/dev/null
    "${door[@]}" tickets types add door Sync --price 0 --max-per-issue 10000 >/dev/null
    "${door[@]}" tickets issue door --type scan --name Crowd --count "$scans" >/dev/null
    "${door[@]}" tickets issue door --type sync --name Crowd --count 10000 >/dev/null
    "${door[@]}" tickets list door --type scan --format csv | awk -F, 'NR > 1 { print $2 }' >"$dir/scan-codes"
    "${door[@]}" tickets list door --type sync --format csv | awk -F, 'NR > 1 { print $2 }' >"$dir/sync-codes"
    [ "$(wc -l <"$dir/scan-codes")" = "$scans" ] && [ "$(wc -l <"$dir/sync-codes")" = 10000 ] \
        || { echo "bench: wanted $scans and 10,000 codes to scan" >&2; exit 1; }

    RUSHDAY_DATABASE="$database" "$rushday" serve --listen 127.0.0.1:0 >"$dir/serve.out" 2>"$dir/serve.log" &
    pid=$!
    # shellcheck disable=SC2064 # the pid now, not at exit
    trap "kill $pid 2>/dev/null; $bench_store_cleanup" EXIT
    url=$(bench_served_url "$pid" "$dir/serve.out" "$dir/serve.log")
    link=$("${door[@]}" tickets door add door bench-http --public-url "$url" | head -n 1)

    echo "door, $label: $scans scans over HTTP from 4 clients, then through tickets checkin --stdin ($runs runs)..."
    for i in $(seq "$runs"); do
        rate=$(bench_door_wrk "$url" "$link" "$dir") || exit 1
        http+=("$rate")
        # wrk stops within a pass: this lets out whoever it left inside (refusing the others).
        "${door[@]}" tickets checkin door --stdin --exit --device bench <"$dir/scan-codes" >/dev/null 2>&1 || true
        ms=$(bench_door_ms sh -c "\"\$0\" \"\$@\" <'$dir/scan-codes'" "${door[@]}" tickets checkin door --stdin --device bench) || exit 1
        cli+=("$(awk -v n="$scans" -v ms="$ms" 'BEGIN { printf "%.0f", n * 1000 / ms }')")
        bench_door_ms sh -c "\"\$0\" \"\$@\" <'$dir/scan-codes'" "${door[@]}" tickets checkin door --stdin --exit --device bench >/dev/null || exit 1
    done
    web_row "door, $label: POST /door/scan, 4 clients" "$(printf '%s\n' "${http[@]}" | bench_median)" \
        "tickets checkin --stdin, same $scans" "$(printf '%s\n' "${cli[@]}" | bench_median)" ">= 50%"

    echo "door, $label: tickets sync of 10,000 offline scans, then checkin --stdin of the same ($runs runs)..."
    for i in $(seq "$runs"); do
        bench_door_journal "$dir/sync-codes" "$dir/journal-$i.jsonl"
        ms=$(bench_door_ms "${door[@]}" tickets sync door "$dir/journal-$i.jsonl" --device bench-sync) || exit 1
        sync+=("$ms")
        bench_door_ms sh -c "\"\$0\" \"\$@\" <'$dir/sync-codes'" "${door[@]}" tickets checkin door --stdin --exit --device bench >/dev/null || exit 1
        ms=$(bench_door_ms sh -c "\"\$0\" \"\$@\" <'$dir/sync-codes'" "${door[@]}" tickets checkin door --stdin --device bench) || exit 1
        checkin+=("$ms")
        bench_door_ms sh -c "\"\$0\" \"\$@\" <'$dir/sync-codes'" "${door[@]}" tickets checkin door --stdin --exit --device bench >/dev/null || exit 1
    done
    [ "$("${door[@]}" tickets conflicts door --format csv | wc -l)" -le 1 ] \
        || { echo "bench: the synced journals made conflicts; the runs overlapped" >&2; exit 1; }
    row "door, $label: tickets sync, 10,000 offline" "$(printf '%s\n' "${sync[@]}" | bench_median)" \
        "tickets checkin --stdin, same 10,000" "$(printf '%s\n' "${checkin[@]}" | bench_median)" "<= 2x"

    kill -TERM "$pid"
    wait "$pid" || { echo "bench: rushday serve did not stop cleanly on SIGTERM (exit $?)" >&2; exit 1; }
    # shellcheck disable=SC2064
    trap "$bench_store_cleanup" EXIT
}

bench_door() {
    bench_each_store door bench_door_store
}
