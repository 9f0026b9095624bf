#!/usr/bin/env bash
# CI step (a): the README's set-up on a pristine Debian 12. In a fresh minimal chroot with nothing else
# installed: scripts/run-demo.sh (install-deps.sh, build CLI and GUI, start the GUI on demo://) must bring the
# window up, then scripts/run-tests.sh (the README's test command, both Slurm clusters included) must pass,
# then `cpack -G DEB` must make the package (kept in $QC_CI_STAGE/out for step b) and must refuse
# without dpkg-shlibdeps. Fails when a package is missing from scripts/packages-debian.txt.
set -euo pipefail
. "$(dirname "$0")/fresh-env.sh"
rm -f "$QC_CI_STAGE"/out/queuecast_*.deb
# Speed-up only: the host (Debian 12 too) has just compiled the same sources with the same compiler for
# run-tests.sh; its ccache entries are valid in the chroot (CCACHE_BASEDIR makes paths relative).
host_cache="$(command -v ccache >/dev/null && ccache -k cache_dir 2>/dev/null || true)"
if [ -d "$host_cache" ]; then
    cp -a --update "$host_cache/." "$QC_CI_STAGE/ccache-bookworm/"
fi
# test_cerit_forecast replays the CERIT-SC trace kept in shared/traces beside the clone (not in the repository).
trace="$(dirname "$FRESH_DEBIAN")/../traces/cerit-sc-2013.csv"
[ -f "$trace" ] || { echo "no CERIT trace at $trace" >&2; exit 1; }
cp "$trace" "$QC_CI_STAGE/out/cerit-sc-2013.csv"
# The chroot shares the host's network: its test clusters use the same fixed ports as the host's, so hold the
# host's cluster locks (held by anything else that runs a test cluster here) for the whole step; the chroot's
# processes do not inherit them, so a daemon left behind cannot keep them.
exec 8>/tmp/qc-slurm22.lock 9>/tmp/qc-slurm24.lock
flock 8
flock 9
fresh_run bookworm setup-and-package.sh 8>&- 9>&-
ls "$QC_CI_STAGE"/out/queuecast_*.deb
