# shellcheck shell=bash
# Guest page rows for Scripts/bench (sourced after bench-web.sh: uses its wrk_rate and web_row,
# and Scripts/bench's `row`, `work`, `rushday`). On each store, SQLite and then PostgreSQL (a
# throwaway server of the bench's own: bench_each_store, in bench-postgres.sh): the
# demo's sample with one more guest who has a personal link, `rushday serve --bench-floor` on a
# free loopback port, then
# - wrk, 2 threads and 50 connections for WEB_SECONDS (default 10), on the guest's page
#   (/i/SECRET, without its cookie: each request a first visit) against GET /bench/floor, the
#   server's fixed 2 kB page;
# - the same, each request the next of CROWD (default 2,000) guests' pages of another event in
#   turn (Scripts/lib/bench-guest-pages.lua): more than the 1,000 drawings the server keeps
#   (App/Web/Support/Drawings.swift), so each visit reads and draws its page;
# - RSVP_POSTS (default 500) answers one after another (Scripts/lib/bench-guest-rsvp.py: GET the
#   page, POST the form, only the POST timed) against GETs of the floor by the same client: p99;
# - the same answers by a guest of an event of 100,000 guests against a guest of one of 100
#   (each event's capacity a quarter of its parties, so every answer serves a long waitlist): p50;
# - wrk on the organiser's guest list page of that event of 100,000 guests against the same page
#   of an event of 1,000 (bench_guest_list_web);
# - a guest list of 100,000 uploaded and imported in the browser against `guests import`, and
#   the server's peak memory after 100,000 and 1,000,000 (bench_upload_web, bench-upload.sh).

# bench_guest_store LABEL DATABASE: the rows of one store.
bench_guest_store() {
    local label=$1 database=$2 dir="$work/guest-$1" printed config event guest link pid url floor page rsvp
    mkdir -p "$dir"
    echo "guest page, $label: planting the demo..."
    printed=$("$rushday" demo --database "$database")
    config=$(sed -n "s/^ *export RUSHDAY_CONFIG_HOME='\(.*\)'$/\1/p" <<<"$printed")
    event=$(awk '$1 == "Handle" { print $2; exit }' <<<"$printed")
    [ -n "$config" ] && [ -n "$event" ] || { echo "bench: rushday demo printed no session or event:" >&2; echo "$printed" >&2; exit 1; }
    local cli=(env RUSHDAY_CONFIG_HOME="$config" RUSHDAY_DATABASE="$database" "$rushday")
    guest=$("${cli[@]}" guests add "$event" "Bench Guest" --party 1 --database "$database" --format json \
        | python3 -c 'import json, sys; print(json.load(sys.stdin)["guest"]["handle"])')

    "$rushday" serve --bench-floor --listen 127.0.0.1:0 --database "$database" >"$dir/serve.out" 2>"$dir/serve.log" &
    pid=$!
    # shellcheck disable=SC2064 # the pid and folder now, not at exit
    trap "kill $pid 2>/dev/null; $bench_store_cleanup" EXIT
    url=$(bench_served_url "$pid" "$dir/serve.out" "$dir/serve.log")
    link=$("${cli[@]}" guests link "$event" "$guest" --public-url "$url" --database "$database" --format json \
        | python3 -c 'import json, sys; print(json.load(sys.stdin)["link"])')
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$link")" = 200 ] || { echo "bench: the guest's link $link does not open" >&2; exit 1; }

    echo "guest page, $label: wrk, 50 connections, ${WEB_SECONDS:-10} s each: the floor, the guest's page..."
    floor=$(wrk_rate "$url/bench/floor" "bench=1")
    page=$(wrk_rate "$link" "bench=1")
    read -r floor floor_p99 <<<"$floor"
    read -r page page_p99 <<<"$page"
    web_row "web, $label: guest page (p99 $page_p99 ms)" "$page" "GET /bench/floor, 2 kB (p99 $floor_p99 ms)" "$floor" ">= 25%"

    local crowd=${CROWD:-2000} many many_p99
    echo "guest page, $label: $crowd guest pages in turn..."
    "${cli[@]}" events create "Crowd" --handle crowd --starts 2026-12-15T19:00 --ends 2026-12-15T23:30 --timezone Europe/Berlin \
        --database "$database" >/dev/null
    awk -v n="$crowd" 'BEGIN { print "name,email"; for (i = 1; i <= n; i++) printf "Guest %05d,guest%05d@example.org\n", i, i }' >"$dir/crowd.csv"
    "${cli[@]}" guests import crowd "$dir/crowd.csv" --database "$database" >/dev/null
    "${cli[@]}" guests links crowd --public-url "$url" --format csv --database "$database" \
        | python3 -c 'import csv, sys, urllib.parse; [print(urllib.parse.urlsplit(row["link"]).path) for row in csv.DictReader(sys.stdin)]' \
        >"$dir/crowd-paths"
    [ "$(wc -l <"$dir/crowd-paths")" = "$crowd" ] || { echo "bench: guests links made no $crowd links" >&2; exit 1; }
    many=$(GUEST_PATHS="$dir/crowd-paths" wrk_rate "$url/" "bench=1" -s Scripts/lib/bench-guest-pages.lua)
    read -r many many_p99 <<<"$many"
    web_row "web, $label: $crowd guest pages (p99 $many_p99 ms)" "$many" "GET /bench/floor, same run" "$floor" ""

    echo "guest page, $label: ${RSVP_POSTS:-500} answers, one after another..."
    local -A rsvp
    while IFS== read -r key value; do rsvp[$key]=$value; done \
        < <(python3 Scripts/lib/bench-guest-rsvp.py "$link" "$url/bench/floor" "${RSVP_POSTS:-500}" || echo failed=1)
    [ -z "${rsvp[failed]:-}" ] || exit 1
    row "web, $label: RSVP POST p99 (p50 ${rsvp[post_p50_ms]})" "${rsvp[post_p99_ms]}" \
        "GET /bench/floor p99, same client (p50 ${rsvp[floor_p50_ms]})" "${rsvp[floor_p99_ms]}" ""

    bench_guest_answers_web "$label" "$dir" "$url" "${cli[@]}"
    bench_guest_list_web "$label" "$dir" "$url" "$printed" "$floor" "${cli[@]}"
    bench_upload_web "$label" "$dir" "$url" "$dir/jar" "$pid" "${cli[@]}"

    kill -TERM "$pid"
    wait "$pid" || { echo "bench: rushday serve did not stop cleanly on SIGTERM (exit $?)" >&2; exit 1; }
    # shellcheck disable=SC2064
    trap "$bench_store_cleanup" EXIT
}

