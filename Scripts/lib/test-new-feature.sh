#!/usr/bin/env bash
# Scripts/test's check of Scripts/new-feature: scaffolds "Sample" into a scratch copy of the
# repository's tracked files, then builds and tests the new package alone and lints the copy.
# No root build of the copy (it would rebuild GRDB and swift-crypto); the package, the lint and
# the shared files' new lines are what the scaffold is responsible for. One "✔ check" or
# "✘ check" line per check (Scripts/test counts them), exit 1 if any failed.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
copy=$(mktemp -d "${TMPDIR:-/tmp}/rushday-new-feature.XXXXXX")
trap 'rm -rf "$copy"' EXIT
failures=0

check() { # description, command...
    local description=$1
    shift
    if "$@"; then
        echo "✔ check $description"
    else
        echo "✘ check $description"
        failures=$((failures + 1))
    fi
}

refuses() { # what it should say, arguments...
    local expected=$1 output
    shift
    output=$("$copy/Scripts/new-feature" "$@" 2>&1) && return 1
    [ "$(wc -l <<<"$output")" -eq 1 ] && grep -q "$expected" <<<"$output"
}

unchanged() { [ -z "$(git -C "$copy" status --porcelain)" ]; }

# The tracked files as they are in the working tree, so uncommitted work is what gets tested.
(cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$copy" 2>/dev/null)
# The lint binary Scripts/test has just built, marked newer than its copied sources, so the
# copy does not build the lint again.
mkdir -p "$copy/Scripts/ArchLint/.build/release"
cp "$root/Scripts/ArchLint/.build/release/archlint" "$copy/Scripts/ArchLint/.build/release/"
touch "$copy/Scripts/ArchLint/.build/release/archlint"

check "refuses a folder that is not a git checkout" refuses "not a git checkout" Sample
git -C "$copy" init -q && git -C "$copy" add -A && git -C "$copy" -c user.name=test -c user.email=test@example.org commit -qm copy
touch "$copy/untracked.txt"
check "refuses a checkout with uncommitted changes" refuses "uncommitted changes" Sample
rm "$copy/untracked.txt"
check "refuses a name that is not UpperCamelCase" refuses "not UpperCamelCase" sample
check "refuses a feature that exists (Events)" refuses "exists already" Events
check "refuses a name the App uses (Demo)" refuses "already" Demo
check "refuses a module the build uses (Crypto)" refuses "already a module" Crypto
check "left the checkout as it was after refusing" unchanged

if "$copy/Scripts/new-feature" Sample; then
    echo "✔ check Scripts/new-feature Sample succeeds"
else
    echo "✘ check Scripts/new-feature Sample succeeds"
    exit 1
fi
for file in Packages/Sample/Package.swift Packages/Sample/Sources/Sample/SampleDependencies.swift \
    Packages/Sample/Sources/Sample/UseCases/SayHello.swift Packages/Sample/Tests/SampleTests/SayHelloTests.swift \
    App/CommandLine/Commands/Sample/SampleCommand.swift App/CommandLine/Commands/Sample/SampleHelloCommand.swift \
    App/Composition/Container/AppContainer+Sample.swift App/Web/Routes/SampleRoutes.swift \
    Tests/EndToEndTests/Web/SampleRoutesTests.swift Packages/Sample/README.md; do
    check "created $file" test -s "$copy/$file"
done
check "Package.swift depends on the package" grep -q '.package(path: "Packages/Sample"),' "$copy/Package.swift"
check "Package.swift gives both faces and the composition its product" grep -q '.product(name: "Sample", package: "Sample"),' "$copy/Package.swift"
check "Package.swift builds the package's tests with the root's" grep -q 'packageTests("Sample"),' "$copy/Package.swift"
check "App/Composition/Features.swift lists it" \
    grep -q 'Feature(commands: SampleCommand.self, web: SampleRoutes.self, dashboard: .noSection),' "$copy/App/Composition/Features.swift"
offers() { grep -qF '& SampleDependencies' "$copy/$1" && grep -qF 'public import Sample' "$copy/$1"; }
check "the command-line face's container offers its dependencies" offers App/CommandLine/CommandLineComposition.swift
check "the web face's container offers its dependencies" offers App/Web/WebContainer.swift
check ".archlint.json puts it in features" python3 -c '
import json, sys
sys.exit(json.load(open(sys.argv[1]))["packages"].get("Packages/Sample") != "features")' "$copy/.archlint.json"
check "README.md's graph shows it" grep -q 'Sample --> Domain' "$copy/README.md"
check "README.md's table of features links to its README" grep -qF '| [Sample](Packages/Sample/README.md) |' "$copy/README.md"
check "its README names its command" grep -qF 'rushday sample hello' "$copy/Packages/Sample/README.md"
check "every documentation link of the copy resolves" python3 "$copy/Scripts/lib/check-doc-links.py" "$copy"
check "changed exactly the shared files it names" test "$(git -C "$copy" status --porcelain --untracked-files=no | sort | tr -s ' ')" \
    = "$(printf ' M %s\n' .archlint.json App/CommandLine/CommandLineComposition.swift App/Composition/Features.swift \
        App/Web/WebContainer.swift Package.swift README.md | sort)"
# Lines added and removed: the shared files gain their lines and lose none (the README's graph
# gains the package's node and its five edges: to Domain and DesignTokens, and from the root and
# its two faces; its table of features the package's row).
added() { [ "$(git -C "$copy" diff --numstat -- "$1" | cut -f1,2)" = "$2"$'\t'0 ]; }
check "Package.swift gained 3 lines, lost none" added Package.swift 3
check "App/Composition/Features.swift gained 1 line, lost none" added App/Composition/Features.swift 1
check "each face's container gained 2 lines, lost none" \
    added App/CommandLine/CommandLineComposition.swift 2 && added App/Web/WebContainer.swift 2
check ".archlint.json gained 1 line, lost none (its layout kept)" added .archlint.json 1
check "README.md gained 6 graph lines and 1 table row, lost none" added README.md 7
git -C "$copy" add -A && git -C "$copy" -c user.name=test -c user.email=test@example.org commit -qm Sample
check "refuses to add it twice" refuses "exists already" Sample
check "the copy passes the lint" "$copy/Scripts/archlint"
if (cd "$copy/Packages/Sample" && swift test 2>&1); then
    echo "✔ check the new package's tests pass on their own"
else
    echo "✘ check the new package's tests pass on their own"
    failures=$((failures + 1))
fi
[ "$failures" -eq 0 ]
