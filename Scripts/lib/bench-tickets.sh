# shellcheck shell=bash
# Ticket rows for Scripts/bench (sourced after bench-guests.sh; uses its bench_ms, bench_median
# and bench_new_event, and Scripts/bench's `row`, `work`, `database`, `rushday`).
#
# Both change the database, so they are timed by hand, TICKET_RUNS runs each (default 3):
# - tickets issue --count 10000 in one command, against sqlite3 running the same 10,000 rows'
#   INSERT statements in one transaction into a table of the same schema;
# - tickets checkin --stdin of 10,000 codes in one process, against a floor measured in the same
#   run: 10,000 Ed25519 verifications at the rate `openssl speed ed25519` measures, plus
#   sqlite3 running 10,000 single-row UPDATE transactions (BEGIN IMMEDIATE ... COMMIT, WAL,
#   synchronous NORMAL as rushday's store) on the same database, each run right after
#   rushday's. Between two timed entry passes an untimed --exit pass lets every ticket in again.

bench_tickets() {
    local runs=${TICKET_RUNS:-3} i ours=() theirs=() type_query
    command -v openssl >/dev/null || { echo "bench: needs the openssl program for the Ed25519 floor" >&2; exit 69; }
    bench_new_event "Tickets"
    "$rushday" tickets types add tickets Door --price 10 --max-per-issue 10000 >/dev/null

    echo "timing tickets issue of 10,000 ($runs runs)..."
    for i in $(seq "$runs"); do
        ours+=("$(bench_ms "$rushday" tickets issue tickets --type door --name Crowd --count 10000)")
    done
    type_query="SELECT id FROM ticket_types WHERE handle = 'door' AND event_id = (SELECT id FROM events WHERE handle = 'tickets')"
    [ "$(sqlite3 "$database" "SELECT count(*) FROM tickets WHERE type_id = ($type_query)")" = $((runs * 10000)) ] \
        || { echo "bench: tickets issue did not store $((runs * 10000)) tickets" >&2; exit 1; }
    {
        echo "BEGIN;"
        sqlite3 "$database" ".mode insert tickets" "SELECT * FROM tickets WHERE type_id = ($type_query) LIMIT 10000"
        echo "COMMIT;"
    } >"$work/tickets-insert.sql"
    for i in $(seq "$runs"); do
        rm -f "$work/plain-tickets.sqlite"
        sqlite3 "$database" "SELECT sql || ';' FROM sqlite_master WHERE tbl_name = 'tickets' AND sql IS NOT NULL" \
            | sqlite3 "$work/plain-tickets.sqlite"
        theirs+=("$(bench_ms sqlite3 "$work/plain-tickets.sqlite" ".read $work/tickets-insert.sql")")
    done
    [ "$(sqlite3 "$work/plain-tickets.sqlite" "SELECT count(*) FROM tickets")" = 10000 ] \
        || { echo "bench: sqlite3 did not insert the 10,000 tickets" >&2; exit 1; }
    row "rushday tickets issue --count 10000" "$(printf '%s\n' "${ours[@]}" | bench_median)" \
        "sqlite3 (same 10,000 INSERTs, one txn)" "$(printf '%s\n' "${theirs[@]}" | bench_median)" "<= 2x"

    echo "timing tickets checkin --stdin of 10,000 codes ($runs runs)..."
    "$rushday" tickets list tickets --type door --format csv | awk -F, 'NR > 1 && NR <= 10001 { print $2 }' >"$work/codes.txt"
    [ "$(wc -l <"$work/codes.txt")" = 10000 ] || { echo "bench: wanted 10,000 codes to scan" >&2; exit 1; }
    {
        echo "PRAGMA synchronous = NORMAL;"
        sqlite3 "$database" "SELECT id FROM tickets WHERE type_id = ($type_query) LIMIT 10000" \
            | awk '{ printf "BEGIN IMMEDIATE; UPDATE tickets SET holder = holder WHERE id = '\''%s'\''; COMMIT;\n", $1 }'
    } >"$work/updates.sql"
    ours=()
    theirs=()
    local admitted verify_rate verify_ms update_ms
    # Each run times rushday, then the floor, back to back: on a shared machine the load moves.
    for i in $(seq "$runs"); do
        ours+=("$(bench_ms sh -c "\"$rushday\" tickets checkin tickets --stdin --device bench <'$work/codes.txt'")")
        admitted=$(sqlite3 "$database" "SELECT count(*) FROM check_in_scans WHERE device = 'bench' AND direction = 'entry'")
        [ "$admitted" = $((i * 10000)) ] || { echo "bench: checkin admitted $admitted of $((i * 10000))" >&2; exit 1; }
        update_ms=$(bench_ms sqlite3 "$database" ".read $work/updates.sql")
        # -elapsed: wall-clock time, as every other row measures (openssl's default is CPU time).
        verify_rate=$(openssl speed -elapsed -seconds 1 ed25519 2>/dev/null | awk '/Ed25519/ { print $NF }')
        verify_ms=$(awk -v rate="$verify_rate" 'BEGIN { printf "%d", 10000 / rate * 1000 }')
        theirs+=($((update_ms + verify_ms)))
        "$rushday" tickets checkin tickets --stdin --exit --device bench <"$work/codes.txt" >/dev/null
    done
    row "rushday tickets checkin --stdin, 10000" "$(printf '%s\n' "${ours[@]}" | bench_median)" \
        "Ed25519 verify (openssl) + 1-row txns" "$(printf '%s\n' "${theirs[@]}" | bench_median)" "<= 1.2x"
}
