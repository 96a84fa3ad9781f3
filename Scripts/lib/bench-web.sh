# shellcheck shell=bash
# Web rows for Scripts/bench (uses Scripts/bench's `rows`, `work`, `rushday`). `rushday serve
# --bench-floor` on a free loopback port over the demo's sample (SQLite), signed in once through
# the sign-in form with curl; then, each for WEB_SECONDS (default 10) with wrk, 2 threads and 50
# connections sending the session cookie:
# - the event's dashboard page against GET /bench/floor, a fixed 2 kB page of the same server
#   (the floor of the server itself), in requests per second, with wrk's p99 latency;
# - /assets/rushday.css against the same floor;
# then one live stream of the dashboard and then 200 (Scripts/lib/bench-web-streams.py), each
# sent one `tickets checkin` at the command line: the server's CPU time from the change until
# the last stream had it, 200 against 1 (a row); the server's resident memory before and after
# the 200 open, per stream, and how many of them the change reached (`web_lines`).

# bench_served_url PID OUT LOG: the address `rushday serve` (PID, writing OUT and LOG) says it
# serves at, waited for up to 10 s; fails, showing both, when it says none.
bench_served_url() {
    local pid=$1 out=$2 log=$3 url=
    for _ in $(seq 100); do
        url=$(sed -n 's/^Serving on \(http:\/\/127\.0\.0\.1:[0-9]*\); Ctrl-C stops\.$/\1/p' "$out")
        [ -n "$url" ] || ! kill -0 "$pid" 2>/dev/null && break
        sleep 0.1
    done
    [ -n "$url" ] || { echo "bench: rushday serve --bench-floor did not say where it serves:" >&2; cat "$out" "$log" >&2; return 1; }
    echo "$url"
}

# bench_sign_in URL EMAIL PASSWORD JAR: the Cookie header of a session signed in through the
# sign-in form with curl (its cookies kept in JAR); fails when the form does not sign in.
bench_sign_in() {
    local url=$1 email=$2 password=$3 jar=$4 csrf code
    csrf=$(curl -sf -c "$jar" "$url/signin" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -n 1)
    code=$(curl -s -b "$jar" -c "$jar" -o /dev/null -w '%{http_code}' --data-urlencode "email=$email" \
        --data-urlencode "password=$password" --data-urlencode "csrf=$csrf" --data-urlencode "next=/events" "$url/signin")
    [ "$code" = 303 ] || { echo "bench: signing in with curl failed (POST /signin answered $code)" >&2; return 1; }
    echo "rushday_session=$(awk '$6 == "rushday_session" { print $7 }' "$jar"); rushday_csrf=$(awk '$6 == "rushday_csrf" { print $7 }' "$jar")"
}

# wrk_rate URL COOKIE [WRK_OPTION...]: "REQUESTS_PER_SECOND P99_MS" of WEB_SECONDS of load; fails
# on any answer that is not 2xx or 3xx (a bench of error pages measures nothing).
wrk_rate() {
    local report
    report=$(wrk -t2 -c50 -d"${WEB_SECONDS:-10}s" --latency -H "Cookie: $2" "${@:3}" "$1")
    if grep -q "Non-2xx or 3xx responses" <<<"$report"; then
        echo "bench: $1 answered errors under load:" >&2
        echo "$report" >&2
        return 1
    fi
    awk '/Requests\/sec:/ { rate = $2 }
         $1 == "99%" { p99 = $2; unit = p99; sub(/^[0-9.]+/, "", unit); sub(/[a-z]+$/, "", p99)
                       p99 *= (unit == "us" ? 0.001 : unit == "s" ? 1000 : 1) }
         END { if (rate == "" || p99 == "") exit 1; printf "%.0f %.1f\n", rate, p99 }' <<<"$report" \
        || { echo "bench: could not read wrk's report:" >&2; echo "$report" >&2; return 1; }
}

# web_row LABEL RATE BASELINE_LABEL BASELINE_RATE TARGET, in the columns of Scripts/bench's `row`;
# the ratio is of throughputs (higher is better), as a percentage.
web_row() {
    rows+=("$(printf '%-42s %9s r/s  %-40s %8s r/s  %6s   %s' "$1" "$2" "$3" "$4" "$(awk -v a="$2" -v b="$4" 'BEGIN { printf "%.0f%%", 100 * a / b }')" "$5")")
}

