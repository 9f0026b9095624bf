#!/usr/bin/env bash
# One clang build with ASan + UBSan (GUI off) that also builds the libFuzzer targets; runs the core and CLI
# tests once under the sanitizers and every fuzz target for FUZZ_SECONDS (default 20) from its seed corpus.
# Exits non-zero on any test failure, sanitizer report or fuzzer crash. Usage: scripts/run-sanitizers.sh [BUILD_DIR]
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$SRC/build-sanitize}
FUZZ_SECONDS=${FUZZ_SECONDS:-20}
JOBS=${JOBS:-2}
# shellcheck source=fuzz-common.sh
. "$SRC/scripts/fuzz-common.sh"
export CCACHE_BASEDIR=$SRC CCACHE_NOHASHDIR=1 QT_QPA_PLATFORM=offscreen
export CCACHE_IGNOREOPTIONS="-DQT_TESTCASE_SOURCEDIR=* -DQT_TESTCASE_BUILDDIR=*" # absolute paths Qt6::Test adds to every test; used only by QFINDTESTDATA (unused), they made every test file miss in another clone
# Its own compiler cache: the instrumented objects are ~3x the size of the normal build's, and sharing one cache
# would evict the GCC build's entries (which .ci/fresh-bookworm-setup.sh also copies into its chroot).
export CCACHE_DIR=${QC_SANITIZE_CCACHE_DIR:-$HOME/.cache/ccache-sanitize}
mkdir -p "$CCACHE_DIR"
command -v ccache >/dev/null && ccache -M 10G >/dev/null
# Leaks are reported by the fuzzers (-detect_leaks); in the tests, Qt's global caches would drown real ones.
# ASan's quarantine keeps up to 256 MB of freed memory resident, which the hostile-server tests' peak-RSS bounds
# would count as ours: 8 MB still catches use-after-free of recent frees.
# allow_user_segv_handler=0: Qt Test's crash handler must not take a SIGSEGV from ASan. It attached gdb to print
# a stack and hung: one crash in test_policy_secrets (5 Dec, at address 0x8) became a 960 s timeout
# with no stack at all. ASan's own report names the frame and exits at once.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:strict_string_checks=1:quarantine_size_mb=8:allow_user_segv_handler=0}
# Other fatal signals (an abort, a watchdog): Qt Test prints its message without attaching gdb.
export QTEST_DISABLE_STACK_DUMP=1
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
start=$(date +%s)

# Debug info stays in the executables here (QC_SPLIT_DWARF=OFF): a sanitizer's report is symbolized from the
# executable alone, and this tree (GUI off, ~4 GB) keeps the compiler cache it has (a cold clang build is ~22 min).
cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DQC_SPLIT_DWARF=OFF \
    -DQC_BUILD_GUI=OFF -DQC_BUILD_BENCH=OFF -DQC_FUZZ=ON -DQC_SLURM_TESTS=OFF -DQC_TEST_TIMEOUT_SCALE=4 >/dev/null
cmake --build "$BUILD" -j"$JOBS"
echo "== built in $(( $(date +%s) - start )) s"

status=0
# Anchored: the parser tests labelled slurmcli run here too; only the real-cluster tests are left out.
# Each test's own TIMEOUT (scaled by QC_TEST_TIMEOUT_SCALE above) wins over --timeout, which only covers the rest.
ctest --test-dir "$BUILD" -LE '^(slurm|slurm24|gui)$' --output-on-failure -j"$JOBS" --timeout 900 || status=1
echo "== tests done at $(( $(date +%s) - start )) s"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for target in $(fuzz_targets); do
    fuzz_seed_dir "$target" "$work/$target-seeds"
    mkdir -p "$work/$target"
    log="$work/$target.log"
    if "$BUILD/fuzz/fuzz_$target" -max_total_time="$FUZZ_SECONDS" -timeout=30 -rss_limit_mb=2048 -max_len=262144 \
        -artifact_prefix="$work/$target-" "$work/$target" "$work/$target-seeds" >"$log" 2>&1; then
        echo "fuzz_$target: $(grep -E '^#[0-9]+.*DONE' "$log" | tail -1)"
    else
        echo "fuzz_$target FAILED:"; tail -40 "$log"
        mkdir -p "$BUILD/fuzz-artifacts" && cp "$work/$target-"* "$BUILD/fuzz-artifacts/" 2>/dev/null || true
        status=1
    fi
done
echo "== sanitizers: status $status, $(( $(date +%s) - start )) s in all"
exit $status
