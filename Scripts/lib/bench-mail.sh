# shellcheck shell=bash
# Mail rows for Scripts/bench (sourced after bench-guests.sh; uses its bench_ms and
# bench_new_event, and Scripts/bench's `row`, `work`, `database`, `rushday`).
#
# - guests invite of 10,000 invited guests in one command (10,000 invitations queued, each
#   guest's link made anew), against sqlite3 inserting the same 10,000 outbox rows in one
#   transaction into a copy of the outbox table: reported;
# - mail send of those 10,000 to Tests/Mail/smtp_server.py (aiosmtpd on loopback, STARTTLS with
#   a CA made here, AUTH, writing a maildir), against Python's smtplib sending the very .eml
#   files the server received from rushday, over one connection, to the same server (a second
#   maildir) in the same run: the goal is a ratio <= 1.

# bench_mail_server DIR: starts smtp_server.py writing DIR/maildir with the CA in DIR/../ca;
# prints its port once it listens (its pid in DIR/pid).
bench_mail_server() {
    local dir=$1 port=
    mkdir -p "$dir/maildir"
    python3 Tests/Mail/smtp_server.py --port 0 --tls starttls --require-tls --cert "$work/mail/ca/server.pem" \
        --key "$work/mail/ca/server.key" --auth "bench:$SMTP_PASSWORD" --maildir "$dir/maildir" >"$dir/out" 2>"$dir/log" &
    echo $! >"$dir/pid"
    for _ in $(seq 100); do
        port=$(sed -n 's/^READY \([0-9]*\)$/\1/p' "$dir/out")
        [ -n "$port" ] || ! kill -0 "$(cat "$dir/pid")" 2>/dev/null && break
        sleep 0.1
    done
    [ -n "$port" ] || { echo "bench: smtp_server.py did not say READY:" >&2; cat "$dir/out" "$dir/log" >&2; return 1; }
    echo "$port"
}

bench_mail() {
    local mail="$work/mail" port ours theirs queue_ms insert_ms delivered
    python3 -c "import aiosmtpd" 2>/dev/null || { echo "bench: needs aiosmtpd (Scripts/lib/mail.sh installs it)" >&2; exit 69; }
    mkdir -p "$mail"
    export SMTP_PASSWORD=bench-smtp-password-1
    python3 Tests/Mail/smtp_server.py --make-ca "$mail/ca" >/dev/null
    port=$(bench_mail_server "$mail/rushday")

    bench_new_event "Mail"
    awk 'BEGIN { print "Name,Email"; for (i = 0; i < 10000; i++) printf "Guest %d,guest%d@example.org\n", i, i }' >"$mail/guests.csv"
    "$rushday" guests import mail "$mail/guests.csv" >/dev/null
    "$rushday" mail setup --smtp "smtp://bench@127.0.0.1:$port" --from "Bench <bench@example.org>" \
        --public-url https://rsvp.example.org >/dev/null
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

    echo "timing mail send of 10,000 to aiosmtpd..."
    ours=$(bench_ms env RUSHDAY_SMTP_PASSWORD="$SMTP_PASSWORD" RUSHDAY_SMTP_CA_FILE="$mail/ca/ca.pem" "$rushday" mail send)
    delivered=$(find "$mail/rushday/maildir" -name '*.eml' | wc -l)
    [ "$delivered" = 10000 ] || { echo "bench: mail send delivered $delivered of 10,000" >&2; exit 1; }
    kill "$(cat "$mail/rushday/pid")"
    wait "$(cat "$mail/rushday/pid")" 2>/dev/null || true

    echo "timing Python's smtplib sending the same 10,000 .eml files..."
    port=$(bench_mail_server "$mail/smtplib")
    theirs=$(python3 Scripts/lib/bench-mail-smtplib.py "$port" "$mail/ca/ca.pem" bench "$mail/rushday/maildir")
    delivered=$(find "$mail/smtplib/maildir" -name '*.eml' | wc -l)
    [ "$delivered" = 10000 ] || { echo "bench: smtplib delivered $delivered of 10,000" >&2; exit 1; }
    kill "$(cat "$mail/smtplib/pid")"
    wait "$(cat "$mail/smtplib/pid")" 2>/dev/null || true
    row "rushday mail send, 10000 (STARTTLS, AUTH)" "$ours" "python3 smtplib, same .eml, 1 connection" "$theirs" "<= 1x"
}
