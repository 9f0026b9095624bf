#!/usr/bin/env bash
# Runs inside a pristine Debian 13 chroot (.ci/fresh-trixie-build.sh), in /src.
set -euo pipefail
export CI=true DEBIAN_FRONTEND=noninteractive QT_QPA_PLATFORM=offscreen
t0=$SECONDS
scripts/install-deps.sh >/share/out/trixie-install.log 2>&1 || { tail -30 /share/out/trixie-install.log; exit 1; }
echo "trixie: install-deps.sh took $((SECONDS - t0)) s"
t1=$SECONDS
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DQC_BUILD_GUI=ON -DQC_SLURM_TESTS=OFF \
    >/share/out/trixie-configure.log 2>&1 || { cat /share/out/trixie-configure.log; exit 1; }
if grep -n "CMake Warning\|CMake Deprecation" /share/out/trixie-configure.log; then
    echo "trixie: CMake warnings (above)" >&2
    exit 1
fi
cmake --build build -j"${QC_JOBS:-2}" -- -k 0 >/share/out/trixie-build.log 2>&1 || { grep -B2 -A8 "error" /share/out/trixie-build.log | head -80; exit 1; }
echo "trixie: build took $((SECONDS - t1)) s"
# ccache replays a cached compile's warnings, so a warm cache cannot hide them.
if grep -n "warning:" /share/out/trixie-build.log; then
    echo "trixie: $(grep -c "warning:" /share/out/trixie-build.log) compiler warnings (above)" >&2
    exit 1
fi
t2=$SECONDS
export QC_TRACE=/share/out/cerit-sc-2013.csv # test_cerit_forecast's trace, copied in by the host step
ctest --test-dir build -LE '^slurm(24)?$' --output-on-failure --timeout 900 -j"${QC_JOBS:-2}"
echo "trixie: tests took $((SECONDS - t2)) s; all in $((SECONDS - t0)) s"
