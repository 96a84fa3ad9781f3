# shellcheck shell=bash
# A bench database with many events, fast, for Scripts/bench.
#
#   source Scripts/lib/bench-seed.sh
#   bench_seed_templates RUSHDAY         # signs up, creates the template events through rushday
#   bench_seed_copies DATABASE TOTAL     # copies them with sqlite3 until the user has TOTAL events
#
# Creating 10,000 events through rushday takes minutes; copying rows that rushday itself wrote,
# in one sqlite3 transaction, takes a fraction of a second and stores exactly what rushday would
# (same columns, same encodings), only with new ids, handles, titles and times. The templates
# cover what costs something to print: three zones with different offsets and daylight-saving
# rules (one a half hour), every optional field set and unset, a published event, and text that
# JSON and CSV must escape or quote (quotes, commas, a backslash, non-ASCII, a slash).

bench_seed_template_handles="'bench-gala', 'bench-meetup', 'bench-diwali'"

bench_seed_templates() {
    local rushday=$1
    echo "benchmark passphrase" | "$rushday" auth signup --email bench@example.org --name Bench --password-stdin >/dev/null
    "$rushday" events create "Bench gala" --handle bench-gala --timezone Europe/Berlin \
        --starts 2027-03-12T19:00 --ends 2027-03-12T23:00 --venue "Town Hall" --capacity 150 --budget 1500.50 \
        --description 'Dinner, dancing and "speeches" \ with a back/slash' >/dev/null
    "$rushday" events publish bench-gala >/dev/null
    "$rushday" events create "Bench meetup" --handle bench-meetup --timezone America/New_York \
        --starts "2027-06-01 6:30pm" --ends "2027-06-01 9:00pm" >/dev/null
    "$rushday" events create 'Diwali Café ✨ "Lights", à la maison' --handle bench-diwali --timezone Asia/Kolkata \
        --starts 2027-10-29T18:00 --ends 2027-10-30T01:00 --venue 'Hall "A", floor 2' --capacity 40 \
        --currency INR --budget 250000 >/dev/null
}

bench_seed_copies() {
    local database=$1 total=$2
    local have
    have=$(sqlite3 "$database" "SELECT count(*) FROM events")
    [ "$have" -lt "$total" ] || return 0
    # Copy i (numbered from the count already there) takes template i % 3, moves its times by a
    # pseudo-random number of hours within about a year (so offsets vary with daylight saving
    # time), and gets a UUID, handle and title of its own.
    sqlite3 "$database" <<SQL
BEGIN;
CREATE TEMP TABLE copies AS
WITH RECURSIVE n(i) AS (SELECT $have UNION ALL SELECT i + 1 FROM n WHERE i + 1 < $total),
templates AS (SELECT e.*, m.user_id, m.role, m.added_at, row_number() OVER (ORDER BY e.handle) - 1 AS k
              FROM events e JOIN memberships m ON m.event_id = e.id
              WHERE e.handle IN ($bench_seed_template_handles))
SELECT n.i, printf('%08x-0000-4000-8000-%012x', n.i, n.i) AS new_id, (n.i * 7919 % 8760) * 3600000 AS shift, t.*
FROM n JOIN templates t ON t.k = n.i % 3;
INSERT INTO events (id, handle, title, description, starts_at, ends_at, time_zone, venue, capacity, currency,
                    budget_minor_units, budget_currency, status, created_at, updated_at)
SELECT new_id, handle || '-' || i, title || ' ' || i, description, starts_at + shift, ends_at + shift, time_zone,
       venue, capacity, currency, budget_minor_units, budget_currency, status, created_at + i, updated_at + i
FROM copies;
INSERT INTO memberships (event_id, user_id, role, added_at) SELECT new_id, user_id, role, added_at FROM copies;
DROP TABLE copies;
COMMIT;
SQL
}