bench_web() {
    command -v wrk >/dev/null && command -v curl >/dev/null || Scripts/lib/browser.sh \
        || { echo "bench: the web rows need wrk and curl (Scripts/lib/browser.sh installs them)" >&2; exit 69; }
    local web="$work/web" printed email password event pid url cookie floor floor_p99 page page_p99 css css_p99
    mkdir -p "$web"
    echo "web: planting the demo..."
    printed=$("$rushday" demo --database "$web/demo.sqlite")
    email=$(sed -n 's/.*signed in as \([^,]*\), password \([^)]*\)).*/\1/p' <<<"$printed")
    password=$(sed -n 's/.*signed in as \([^,]*\), password \([^)]*\)).*/\2/p' <<<"$printed")
    event=$(awk '$1 == "Handle" { print $2; exit }' <<<"$printed")
    [ -n "$email" ] && [ -n "$password" ] && [ -n "$event" ] || { echo "bench: rushday demo printed no owner or event:" >&2; echo "$printed" >&2; exit 1; }
    # The demo's own session, beside its database, for the command-line change below.
    local cli=(env RUSHDAY_CONFIG_HOME="$web/demo-config" "$rushday")

    "$rushday" serve --bench-floor --listen 127.0.0.1:0 --database "$web/demo.sqlite" >"$web/serve.out" 2>"$web/serve.log" &
    pid=$!
    # shellcheck disable=SC2064 # the pid and folder now, not at exit
    trap "kill $pid 2>/dev/null; rm -rf '$work'" EXIT
    url=$(bench_served_url "$pid" "$web/serve.out" "$web/serve.log")

    echo "web: signing in at $url..."
    cookie=$(bench_sign_in "$url" "$email" "$password" "$web/jar")
    [ "$(curl -s -o /dev/null -w '%{http_code}' -H "Cookie: $cookie" "$url/events/$event")" = 200 ] \
        || { echo "bench: the signed-in dashboard of $event does not open" >&2; exit 1; }

    echo "web: wrk, 50 connections, ${WEB_SECONDS:-10} s each: the floor, the dashboard, the stylesheet..."
    floor=$(wrk_rate "$url/bench/floor" "$cookie")
    page=$(wrk_rate "$url/events/$event" "$cookie")
    css=$(wrk_rate "$url/assets/rushday.css" "$cookie")
    read -r floor floor_p99 <<<"$floor"
    read -r page page_p99 <<<"$page"
    read -r css css_p99 <<<"$css"
    web_row "web: dashboard page (p99 $page_p99 ms)" "$page" "GET /bench/floor, 2 kB (p99 $floor_p99 ms)" "$floor" ">= 25%"
    web_row "web: /assets/rushday.css (p99 $css_p99 ms)" "$css" "GET /bench/floor, same run" "$floor" ">= 80%"

    echo "web: 1 live stream, then 200, one change each..."
    local streams codes
    # Two tickets to let in, one change for each run.
    mapfile -t codes < <("${cli[@]}" tickets list "$event" --database "$web/demo.sqlite" --format json \
        | python3 -c 'import json, sys; [print(t["code"]) for t in [t for t in json.load(sys.stdin) if t["status"] == "valid"][:2]]')
    [ "${#codes[@]}" = 2 ] || { echo "bench: the demo has fewer than two valid tickets to scan" >&2; exit 1; }
    local -A alone stream
    streams=$(python3 Scripts/lib/bench-web-streams.py "$url/events/$event/live" "$cookie" 1 "$pid" -- \
        "${cli[@]}" tickets checkin "$event" "${codes[0]}" --database "$web/demo.sqlite") || exit 1
    while IFS== read -r key value; do alone[$key]=$value; done <<<"$streams"
    streams=$(python3 Scripts/lib/bench-web-streams.py "$url/events/$event/live" "$cookie" 200 "$pid" -- \
        "${cli[@]}" tickets checkin "$event" "${codes[1]}" --database "$web/demo.sqlite") || exit 1
    while IFS== read -r key value; do stream[$key]=$value; done <<<"$streams"
    [ "${alone[reached]}" = 1 ] && [ "${stream[reached]}" = 200 ] \
        || { echo "bench: the change reached ${alone[reached]}/1 and ${stream[reached]}/200 live streams" >&2; exit 1; }
    row "web: one change, 200 live streams (CPU ms)" "${stream[cpu_ms]}" "the same change, 1 live stream" "${alone[cpu_ms]}" "<= 2x"
    web_lines=(
        "web rows: wrk, 2 threads, 50 connections, ${WEB_SECONDS:-10} s each, signed in; ratio = the page's requests/s over the floor's"
        "$(printf 'web: RSS of rushday serve with 200 live streams: %s MB before, %s MB open, %s kB per stream' \
            "$((stream[rss_before_kb] / 1024))" "$((stream[rss_after_kb] / 1024))" "$(((stream[rss_after_kb] - stream[rss_before_kb]) / 200))")"
        "web: one tickets checkin reached ${stream[reached]}/200 live streams (the last after ${stream[reach_seconds]} s)"
    )

    kill -TERM "$pid"
    wait "$pid" || { echo "bench: rushday serve did not stop cleanly on SIGTERM (exit $?)" >&2; exit 1; }
    trap 'rm -rf "$work"' EXIT
}
