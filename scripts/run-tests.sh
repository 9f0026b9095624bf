#!/usr/bin/env bash
# One command: install what is needed, build, and run the whole test suite with CTest:
#   1. the full build (GUI on): unit, CLI, GUI (offscreen) and the integration tests against a real
#      local Slurm that the suite starts itself (tests/cluster/start-cluster.sh, needs root/sudo);
#   2. the GUI=OFF build: proves the core and the CLI build and pass their tests without QtWidgets.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${QC_BUILD_DIR:-$here/build}"
jobs="$(nproc)"

"$here/scripts/install-deps.sh"
# Cache hits across clones: ccache hashes paths relative to the source tree.
export CCACHE_BASEDIR="$here"
export CCACHE_NOHASHDIR=1 # -g would otherwise put the build directory into every hash
export CCACHE_IGNOREOPTIONS="-DQT_TESTCASE_SOURCEDIR=* -DQT_TESTCASE_BUILDDIR=*" # absolute paths Qt6::Test adds to every test; used only by QFINDTESTDATA (unused), they made every test file miss in another clone
export QT_QPA_PLATFORM=offscreen

echo "== Full build (GUI on) =="
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DQC_BUILD_GUI=ON >/dev/null
cmake --build "$build" -j"$jobs"
(cd "$build" && ctest --output-on-failure --timeout 900)

echo "== Core-only build (GUI off) =="
cmake -S "$here" -B "$build-nogui" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DQC_BUILD_GUI=OFF \
    -DQC_SLURM_TESTS=OFF >/dev/null
cmake --build "$build-nogui" -j"$jobs"
(cd "$build-nogui" && ctest --output-on-failure --timeout 900)
