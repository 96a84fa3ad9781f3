# shellcheck shell=bash
# PostgreSQL rows for Scripts/bench (sourced after bench-tickets.sh; uses bench_ms, bench_median,
# bench_median_ms, bench_new_event, bench_guest_file and Scripts/bench's `row`, `runs`, `work`,
# `rushday`). A throwaway PostgreSQL 15 server of the bench's own (Scripts/lib/postgres-server.sh,
# on 127.0.0.1), stopped at the end; its folder is beside $work, not in it, as a server run by
# another user (as root: rushday-pg) cannot enter $work. Both sides connect over plain TCP
# (sslmode=disable) to the same server:
# - tickets checkin --stdin of 10,000 codes, against psql sending 10,000 single-row UPDATE
#   statements (each its own transaction) for the same tickets, each run right after rushday's;
# - guests list --format json of 10,000 guests, against psql running the same query with the
#   server building the JSON (json_agg).

bench_postgres() {
    local runs_by_hand=${TICKET_RUNS:-3} i ours=() theirs=() url psql_url
    local server_dir="${TMPDIR:-/tmp}/rushday-bench-postgres-$$"
    eval "$(RUSHDAY_TEST_POSTGRES_DIR="$server_dir" Scripts/lib/postgres-server.sh start)"
    # shellcheck disable=SC2154 # set by the eval above
    url="$RUSHDAY_TEST_POSTGRES_URL?sslmode=disable"
    psql_url="$RUSHDAY_TEST_POSTGRES_URL?sslmode=disable"
    (
        export RUSHDAY_DATABASE="$url" RUSHDAY_CONFIG_HOME="$work/postgres-config"
        echo "PostgreSQL: seeding..."
        "$rushday" auth signup --email bench@example.org --name Bench --password-stdin <<<"bench password 1" >/dev/null
        bench_new_event "Tickets"
        "$rushday" tickets types add tickets Door --price 10 --max-per-issue 10000 >/dev/null
        "$rushday" tickets issue tickets --type door --name Crowd --count 10000 >/dev/null
        "$rushday" tickets list tickets --type door --format csv | awk -F, 'NR > 1 { print $2 }' >"$work/pg-codes.txt"
        [ "$(wc -l <"$work/pg-codes.txt")" = 10000 ] || { echo "bench: wanted 10,000 codes on PostgreSQL" >&2; exit 1; }
        psql -X -q -At "$psql_url" -c "SELECT id FROM tickets" \
            | awk '{ printf "UPDATE tickets SET holder = holder WHERE id = '\''%s'\'';\n", $1 }' >"$work/pg-updates.sql"

        echo "PostgreSQL: timing tickets checkin --stdin of 10,000 codes ($runs_by_hand runs)..."
        for i in $(seq "$runs_by_hand"); do
            ours+=("$(bench_ms sh -c "\"$rushday\" tickets checkin tickets --stdin --device bench <'$work/pg-codes.txt'")")
            [ "$(psql -X -At "$psql_url" -c "SELECT count(*) FROM check_in_scans WHERE direction = 'entry'")" = $((i * 10000)) ] \
                || { echo "bench: checkin on PostgreSQL did not admit 10,000" >&2; exit 1; }
            theirs+=("$(bench_ms psql -X -q "$psql_url" -f "$work/pg-updates.sql")")
            "$rushday" tickets checkin tickets --stdin --exit --device bench <"$work/pg-codes.txt" >/dev/null
        done
        row "PostgreSQL: tickets checkin --stdin, 10000" "$(printf '%s\n' "${ours[@]}" | bench_median)" \
            "psql, 10,000 1-row UPDATEs (autocommit)" "$(printf '%s\n' "${theirs[@]}" | bench_median)" "<= 1.5x"

        echo "PostgreSQL: timing guests list at 10,000 guests..."
        bench_new_event "List"
        bench_guest_file "$work/guests-10k.csv" 10000
        "$rushday" guests import list "$work/guests-10k.csv" >/dev/null
        local query="SELECT json_agg(g) FROM (SELECT * FROM guests WHERE event_id = (SELECT id FROM events WHERE handle = 'list') ORDER BY created_at, handle COLLATE \"C\") g"
        row "PostgreSQL: guests list --format json, 10000" "$(bench_median_ms "$runs" "$rushday" guests list list --format json)" \
            "psql (same rows, json_agg)" "$(bench_median_ms "$runs" psql -X -At "$psql_url" -c "$query")" "<= 1.6x"
        declare -p rows | sed "s/^declare -a /declare -ga /" >"$work/pg-rows"
    )
    local status=$?
    RUSHDAY_TEST_POSTGRES_DIR="$server_dir" Scripts/lib/postgres-server.sh stop
    [ "$status" -eq 0 ] || exit "$status"
    # The rows were added in a subshell (for its environment): bring them back.
    # shellcheck disable=SC1091
    source "$work/pg-rows"
}

# bench_each_store NAME STORE_FUNCTION: runs STORE_FUNCTION LABEL DATABASE on a new SQLite file,
# then on a throwaway PostgreSQL server stopped at the end. `bench_store_cleanup` holds what an
# exit in between must undo (the server, the work folder), for the traps STORE_FUNCTION sets.
bench_each_store() {
    local name=$1 store=$2
    bench_store_cleanup="rm -rf '$work'"
    "$store" SQLite "$work/$name.sqlite"

    local server_dir="${TMPDIR:-/tmp}/rushday-bench-$name-postgres-$$"
    eval "$(RUSHDAY_TEST_POSTGRES_DIR="$server_dir" Scripts/lib/postgres-server.sh start)"
    bench_store_cleanup="RUSHDAY_TEST_POSTGRES_DIR='$server_dir' Scripts/lib/postgres-server.sh stop; $bench_store_cleanup"
    # shellcheck disable=SC2154 # set by the eval above
    "$store" PostgreSQL "$RUSHDAY_TEST_POSTGRES_URL?sslmode=disable"
    RUSHDAY_TEST_POSTGRES_DIR="$server_dir" Scripts/lib/postgres-server.sh stop
    trap 'rm -rf "$work"' EXIT
}
