#!/usr/bin/env bash
# Scripts/test's check that a scaffolded feature plugs into both faces with no hand edit:
# scaffolds "Sample" into a scratch copy of the tracked files, builds the copy's root with the
# scaffold's route test, runs that test (both stores), and serves the page from the built
# `rushday`. The copy is built where the repository is (a mount namespace of its own lays the
# copy over the checkout, for this script alone) on a copy of the root's .build, so only what
# the scaffold changed is compiled: the same build at another path would compile everything
# again (SwiftPM keys its work by path). Needs root for the mount namespace; without it the
# checks fail saying so. One "✔ check" or "✘ check" line per check, exit 1 if any failed.
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
    # The root's build, its test logs left out (this very step writes one).
    (cd "$root" && tar cf - --exclude=./.build/test-logs .build) | (cd "$copy" && tar xf -)
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
built() { swift build --build-tests --explicit-target-dependency-import-check error >build.log 2>&1 || { tail -30 build.log; false; }; }
check "the scaffolded root builds, import-checked, with no hand edit" built || exit 1
routes() { swift test --skip-build --filter SampleRoutesTests >routes.log 2>&1 || { grep -E "✘|error" routes.log | head -20; false; }; }
check "the scaffold's route test passes on both stores" routes
check "the command answers" sh -c '.build/debug/rushday sample hello --help | grep -q "Greet the signed-in user"'

served() {
    local folder
    folder=$(mktemp -d)
    .build/debug/rushday serve --listen 127.0.0.1:0 --database "$folder/rushday.sqlite" >"$folder/out" 2>"$folder/err" &
    local server=$! address="" answer
    for _ in $(seq 1 100); do
        address=$(sed -n 's|^Serving on \(http://[^;]*\);.*|\1|p' "$folder/out")
        [ -n "$address" ] && break
        sleep 0.1
    done
    answer=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "$address/sample/hello")
    kill "$server"
    wait "$server"
    rm -rf "$folder"
    [[ $answer == "303 "*"/signin?"* ]] || { echo "GET /sample/hello answered '$answer'"; false; }
}
check "rushday serve serves its page (signed out: to sign in)" served
[ "$failures" -eq 0 ]
