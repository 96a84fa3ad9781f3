# shellcheck shell=bash
# bench_archlint: the architecture lint's warm time against one import-checked build of the root
# package, both measured here and now, printed as a ratio (never an absolute threshold).
#
#   source Scripts/lib/bench-archlint.sh
#   bench_archlint [--lint-only] [RUNS]     # from anywhere inside the repository
#
# The lint is timed as users run it (Scripts/archlint, wrapper included), warm: built, manifest
# cache filled. The build is `swift build --explicit-target-dependency-import-check error` right
# after `touch Package.swift`, with the root already built once (warm), which is the cheapest
# build that still re-checks every import. --lint-only skips the build half.
bench_archlint() {
    local lint_only=0 runs=15 argument
    for argument in "$@"; do
        case "$argument" in
            --lint-only) lint_only=1 ;;
            *[!0-9]* | '') echo "bench_archlint: unknown argument '$argument' (use --lint-only and/or a run count)" >&2; return 2 ;;
            *) runs=$argument ;;
        esac
    done
    local root
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

    # Warm-up: builds the tool if needed and fills the manifest cache. Findings do not matter here.
    "$root/Scripts/archlint" >/dev/null 2>&1 || true

    local samples=() i start end
    for ((i = 0; i < runs; i++)); do
        start=$(date +%s%N)
        "$root/Scripts/archlint" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        samples+=($(( (end - start) / 1000 )))
    done
    local lint_us
    lint_us=$(printf '%s\n' "${samples[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}')
    printf 'archlint, warm (median of %d runs):                     %8.1f ms\n' "$runs" "$(awk -v u="$lint_us" 'BEGIN {print u/1000}')"
    [ "$lint_only" -eq 1 ] && return 0

    echo "building the root package once with the import check (warm-up)..."
    if ! (cd "$root" && swift build --explicit-target-dependency-import-check error >/dev/null 2>&1); then
        echo "bench_archlint: the root package does not build; ratio not measured" >&2
        return 1
    fi
    touch "$root/Package.swift"
    start=$(date +%s%N)
    (cd "$root" && swift build --explicit-target-dependency-import-check error >/dev/null 2>&1)
    end=$(date +%s%N)
    local build_us=$(( (end - start) / 1000 ))
    printf 'import-checked root build, warm, after touch Package.swift: %8.1f ms\n' "$(awk -v u="$build_us" 'BEGIN {print u/1000}')"
    awk -v l="$lint_us" -v b="$build_us" \
        'BEGIN { printf "archlint takes %.1f%% of one import-checked build (1/%.0f)\n", 100 * l / b, b / l }'
}
