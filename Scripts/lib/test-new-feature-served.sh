#!/usr/bin/env bash
# Scripts/test's check that a scaffolded feature plugs into both faces with no hand edit:
# scaffolds "Sample" into a scratch copy of the tracked files, builds the copy's `rushday`
# (import-checked), and serves its page to a session signed in through the real sign-in form.
# The copy is built where the repository is (a mount namespace of its own lays the copy over the
# checkout, for this script alone) on a copy of the root's .build, so only what the scaffold
# changed is compiled: the same build at another path would compile everything again (SwiftPM
# keys its work by path). The end-to-end tests are not rebuilt (minutes of CI for one file): the
# scaffold's route test is parsed here, and runs with the feature's own tests once it is real.
# Needs root for the mount namespace; without it the check fails saying so. One "✔ check" or
# "✘ check" line per check, exit 1 if any failed.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

if [ "${1:-}" != "--inside" ]; then
    [ -x "$root/.build/debug/rushday" ] || { echo "✘ check the root is built first (no .build/debug/rushday)"; exit 1; }
    copy=$(mktemp -d "${TMPDIR:-/tmp}/rushday-new-feature-served.XXXXXX")
    trap 'rm -rf "$copy"' EXIT
    (cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$copy" 2>/dev/null)
    git -C "$copy" init -q && git -C "$copy" add -A &&
        git -C "$copy" -c user.name=test -c user.email=test@example.org commit -qm copy
    mkdir -p "$copy/Scripts/ArchLint/.build/release"
    cp "$root/Scripts/ArchLint/.build/release/archlint" "$copy/Scripts/ArchLint/.build/release/" &&
        touch "$copy/Scripts/ArchLint/.build/release/archlint"
    if "$copy/Scripts/new-feature" Sample >/dev/null; then
        echo "✔ check Scripts/new-feature Sample succeeds"
    else
        echo "✘ check Scripts/new-feature Sample succeeds"
        exit 1
    fi
    # The root's build, without what this check neither reads nor relinks from: its logs, the
    # index store, the test bundle.
    (cd "$root" && tar cf - --exclude=./.build/test-logs --exclude=./.build/test-artifacts --exclude='./.build/*/debug/index' \
        --exclude='./.build/*/debug/RushDayPackageTests.xctest' .build) | (cd "$copy" && tar xf -)
    if ! unshare --mount --propagation private true 2>/dev/null; then
        echo "✘ check a mount namespace of its own (unshare --mount, as root) lays the copy over the checkout"
        exit 1
    fi
    unshare --mount --propagation private bash -c \
        'mount --bind "$1" "$2" && exec "$2/Scripts/lib/test-new-feature-served.sh" --inside' _ "$copy" "$root"
    exit
fi

# Inside the namespace: $root is the scaffolded copy.
cd "$root"
failures=0
check() { # description, command...
    local description=$1
    shift
    if "$@"; then echo "✔ check $description"; else echo "✘ check $description"; failures=$((failures + 1)); fi
}
built() { swift build --product rushday --explicit-target-dependency-import-check error --toolset Scripts/lib/optimized-c.toolset.json >build.log 2>&1 || { tail -30 build.log; false; }; }
check "the scaffolded root builds, import-checked, with no hand edit" built || exit 1
check "the command answers" sh -c '.build/debug/rushday sample hello --help | grep -q "Greet the signed-in user"'
check "the scaffold's route test parses" swiftc -parse Tests/EndToEndTests/Web/SampleRoutesTests.swift

# `rushday serve` over a store of its own, with an account made at the command line.
served() {
    local folder server address="" token answer page json
    folder=$(mktemp -d)
    export RUSHDAY_DATABASE="$folder/rushday.sqlite" RUSHDAY_CONFIG_HOME="$folder/config"
    printf 'correct horse battery\n' | .build/debug/rushday auth signup --email ada@example.org --name 'Ada <b>L</b>' --password-stdin >/dev/null
    .build/debug/rushday serve --listen 127.0.0.1:0 >"$folder/out" 2>"$folder/err" &
    server=$!
    for _ in $(seq 1 100); do
        address=$(sed -n 's|^Serving on \(http://[^;]*\);.*|\1|p' "$folder/out")
        [ -n "$address" ] && break
        sleep 0.1
    done
    answer=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "$address/sample/hello")
    [[ $answer == "303 "*"/signin?"* ]] || echo "signed out, GET /sample/hello answered '$answer'"
    # Signed in through the sign-in form, its token and cookie as a browser keeps them.
    token=$(curl -s -c "$folder/jar" -b "$folder/jar" "$address/signin" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -1)
    curl -s -o /dev/null -c "$folder/jar" -b "$folder/jar" -H "Origin: $address" --data-urlencode "csrf=$token" \
        --data-urlencode email=ada@example.org --data-urlencode 'password=correct horse battery' "$address/signin"
    page=$(curl -s -b "$folder/jar" "$address/sample/hello")
    json=$(curl -s -b "$folder/jar" "$address/sample/hello?format=json")
    kill "$server"
    wait "$server"
    local cli
    cli=$(.build/debug/rushday sample hello --format json)
    rm -rf "$folder"
    [[ $answer == "303 "*"/signin?"* ]] || return 1
    grep -qF 'Hello, Ada &lt;b&gt;L&lt;/b&gt;' <<<"$page" || { echo "signed in, the page was: ${page:0:300}"; return 1; }
    python3 -c 'import json, sys; web, cli = json.loads(sys.argv[1]), json.loads(sys.argv[2]); sys.exit(web["name"] != cli["name"] or cli["name"] != "Ada <b>L</b>")' \
        "$json" "$cli" || { echo "its JSON was $json, the command's $cli"; return 1; }
}
check "rushday serve serves its page: to sign in, then to the signed-in user, inert, its JSON the command's" served
[ "$failures" -eq 0 ]
