#!/bin/bash
# Stops or starts only the test cluster's slurmctld (by the PID in its pid file), for fault-injection tests.
#   slurmctld-ctl.sh stop|start [STATE_DIR]      (the 22.05 cluster, or the 24.11 one of start-cluster24.sh)
set -euo pipefail
STATE_DIR=${2:-/tmp/queuecast-slurm}
CONF=$STATE_DIR/slurm.conf
PIDFILE=$STATE_DIR/run/slurmctld.pid
export SLURM_CONF=$CONF
case "${1:-}" in
stop)
    pid=$(cat "$PIDFILE")
    [ "$(cat /proc/"$pid"/comm 2>/dev/null)" = slurmctld ] || { echo "pid $pid is not slurmctld" >&2; exit 1; }
    kill -TERM "$pid"
    for _ in $(seq 1 100); do
        state=$(awk '{print $3}' /proc/"$pid"/stat 2>/dev/null || echo gone)
        { [ "$state" = gone ] || [ "$state" = Z ]; } && exit 0
        sleep 0.1
    done
    echo "slurmctld $pid did not stop" >&2; exit 1 ;;
start)
    # The restarted daemon must not inherit the caller's files (a ctest run under flock holds the lock fd).
    for fd in /proc/$$/fd/*; do
        fd=${fd##*/}
        [ "$fd" -gt 2 ] 2>/dev/null && eval "exec $fd>&-" 2>/dev/null
    done
    if [ -f "$STATE_DIR/.queuecast-slurm24-root" ]; then
        # The 24.11 cluster (start-cluster24.sh): the daemon runs inside its chroot, the commands from bin/.
        ROOT=$(cat "$STATE_DIR/.queuecast-slurm24-root")
        export PATH=$STATE_DIR/bin:$PATH
        chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin SLURM_CONF="$CONF" \
            slurmctld -f "$CONF" 2>>"$STATE_DIR/log/slurmctld.log"
    else
        slurmctld -f "$CONF" 2>>"$STATE_DIR/log/slurmctld.log"
    fi
    for _ in $(seq 1 150); do
        scontrol ping 2>/dev/null | grep -q UP && exit 0
        sleep 0.2
    done
    echo "slurmctld did not come back" >&2; exit 1 ;;
*) echo "usage: $0 stop|start [STATE_DIR]" >&2; exit 2 ;;
esac
