#!/usr/bin/env bash
# One command: install what is needed, build, and start QueueCast on the embedded demo platform.
# Extra arguments go to the app, e.g. scripts/run-demo.sh --language zh_CN --backend 'demo://?speed=60'
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${QC_BUILD_DIR:-$here/build}"

"$here/scripts/install-deps.sh"
# Cache hits across clones: ccache hashes paths relative to the source tree.
export CCACHE_BASEDIR="$here"
export CCACHE_NOHASHDIR=1 # -g would otherwise put the build directory into every hash
export CCACHE_IGNOREOPTIONS="-DQT_TESTCASE_SOURCEDIR=* -DQT_TESTCASE_BUILDDIR=*" # absolute paths Qt6::Test adds to every test; used only by QFINDTESTDATA (unused), they made every test file miss in another clone
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"$(nproc)" --target queuecast queuecast-cli

args=("$@")
if [ ${#args[@]} -eq 0 ]; then
    args=(--backend demo://)
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: starting under xvfb-run (set DISPLAY to see the window)." >&2
    exec xvfb-run -a -s "-screen 0 1600x1000x24" "$build/ui/queuecast" "${args[@]}"
fi
exec "$build/ui/queuecast" "${args[@]}"
