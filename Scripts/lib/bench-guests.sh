# Guest import and list rows for Scripts/bench (sourced; uses its `row`, `runs`, `work`,
# `database`, `rushday` and bench_median_ms).
#
# An import changes the database, so it is timed by hand, a few runs each into a new event,
# against sqlite3's .import of the same file into a new plain table (the issue's baseline) and,
# as a floor for rushday's own schema, sqlite3 writing the same rows into a copy of its guests
# table with its five indexes, in one transaction, each run into a new event of that same copy:
# run N of each then adds to a table already holding the N - 1 imports before it, whose indexes
# every insert walks. Its peak memory comes from /usr/bin/time. guests list is timed like
# events list, against sqlite3 -json of the same rows.

# bench_guest_file PATH ROWS: ROWS guests, each accepting with one companion.
bench_guest_file() {
    awk -v n="$2" 'BEGIN {
        print "Full name,E-mail,Party size,RSVP,Tags"
        for (i = 0; i < n; i++) printf "Guest %d,guest%d@example.org,1,yes,\"vip; row %d\"\n", i, i, i % 7
    }' >"$1"
}

# bench_rsvp_ms EVENT GUEST: median wall time of `runs` answers of GUEST, maybe and accepted in
# turn, so each changes what is stored (and frees, then takes, the guest's places).
bench_rsvp_ms() {
    local i answers=(maybe accepted) times=()
    for i in $(seq "$runs"); do times+=("$(bench_ms "$rushday" guests rsvp "$1" "$2" "${answers[i % 2]}")"); done
    printf '%s\n' "${times[@]}" | bench_median
}

# An organiser's answer for a guest at 100,000 guests against the same at 100: each event's
# capacity holds a quarter of its parties, so three quarters wait and every answer serves the
# waitlist.
bench_guest_answers() {
    echo "timing guests rsvp at 100 and 100,000 guests..."
    local size
    for size in 100 100000; do
        bench_guest_file "$work/answers.csv" "$size"
        "$rushday" events create "Answers $size" --handle "answers-$size" --starts 2027-06-12T19:00 --ends 2027-06-12T23:00 \
            --timezone Europe/Berlin --capacity $((size / 2)) >/dev/null
        "$rushday" guests import "answers-$size" "$work/answers.csv" >/dev/null
        "$rushday" guests show "answers-$size" guest-10 >/dev/null || { echo "bench: no guest-10 among answers-$size" >&2; exit 1; }
    done
    rm -f "$work/answers.csv"
    row "rushday guests rsvp, 100000 guests" "$(bench_rsvp_ms answers-100000 guest-10)" \
        "the same at 100 guests" "$(bench_rsvp_ms answers-100 guest-10)" "<= 1.5x"
}

# bench_ms COMMAND...: wall time of one run, in ms.
bench_ms() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

bench_median() { sort -n | awk '{a[NR]=$1} END {print (NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2}'; }

bench_new_event() {
    "$rushday" events create "$1" --starts 2027-06-12T19:00 --ends 2027-06-12T23:00 --timezone Europe/Berlin \
        --capacity 50000 >/dev/null
}

# bench_schema_import FILE EVENT: sqlite3 stages FILE with .import and inserts its rows, as
# guests of EVENT, into the copy of rushday's guests table (ids random as rushday's are), one
# transaction.
bench_schema_import() {
    sqlite3 "$work/schema.sqlite" -cmd ".mode csv" "BEGIN" ".import $1 staging" \
        "INSERT INTO guests (id, event_id, handle, name, email, others, tags, status, status_changed_at, created_at, updated_at, match_key,
                             name_key, search_key, tag_keys)
         SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(6))),
                '$2', 'guest-' || rowid, \"Full name\", \"E-mail\", \"Party size\", '[\"vip\"]', 'accepted', 0, 0, 0, 'email:' || \"E-mail\",
                lower(\"Full name\"), lower(\"Full name\") || char(10) || 'guest-' || rowid || char(10) || lower(\"E-mail\") || char(10) || char(10),
                char(10) || 'vip' || char(10)
         FROM staging" "DROP TABLE staging" "COMMIT"
}

bench_guests() {
    local imports=${IMPORT_RUNS:-3} file="$work/guests-100k.csv" i ours=() theirs=() floor=()
    echo "generating 100,000 guest rows..."
    bench_guest_file "$file" 100000
    echo "timing guests import of 100,000 rows ($imports runs)..."
    rm -f "$work/schema.sqlite"
    # With the counts its triggers keep: accepted heads (Schema+GuestHeads.swift), guests per
    # status (Schema+GuestListPages.swift).
    sqlite3 "$work/schema.sqlite" "$(sqlite3 "$database" .schema\ guest_heads)" "$(sqlite3 "$database" .schema\ guest_counts)" \
        "$(sqlite3 "$database" .schema\ guests)" >/dev/null
    for i in $(seq "$imports"); do
        bench_new_event "Import $i"
        ours+=("$(bench_ms "$rushday" guests import "import-$i" "$file")")
        rm -f "$work/plain.sqlite"
        theirs+=("$(bench_ms sqlite3 "$work/plain.sqlite" -cmd ".mode csv" ".import $file guests")")
        floor+=("$(bench_ms bench_schema_import "$file" "import-$i")")
    done
    [ "$(sqlite3 "$work/schema.sqlite" "SELECT count(*) FROM guests")" = $((100000 * imports)) ] \
        || { echo "bench: sqlite3 did not store 100,000 guests a run in rushday's schema" >&2; exit 1; }
    [ "$(sqlite3 "$database" "SELECT count(*) FROM guests g JOIN events e ON e.id = g.event_id WHERE e.handle = 'import-1'")" = 100000 ] \
        || { echo "bench: the import did not store 100,000 guests" >&2; exit 1; }
    row "rushday guests import, 100000 rows" "$(printf '%s\n' "${ours[@]}" | bench_median)" \
        "sqlite3 .import (plain table)" "$(printf '%s\n' "${theirs[@]}" | bench_median)" ""
    row "rushday guests import, 100000 rows" "$(printf '%s\n' "${ours[@]}" | bench_median)" \
        "sqlite3 into rushday's guests schema" "$(printf '%s\n' "${floor[@]}" | bench_median)" "<= 2x"

    if [ -x /usr/bin/time ]; then
        # Not named `rows`: that is Scripts/bench's table, which `row` appends to.
        local size
        for size in 100000 1000000; do
            echo "peak memory of guests import at $size rows..."
            bench_guest_file "$work/rss.csv" "$size"
            bench_new_event "Memory $size"
            peak_kb[$size]=$(/usr/bin/time -f %M "$rushday" guests import "memory-$size" "$work/rss.csv" 2>&1 >/dev/null | tail -1)
        done
        rm -f "$work/rss.csv"
    fi

    bench_guest_answers

    echo "timing guests list at 10,000 guests..."
    bench_new_event "List"
    bench_guest_file "$work/guests-10k.csv" 10000
    "$rushday" guests import list "$work/guests-10k.csv" >/dev/null
    local query="SELECT * FROM guests WHERE event_id = (SELECT id FROM events WHERE handle = 'list') ORDER BY name, handle"
    row "rushday guests list --format json, 10000" "$(bench_median_ms "$runs" "$rushday" guests list list --format json)" \
        "sqlite3 -json (same rows)" "$(bench_median_ms "$runs" sqlite3 -json "$database" "$query")" "<= 2x"
}
