#!/usr/bin/env bash
# Long fuzzing: every target (or the ones named) for SECONDS each (default 600), one at a time, niced, from its
# seeds plus a kept corpus (bench/fuzz-corpus/TARGET, reused by the next run). Prints per target the executions,
# coverage (cov = edges, ft = features) and crashes. Needs the QC_FUZZ build of scripts/run-sanitizers.sh.
# -j N runs N targets at a time (each target still gets SECONDS of wall time; on a loaded machine it gets fewer
# executions, which the table shows). Usage: bench/fuzz-long.sh [-t SECONDS] [-b BUILD_DIR] [-j N] [TARGET...]
set -uo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$SRC/build-sanitize
SECONDS_EACH=600
PARALLEL=1
while getopts "t:b:j:" opt; do
    case $opt in t) SECONDS_EACH=$OPTARG ;; b) BUILD=$OPTARG ;; j) PARALLEL=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
# shellcheck source=../scripts/fuzz-common.sh
. "$SRC/scripts/fuzz-common.sh"
targets=("$@")
[ ${#targets[@]} -eq 0 ] && mapfile -t targets < <(fuzz_targets)
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1}
out=$SRC/bench/fuzz-results
mkdir -p "$out"
# One target: fuzz it, then write its table row to $out/$target.row.
fuzz_one() {
    local target=$1 corpus log last execs cov ft crashes
    corpus=$SRC/bench/fuzz-corpus/$target
    mkdir -p "$corpus"
    rm -f "$out/$target-crash-"* "$out/$target-timeout-"* "$out/$target-oom-"* "$out/$target-slow-"*
    fuzz_seed_dir "$target" "$out/$target-seeds"
    log=$out/$target.log
    # -fork keeps fuzzing past a crash so one run counts them all; each crash is saved as crash-<sha1>.
    nice -n 19 "$BUILD/fuzz/fuzz_$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
        -max_len=262144 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$out/$target-" "$corpus" "$out/$target-seeds" >"$log" 2>&1
    last=$(grep -E '^#[0-9]+' "$log" | tail -1)
    execs=$(sed -n 's/^#\([0-9]*\).*/\1/p' <<<"$last")
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$last")
    # libFuzzer's -timeout is wall time: on a loaded machine a big seed can pass it. Each timeout is replayed
    # alone with the same limit; one that finishes is counted as "slow" (kept as $target-slow-*), not as a hang.
    local t slow=0
    for t in "$out/$target-timeout-"*; do
        [ -e "$t" ] || continue
        if "$BUILD/fuzz/fuzz_$target" -runs=1 -timeout=10 -rss_limit_mb=2048 "$t" >/dev/null 2>&1; then
            mv "$t" "${t/-timeout-/-slow-}"
            slow=$((slow + 1))
        fi
    done
    crashes=$(find "$out" -maxdepth 1 \( -name "$target-crash-*" -o -name "$target-timeout-*" -o -name "$target-oom-*" \) | wc -l)
    printf '%-16s %8s %12s %8s %8s %8s %6s\n' "$target" "$SECONDS_EACH" "${execs:-?}" "${cov:-?}" "${ft:-?}" "$crashes" "$slow" \
        >"$out/$target.row"
}
running=0
for target in "${targets[@]}"; do
    fuzz_one "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$PARALLEL" ]; then
        wait -n
        running=$((running - 1))
    fi
done
wait
printf '%-16s %8s %12s %8s %8s %8s %6s\n' target seconds execs cov ft crashes slow
crashes_total=0
for target in "${targets[@]}"; do
    cat "$out/$target.row"
    crashes_total=$((crashes_total + $(awk '{print $6}' "$out/$target.row")))
done
[ "$crashes_total" -eq 0 ]
