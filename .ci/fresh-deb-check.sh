#!/usr/bin/env bash
# CI step (b): the .deb made by step (a) installs with `apt install ./queuecast_*.deb` on a second pristine
# Debian 12 and runs: the CLI on demo://, the GUI offscreen, and under Xvfb in English and Chinese with the
# fonts the package recommends (screenshots: $QC_CI_STAGE/out/deb-gui-{en,zh_CN}.png).
set -euo pipefail
. "$(dirname "$0")/fresh-env.sh"
ls "$QC_CI_STAGE"/out/queuecast_*.deb >/dev/null || { echo "no .deb in $QC_CI_STAGE/out: run step (a) first" >&2; exit 1; }
rm -f "$QC_CI_STAGE"/out/deb-gui-*.png
fresh_run bookworm deb-install-run.sh
