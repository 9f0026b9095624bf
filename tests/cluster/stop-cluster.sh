#!/usr/bin/env bash
# Stop the test cluster started by tests/cluster/start-cluster.sh, by PID only.
#
#   tests/cluster/stop-cluster.sh [STATE_DIR]      (default /tmp/queuecast-slurm, run as root)
#
# Daemons are found through STATE_DIR/run/*.pid (checked against the expected program name, so
# a stale pid file cannot hit an unrelated process). Job processes are not daemons of ours:
# slurmstepd detaches from slurmd, so stopping slurmd leaves jobs running. They are found as
# processes whose environment carries SLURM_CONF=<this STATE_DIR>/slurm.conf (slurmstepd and
# the job's processes inherit it), plus all their descendants. Nothing is killed by name.
# Every group gets SIGTERM, a short grace period, then SIGKILL.
set -uo pipefail   # no -e: stopping must go on past individual failures

STATE_DIR=${1:-/tmp/queuecast-slurm}
STATE_DIR=$(realpath -m "$STATE_DIR")
RUN=$STATE_DIR/run
CONF=$STATE_DIR/slurm.conf
export SLURM_CONF=$CONF
T0=$(date +%s.%N)
log() { printf '[stop-cluster %5.1fs] %s\n' "$(awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN{print b-a}')" "$*"; }

if [ ! -d "$RUN" ]; then
    log "no $RUN: nothing to stop"
    exit 0
fi

# A zombie counts as gone: orphans are reaped by PID 1, which may take a second or more
# (on some VMs PID 1 is not a fast-reaping init).
alive() {
    kill -0 "$1" 2>/dev/null || return 1
    local state
    state=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)
    [ -n "$state" ] && [ "$state" != Z ]
}

# PID from a pid file, only if that process is still the program we expect.
pid_of() {   # pid_of FILE COMM
    local f=$1 comm=$2 pid
    [ -f "$f" ] || return 0
    pid=$(tr -dc '0-9' < "$f")
    [ -n "$pid" ] && alive "$pid" || return 0
    [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$comm" ] && echo "$pid"
}

# All descendants of the given PIDs (by parent PID), excluding the PIDs themselves.
descendants() {
    [ $# -gt 0 ] || return 0
    ps -eo pid=,ppid= | awk -v roots="$*" '
        BEGIN { n = split(roots, r, " "); for (i = 1; i <= n; i++) want[r[i]] = 1 }
        { parent[$1] = $2 }
        END {
            do { changed = 0
                 for (p in parent) if (!(p in want) && (parent[p] in want)) { want[p] = 2; changed = 1 }
            } while (changed)
            for (p in want) if (want[p] == 2) print p
        }'
}

# This script and its ancestors: never signal them, even if a caller exported our SLURM_CONF.
SELF_CHAIN=" "
p=$$
while [ -n "$p" ] && [ "$p" -gt 1 ]; do
    SELF_CHAIN+="$p "
    p=$(awk '{print $4}' "/proc/$p/stat" 2>/dev/null)
done

# slurmstepd and job processes of THIS cluster (environment marker, see header).
job_pids() {
    local pid envf
    for envf in /proc/[0-9]*/environ; do
        pid=${envf#/proc/}; pid=${pid%/environ}
        case "$SELF_CHAIN" in *" $pid "*) continue;; esac
        tr '\0' '\n' 2>/dev/null < "$envf" | grep -qxF "SLURM_CONF=$CONF" || continue
        # Only slurmstepd or a process belonging to a job/step, not e.g. a test driver
        # that merely sourced cluster.env.
        if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = slurmstepd ] || \
           tr '\0' '\n' 2>/dev/null < "$envf" | grep -q '^SLURM_JOB_ID='; then
            echo "$pid"
        fi
    done
}

# stop_pids NAME GRACE PID...: TERM, wait up to GRACE seconds, then KILL.
stop_pids() {
    local name=$1 grace=$2; shift 2
    local pids=() p
    for p in "$@"; do
        case "$SELF_CHAIN" in *" $p "*) continue;; esac
        alive "$p" && pids+=("$p")
    done
    [ ${#pids[@]} -gt 0 ] || return 0
    kill -TERM "${pids[@]}" 2>/dev/null
    local end=$(( $(date +%s%N) + grace * 1000000000 ))
    while [ "$(date +%s%N)" -lt "$end" ]; do
        local left=()
        for p in "${pids[@]}"; do alive "$p" && left+=("$p"); done
        [ ${#left[@]} -eq 0 ] && { log "stopped $name (${pids[*]})"; return 0; }
        sleep 0.1
    done
    local left=()
    for p in "${pids[@]}"; do alive "$p" && left+=("$p"); done
    if [ ${#left[@]} -gt 0 ]; then
        log "killing $name (${left[*]}) after ${grace}s"
        kill -KILL "${left[@]}" 2>/dev/null
        sleep 0.2
    fi
}

CTLD=$(pid_of "$RUN/slurmctld.pid" slurmctld)

# 1. Cancel jobs while the controller still runs: slurmstepd then ends them cleanly and the
#    accounting records get an end time. Bounded: a hung controller must not hang the stop.
if [ -n "$CTLD" ]; then
    ids=$(timeout 5 squeue -h -o '%A' 2>/dev/null | tr '\n' ' ')
    if [ -n "${ids// }" ]; then
        # shellcheck disable=SC2086
        timeout 5 scancel $ids 2>/dev/null
        end=$(( $(date +%s) + 4 ))
        while [ "$(date +%s)" -lt "$end" ] && [ -n "$(job_pids)" ]; do sleep 0.2; done
    fi
fi

# 2. Front ends: slurmrestd, sshd (and the sessions sshd forked).
REST=$(pid_of "$RUN/slurmrestd.pid" slurmrestd)
SSHD=$(pid_of "$RUN/sshd.pid" sshd)
# shellcheck disable=SC2046
stop_pids "slurmrestd+sshd" 3 $REST $SSHD $(descendants $SSHD)

# 3. Job processes and their slurmstepd, then the slurmd daemons.
JOBS=$(job_pids)
# Job processes may sit in their own process groups; take all descendants along.
# shellcheck disable=SC2046,SC2086
stop_pids "job processes" 3 $JOBS $(descendants $JOBS)
SLURMDS=""
for f in "$RUN"/slurmd-*.pid; do
    [ -e "$f" ] && SLURMDS+=" $(pid_of "$f" slurmd)"
done
# shellcheck disable=SC2046,SC2086
stop_pids "slurmd" 5 $SLURMDS $(descendants $SLURMDS)
# Anything a job left behind after its stepd died (double-forked daemons etc.).
# shellcheck disable=SC2046
stop_pids "leftover job processes" 2 $(job_pids)

# 4. Controller, then accounting (slurmctld flushes to slurmdbd, slurmdbd to MariaDB).
stop_pids "slurmctld" 10 $CTLD
# (unquoted on purpose: an empty result must vanish, not become an empty argument)
# shellcheck disable=SC2046
stop_pids "slurmdbd" 10 $(pid_of "$RUN/slurmdbd.pid" slurmdbd)
# shellcheck disable=SC2046
stop_pids "mariadbd" 20 $(pid_of "$RUN/mariadb.pid" mariadbd)
# shellcheck disable=SC2046
stop_pids "munged" 5 $(pid_of "$RUN/munged.pid" munged)

rm -f "$RUN"/*.pid
log "cluster in $STATE_DIR stopped"
