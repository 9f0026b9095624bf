#!/usr/bin/env bash
# CI step (a): the README's set-up on a pristine Debian 12. In a fresh minimal chroot with nothing else
# installed: scripts/run-demo.sh (install-deps.sh, build CLI and GUI, start the GUI on demo://) must bring the
# window up, then `cpack -G DEB` must make the package (kept in $QC_CI_STAGE/out for step b) and must refuse
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
fresh_run bookworm setup-and-package.sh
ls "$QC_CI_STAGE"/out/queuecast_*.deb
