#!/usr/bin/env bash
# CI step (c): Debian 13 (Qt 6.8, GCC 14, QCoro 0.12) in a pristine chroot: install-deps.sh, the full build
# with no compiler warning allowed, and every test that needs no Slurm cluster (core, CLI, GUI offscreen).
set -euo pipefail
. "$(dirname "$0")/fresh-env.sh"
fresh_run trixie build-and-test.sh
