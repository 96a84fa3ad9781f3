# shellcheck shell=bash
# Mail rows for Scripts/bench (sourced after bench-guests.sh; uses its bench_ms and
# bench_new_event, and Scripts/bench's `row`, `work`, `database`, `rushday`).
#
# - guests invite of 10,000 invited guests in one command (10,000 invitations queued, each
#   guest's link made anew), against sqlite3 inserting the same 10,000 outbox rows in one
#   transaction into a copy of the outbox table: reported;
# - mail send of those 10,000 to Tests/Mail/smtp_server.py (aiosmtpd on loopback, writing a
#   maildir), against Python's smtplib sending the very .eml files the server received from
#   rushday, over one connection, to the same server (a second maildir) in the same run: as the
#   issue asks, in plain SMTP (the goal: a ratio <= 1), and again with STARTTLS and AUTH
#   (reported). Both sides are bound by the server's one Python core; it spends more CPU time
#   a message on rushday's connection than on smtplib's for the same bytes (its reads of
#   rushday's are larger, 15 KB against 4 KB, seen with strace), which is the gap left. Why is
#   not known yet.

# bench_mail_server DIR TLS: starts smtp_server.py writing DIR/maildir, with STARTTLS, AUTH and
# the CA in $work/mail/ca when TLS is starttls, plain SMTP when none; prints its port once it
# listens (its pid in DIR/pid).
bench_mail_server() {
    local dir=$1 tls=$2 port=
    local secure=()
    [ "$tls" = starttls ] && secure=(--require-tls --cert "$work/mail/ca/server.pem" --key "$work/mail/ca/server.key"
        --auth "bench:$SMTP_PASSWORD")
    mkdir -p "$dir/maildir"
    python3 Tests/Mail/smtp_server.py --port 0 --tls "$tls" "${secure[@]}" --maildir "$dir/maildir" >"$dir/out" 2>"$dir/log" &
    echo $! >"$dir/pid"
    for _ in $(seq 100); do
        port=$(sed -n 's/^READY \([0-9]*\)$/\1/p' "$dir/out")
        [ -n "$port" ] || ! kill -0 "$(cat "$dir/pid")" 2>/dev/null && break
        sleep 0.1
    done
    [ -n "$port" ] || { echo "bench: smtp_server.py did not say READY:" >&2; cat "$dir/out" "$dir/log" >&2; return 1; }
    echo "$port"
}

# bench_mail_stop DIR: stops the server bench_mail_server started there.
bench_mail_stop() {
    kill "$(cat "$1/pid")"
    wait "$(cat "$1/pid")" 2>/dev/null || true
}

# bench_mail_delivery TLS LABEL TARGET: queues the 10,000 invitations again, times mail send
# of them to a server of that TLS, then smtplib sending the same .eml files to a new one.
bench_mail_delivery() {
    local tls=$1 label=$2 target=$3 mail="$work/mail" port ours theirs delivered user=""
    port=$(bench_mail_server "$mail/rushday-$tls" "$tls")
    [ "$tls" = starttls ] && user=bench@
    "$rushday" mail setup --smtp "smtp://${user}127.0.0.1:$port?tls=$tls" --from "Bench <bench@example.org>" \
        --public-url https://rsvp.example.org >/dev/null
    "$rushday" guests invite mail >/dev/null
    echo "timing mail send of 10,000 to aiosmtpd ($label)..."
    ours=$(bench_ms env RUSHDAY_SMTP_PASSWORD="$SMTP_PASSWORD" RUSHDAY_SMTP_CA_FILE="$mail/ca/ca.pem" "$rushday" mail send)
    delivered=$(find "$mail/rushday-$tls/maildir" -name '*.eml' | wc -l)
    [ "$delivered" = 10000 ] || { echo "bench: mail send delivered $delivered of 10,000" >&2; exit 1; }
    bench_mail_stop "$mail/rushday-$tls"

    echo "timing Python's smtplib sending the same 10,000 .eml files ($label)..."
    port=$(bench_mail_server "$mail/smtplib-$tls" "$tls")
    theirs=$(python3 Scripts/lib/bench-mail-smtplib.py "$port" "$tls" "$mail/ca/ca.pem" bench "$mail/rushday-$tls/maildir")
    delivered=$(find "$mail/smtplib-$tls/maildir" -name '*.eml' | wc -l)
    [ "$delivered" = 10000 ] || { echo "bench: smtplib delivered $delivered of 10,000" >&2; exit 1; }
    bench_mail_stop "$mail/smtplib-$tls"
    row "rushday mail send, 10000 ($label)" "$ours" "python3 smtplib, same .eml, 1 connection" "$theirs" "$target"
}

bench_mail() {
    local mail="$work/mail" queue_ms insert_ms
    python3 -c "import aiosmtpd" 2>/dev/null || { echo "bench: needs aiosmtpd (Scripts/lib/mail.sh installs it)" >&2; exit 69; }
    mkdir -p "$mail"
    export SMTP_PASSWORD=bench-smtp-password-1
    python3 Tests/Mail/smtp_server.py --make-ca "$mail/ca" >/dev/null

    bench_new_event "Mail"
    awk 'BEGIN { print "Name,Email"; for (i = 0; i < 10000; i++) printf "Guest %d,guest%d@example.org\n", i, i }' >"$mail/guests.csv"
    "$rushday" guests import mail "$mail/guests.csv" >/dev/null
    # The outbox starts empty: the rows before this one queue mail of their own (the check below
    # and sqlite3's copy count the invitations alone).
    sqlite3 "$database" "DELETE FROM mail_messages"
    echo "timing guests invite of 10,000 (queues 10,000 invitations)..."
    queue_ms=$(bench_ms "$rushday" guests invite mail)
    [ "$(sqlite3 "$database" "SELECT count(*) FROM mail_messages WHERE status = 'queued'")" = 10000 ] \
        || { echo "bench: guests invite did not queue 10,000 invitations" >&2; exit 1; }
    {
        echo "BEGIN;"
        sqlite3 "$database" ".mode insert mail_messages" "SELECT * FROM mail_messages"
        echo "COMMIT;"
    } >"$mail/outbox-insert.sql"
    sqlite3 "$database" "SELECT sql || ';' FROM sqlite_master WHERE tbl_name = 'mail_messages' AND sql IS NOT NULL" \
        | sqlite3 "$mail/plain-outbox.sqlite"
    insert_ms=$(bench_ms sqlite3 "$mail/plain-outbox.sqlite" ".read $mail/outbox-insert.sql")
    [ "$(sqlite3 "$mail/plain-outbox.sqlite" "SELECT count(*) FROM mail_messages")" = 10000 ] \
        || { echo "bench: sqlite3 did not insert the 10,000 outbox rows" >&2; exit 1; }
    row "rushday guests invite, 10000 queued" "$queue_ms" "sqlite3 (same 10,000 outbox INSERTs)" "$insert_ms" "report"

    # The queued invitations are dropped: each delivery row queues its own 10,000.
    sqlite3 "$database" "DELETE FROM mail_messages"
    bench_mail_delivery none "plain SMTP" "<= 1x"
    bench_mail_delivery starttls "STARTTLS, AUTH" "report"
}
