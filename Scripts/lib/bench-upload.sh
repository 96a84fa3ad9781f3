# shellcheck shell=bash
# The guest list imported from the browser, for Scripts/bench (sourced after bench-guest.sh; run
# by its bench_guest_store with the store's server up): as an organiser signed in with curl, a
# CSV of 100,000 guests uploaded (multipart, to /events/EVENT/guests/import) and imported (the
# POST of its page's Import form), against `guests import` of the same file into an event of
# its own: wall time of each, ratio. Then the same upload and import at 1,000,000 guests
# (UPLOAD_MILLION=0 leaves it out): the server's peak memory (VmHWM) after each, which stays
# flat when neither the upload nor the import holds the file.

# bench_upload_ms URL JAR EVENT FILE: wall ms of the upload and the import, the preview's
# address left in $upload_page.
bench_upload_ms() {
    local url=$1 jar=$2 event=$3 file=$4 csrf start end location code
    csrf=$(curl -s -b "$jar" -c "$jar" "$url/events/$event/guests/import" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | tail -n 1)
    start=$(date +%s%N)
    location=$(curl -s -b "$jar" -c "$jar" -o /dev/null -w '%{http_code} %{redirect_url}' -F "csrf=$csrf" \
        -F "file=@$file;type=text/csv" "$url/events/$event/guests/import")
    [ "${location%% *}" = 303 ] || { echo "bench: the upload to $event answered $location" >&2; return 1; }
    upload_page=${location#* }
    code=$(curl -s -b "$jar" -c "$jar" -o /dev/null -w '%{http_code}' --data-urlencode "csrf=$csrf" "$upload_page")
    end=$(date +%s%N)
    [ "$code" = 200 ] || { echo "bench: importing the upload of $event answered $code" >&2; return 1; }
    echo $(((end - start) / 1000000))
}

# bench_upload_web LABEL DIR URL JAR PID RUSHDAY...
bench_upload_web() {
    local label=$1 dir=$2 url=$3 jar=$4 pid=$5 size ours theirs
    shift 5
    local -A peak=()
    for size in 100000 1000000; do
        [ "$size" = 1000000 ] && [ "${UPLOAD_MILLION:-1}" = 0 ] && continue
        echo "guest page, $label: $size guests uploaded and imported in the browser..."
        bench_guest_file "$dir/upload.csv" "$size"
        "$@" events create "Upload $size" --handle "upload-$size" --starts 2027-06-12T19:00 --ends 2027-06-12T23:00 \
            --timezone Europe/Berlin >/dev/null
        ours=$(bench_upload_ms "$url" "$jar" "upload-$size" "$dir/upload.csv") || exit 1
        peak[$size]=$(awk '$1 == "VmHWM:" { print $2 }' "/proc/$pid/status")
        [ "$("$@" guests list "upload-$size" --limit 1 --format json | python3 -c 'import json, sys; print(len(json.load(sys.stdin)))')" = 1 ] \
            || { echo "bench: the browser's import of upload-$size left no guest" >&2; exit 1; }
        if [ "$size" = 100000 ]; then
            "$@" events create "Upload CLI" --handle upload-cli --starts 2027-06-12T19:00 --ends 2027-06-12T23:00 \
                --timezone Europe/Berlin >/dev/null
            theirs=$(bench_ms "$@" guests import upload-cli "$dir/upload.csv")
            row "web, $label: upload and import, 100000" "$ours" "rushday guests import, same file" "$theirs" "<= 1.5x"
        fi
        rm -f "$dir/upload.csv"
    done
    web_lines+=("$(printf 'web, %s: peak RSS of rushday serve after uploading and importing 100,000 guests: %s MB; after 1,000,000: %s MB' \
        "$label" "$((peak[100000] / 1024))" "$([ -n "${peak[1000000]:-}" ] && echo "$((peak[1000000] / 1024))" || echo "not run")")")
}
