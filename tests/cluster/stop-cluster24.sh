#!/usr/bin/env bash
# Stop the Slurm 24.11 test cluster of start-cluster24.sh (by PID) and undo the chroot's mounts.
#
#   flock /tmp/qc-slurm24.lock tests/cluster/stop-cluster24.sh [STATE_DIR]   (default /tmp/queuecast-slurm24)
#   tests/cluster/stop-cluster24.sh --unmount-only                           (only the mounts)
#
# The daemons are stopped by stop-cluster.sh (pid files checked against the program name, job
# processes found by SLURM_CONF=STATE_DIR/slurm.conf in their environment), with STATE_DIR/bin first
# on PATH so its squeue/scancel talk to 24.11. Then every mount at or below the chroot is undone,
# deepest first, even if stopping failed: a failed test or start must not leave /tmp bound into it.
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
UNMOUNT_ONLY=0
if [ "${1:-}" = "--unmount-only" ]; then
    UNMOUNT_ONLY=1
    shift
fi
STATE_DIR=$(realpath -m "${1:-/tmp/queuecast-slurm24}")
ROOT=${QC_SLURM24_ROOT:-}
[ -z "$ROOT" ] && [ -f "$STATE_DIR/.queuecast-slurm24-root" ] && ROOT=$(cat "$STATE_DIR/.queuecast-slurm24-root")
ROOT=$(realpath -m "${ROOT:-/var/tmp/queuecast-slurm24/root}")
case "$ROOT" in /|/tmp|/var|/var/tmp|/usr) echo "stop-cluster24: refusing ROOT=$ROOT" >&2; exit 1;; esac

rc=0
if [ "$UNMOUNT_ONLY" -eq 0 ] && [ -d "$STATE_DIR/run" ]; then
    PATH=$STATE_DIR/bin:$PATH "$HERE/stop-cluster.sh" "$STATE_DIR" | sed 's/stop-cluster /stop-cluster24 /' || rc=1
fi

# Mount points at or below ROOT, deepest first (/proc/self/mounts escapes blanks as \040).
mounts_below() {
    awk -v r="$ROOT" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/self/mounts | sort -r
}
for attempt in 1 2 3; do
    left=$(mounts_below)
    [ -z "$left" ] && break
    while IFS= read -r m; do
        umount "$m" 2>/dev/null || { [ "$attempt" -eq 3 ] && umount -l "$m"; }
    done <<<"$left"
    sleep 0.2
done
if [ -n "$(mounts_below)" ]; then
    echo "stop-cluster24: still mounted below $ROOT: $(mounts_below | tr '\n' ' ')" >&2
    rc=1
fi
exit "$rc"
