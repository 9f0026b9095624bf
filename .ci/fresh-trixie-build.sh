#!/usr/bin/env bash
# CI step (c): Debian 13 (Qt 6.8, GCC 14, QCoro 0.12) in a pristine chroot: install-deps.sh, the full build
# with no compiler warning allowed, and every test that needs no Slurm cluster (core, CLI, GUI offscreen).
set -euo pipefail
. "$(dirname "$0")/fresh-env.sh"
# test_cerit_forecast replays the CERIT-SC trace kept in shared/traces beside the clone (not in the repository).
trace="$(dirname "$FRESH_DEBIAN")/../traces/cerit-sc-2013.csv"
[ -f "$trace" ] || { echo "no CERIT trace at $trace" >&2; exit 1; }
cp "$trace" "$QC_CI_STAGE/out/cerit-sc-2013.csv"
fresh_run trixie build-and-test.sh