# bench_guest_answers_web LABEL DIR URL RUSHDAY...: the answer row at 100,000 guests.
bench_guest_answers_web() {
    local label=$1 dir=$2 url=$3 size link
    shift 3
    local -A small big
    for size in 100 100000; do
        echo "guest page, $label: an event of $size guests..."
        awk -v n="$size" 'BEGIN { print "name,email,party,rsvp"; for (i = 1; i <= n; i++) printf "Guest %06d,guest%06d@example.org,1,yes\n", i, i }' >"$dir/answers.csv"
        "$@" events create "Answers $size" --handle "answers-$size" --starts 2027-06-12T19:00 --ends 2027-06-12T23:00 \
            --timezone Europe/Berlin --capacity $((size / 2)) >/dev/null
        "$@" guests import "answers-$size" "$dir/answers.csv" >/dev/null
        link=$("$@" guests link "answers-$size" guest-000010 --public-url "$url" --format json \
            | python3 -c 'import json, sys; print(json.load(sys.stdin)["link"])')
        local -n answers=$([ "$size" = 100 ] && echo small || echo big)
        while IFS== read -r key value; do answers[$key]=$value; done \
            < <(python3 Scripts/lib/bench-guest-rsvp.py "$link" "$url/bench/floor" "${RSVP_POSTS:-500}" || echo failed=1)
        [ -z "${answers[failed]:-}" ] || exit 1
        unset -n answers
    done
    rm -f "$dir/answers.csv"
    row "web, $label: answer POST p50, 100000 guests" "${big[post_p50_ms]}" "the same at 100 guests" "${small[post_p50_ms]}" "<= 1.5x"
}

# bench_guest_list_web LABEL DIR URL DEMO_OUTPUT FLOOR RUSHDAY...: the organiser's guest list
# page (its first 50 guests by name, and the counts per status) of the event of 100,000 guests
# made by bench_guest_answers_web against the same page of an event of 1,000, signed in as the
# demo's owner through the sign-in form.
bench_guest_list_web() {
    local label=$1 dir=$2 url=$3 printed=$4 floor=$5 email password cookie small small_p99 big big_p99
    shift 5
    email=$(sed -n 's/.*signed in as \([^,]*\), password \([^)]*\)).*/\1/p' <<<"$printed")
    password=$(sed -n 's/.*signed in as \([^,]*\), password \([^)]*\)).*/\2/p' <<<"$printed")
    cookie=$(bench_sign_in "$url" "$email" "$password" "$dir/jar")
    echo "guest page, $label: the guest list page at 1,000 and at 100,000 guests..."
    awk 'BEGIN { print "name,email"; for (i = 1; i <= 1000; i++) printf "Guest %06d,guest%06d@example.org\n", i, i }' >"$dir/list.csv"
    "$@" events create "List 1000" --handle list-1000 --starts 2027-06-12T19:00 --ends 2027-06-12T23:00 --timezone Europe/Berlin >/dev/null
    "$@" guests import list-1000 "$dir/list.csv" >/dev/null
    rm -f "$dir/list.csv"
    grep -q "Guests 1–50 of 100000" <(curl -s -H "Cookie: $cookie" "$url/events/answers-100000/guests") \
        || { echo "bench: the guest list page of answers-100000 does not show its first 50 of 100000 guests" >&2; exit 1; }
    small=$(wrk_rate "$url/events/list-1000/guests" "$cookie")
    big=$(wrk_rate "$url/events/answers-100000/guests" "$cookie")
    read -r small small_p99 <<<"$small"
    read -r big big_p99 <<<"$big"
    web_row "web, $label: guest list page, 100000 guests (p99 $big_p99 ms)" "$big" "the same at 1000 guests (p99 $small_p99 ms)" "$small" ">= 50%"
    web_row "web, $label: guest list page, 1000 guests" "$small" "GET /bench/floor, same run" "$floor" ""
}

bench_guest() {
    command -v wrk >/dev/null && command -v curl >/dev/null || Scripts/lib/browser.sh \
        || { echo "bench: the guest page rows need wrk and curl (Scripts/lib/browser.sh installs them)" >&2; exit 69; }
    bench_each_store guest bench_guest_store
}
