# shellcheck shell=bash
# Median wall times, for Scripts/bench.
#
#   source Scripts/lib/bench-timing.sh
#   bench_timing_setup                  # once: installs hyperfine when missing, if it can
#   bench_median_ms RUNS COMMAND ARGS...  # prints the median in milliseconds, e.g. "12.34"
#
# hyperfine runs the command without a shell (-N), so a baseline that takes 1 ms is not
# dominated by the fork of a timing shell; it also warms the page cache first. Without
# hyperfine (no apt, not root), a plain loop of `date +%s%N` does the same job more coarsely:
# its ~1 ms of shell overhead inflates both sides of a ratio, so ratios then read lower.

bench_timing_setup() {
    if ! command -v hyperfine >/dev/null && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        echo "installing hyperfine (apt-get)..."
        apt-get install -y hyperfine >/dev/null 2>&1 \
            || { apt-get update >/dev/null 2>&1 && apt-get install -y hyperfine >/dev/null 2>&1; } || true
    fi
    if command -v hyperfine >/dev/null; then
        bench_timer="hyperfine $(hyperfine --version | awk '{print $2}'), no shell"
    else
        bench_timer="shell loop (no hyperfine; about 1 ms of fork overhead on every sample)"
    fi
}

bench_median_ms() {
    local runs=$1
    shift
    if command -v hyperfine >/dev/null; then
        local report errors
        report=$(mktemp)
        errors=$(mktemp)
        # shell-words quoting, which hyperfine -N parses; commands here are single-line. Its
        # warnings about outliers are expected on a shared machine; its errors are shown.
        if ! hyperfine -N --style none --warmup 3 --runs "$runs" --export-json "$report" "$(printf '%q ' "$@")" >/dev/null 2>"$errors"; then
            cat "$errors" >&2
            rm -f "$report" "$errors"
            return 1
        fi
        rm -f "$errors"
        sed -n 's/^ *"median": *\([0-9.eE+-]*\),*$/\1/p' "$report" | head -1 | awk '{printf "%.2f", $1 * 1000}'
        rm -f "$report"
        return
    fi
    local samples=() start end
    for _ in $(seq "$runs"); do
        start=$(date +%s%N)
        "$@" >/dev/null
        end=$(date +%s%N)
        samples+=($(((end - start) / 1000)))
    done
    printf '%s\n' "${samples[@]}" | sort -n | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.2f", m/1000}'
}
