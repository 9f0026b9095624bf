#!/bin/bash
# Stops or starts only the test cluster's slurmctld (by the PID in its pid file), for fault-injection tests.
#   slurmctld-ctl.sh stop|start [STATE_DIR]
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
    slurmctld -f "$CONF" 2>>"$STATE_DIR/log/slurmctld.log"
    for _ in $(seq 1 150); do
        scontrol ping 2>/dev/null | grep -q UP && exit 0
        sleep 0.2
    done
    echo "slurmctld did not come back" >&2; exit 1 ;;
*) echo "usage: $0 stop|start [STATE_DIR]" >&2; exit 2 ;;
esac
