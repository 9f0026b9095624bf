#!/usr/bin/env bash
# Reproduce every pending reason the QueueCast tests rely on, on the cluster started by
# start-cluster.sh, and print what squeue shows. Exits non-zero if a reason does not appear.
#
#   tests/cluster/check-reasons.sh [STATE_DIR]     (run as root; cancels ALL jobs between recipes)
#
# Each recipe starts from an empty queue. Jobs are submitted as alice (or bob) with
# `runuser -u USER -- env SLURM_CONF=... sbatch ...`, exactly as the README describes.
set -euo pipefail

STATE_DIR=${1:-/tmp/queuecast-slurm}
# shellcheck disable=SC1091
source "$STATE_DIR/cluster.env"
export SLURM_CONF
cd /tmp   # runuser keeps the cwd; users cannot write into e.g. /root (we use -o /dev/null anyway)

as() { local u=$1; shift; runuser -u "$u" -- env SLURM_CONF="$SLURM_CONF" "$@"; }
# sub USER SBATCH-ARGS...: prints the job id; its submit time goes to $TIMES so expect() can
# report how long the reason took to appear.
sub() {
    local u=$1 t id; shift
    t=$(date +%s.%N)
    id=$(as "$u" sbatch --parsable -o /dev/null "$@" --wrap 'sleep 600')
    echo "$id $t" >> "$TIMES"
    echo "$id"
}
TIMES=$(mktemp); trap 'rm -f "$TIMES"' EXIT
FAILED=0

clean() {
    # shellcheck disable=SC2046
    scancel --quiet $(squeue -h -o %A) 2>/dev/null || true
    local end=$(( $(date +%s) + 30 ))
    while [ -n "$(squeue -h -o %A)" ] && [ "$(date +%s)" -lt "$end" ]; do sleep 0.2; done
    scontrol update PartitionName=maint State=UP >/dev/null
}
# expect JOBID STATE REASON: poll until squeue shows it (max 25 s after submit), report the delay.
expect() {
    local id=$1 state=$2 reason=$3 t0 now line
    t0=$(awk -v id="$id" '$1 == id {print $2}' "$TIMES")   # sub() runs in a subshell
    while :; do
        line=$(squeue -h -j "$id" -o '%i|%r|%T' 2>/dev/null || true)
        [ "$line" = "$id|$reason|$state" ] && break
        now=$(date +%s.%N)
        if awk -v a="$t0" -v b="$now" 'BEGIN{exit !(b-a > 25)}'; then
            echo "  FAIL job $id: wanted $reason|$state, squeue says '$line'"; FAILED=1; return 0
        fi
        sleep 0.1
    done
    printf '  job %s: %-18s seen %4.1fs after submit\n' "$id" "$reason" \
        "$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{print b-a}')"
}
show() { echo "  squeue -h -o '%i|%r|%T':"; squeue -h -o '%i|%r|%T' | sort -n | sed 's/^/    /'; }

echo "== Resources + Priority: north (2 nodes x 8 GPUs) full, two more 8-GPU jobs"
clean
a=$(sub alice -p north --gres=gpu:8); b=$(sub alice -p north --gres=gpu:8)
c=$(sub alice -p north --gres=gpu:8); d=$(sub alice -p north --gres=gpu:8)
expect "$a" RUNNING None; expect "$b" RUNNING None
expect "$c" PENDING Resources; expect "$d" PENDING Priority
show

echo "== Fragmentation: 6 of 8 GPUs used on each north node, 4 free in total, 8-GPU job waits"
clean
a=$(sub alice -p north --gres=gpu:6); b=$(sub alice -p north --gres=gpu:6)
expect "$a" RUNNING None; expect "$b" RUNNING None
c=$(sub alice -p north -N1 --gres=gpu:8)
expect "$c" PENDING Resources
show
echo "  nodes: $(sinfo -h -N -p north -O 'NodeList:8,GresUsed:40' | tr -s ' ' | tr '\n' ';')"

echo "== QOSMaxGRESPerUser: QOS gpu8 allows 8 GPUs per user"
clean
a=$(sub alice -p south --qos=gpu8 --gres=gpu:8); b=$(sub alice -p south --qos=gpu8 --gres=gpu:1)
expect "$a" RUNNING None; expect "$b" PENDING QOSMaxGRESPerUser
show

echo "== AssocGrpGRES: account chem has GrpTRES=gres/gpu=8 (shared by alice and bob)"
clean
a=$(sub alice -p south -A chem --gres=gpu:8); b=$(sub bob -p south -A chem --gres=gpu:2)
expect "$a" RUNNING None; expect "$b" PENDING AssocGrpGRES
show

echo "== Licenses: nas_io:4 in total"
clean
a=$(sub alice -p maint -L nas_io:4); b=$(sub alice -p maint -L nas_io:2)
expect "$a" RUNNING None; expect "$b" PENDING Licenses
show

echo "== BeginTime, Dependency, JobHeldUser, PartitionTimeLimit"
clean
a=$(sub alice -p north --gres=gpu:1)
b=$(sub alice -p north --begin=now+1hour)
c=$(sub alice -p north -d "afterok:$a")
d=$(sub alice -p north -H)
e=$(sub alice -p north -t 3-00:00:00)
expect "$a" RUNNING None; expect "$b" PENDING BeginTime; expect "$c" PENDING Dependency
expect "$d" PENDING JobHeldUser; expect "$e" PENDING PartitionTimeLimit
show

echo "== PartitionDown: admin sets partition maint down"
clean
scontrol update PartitionName=maint State=DOWN
a=$(sub alice -p maint)
expect "$a" PENDING PartitionDown
show
clean

[ "$FAILED" -eq 0 ] && echo "all reasons reproduced" || { echo "SOME REASONS DID NOT APPEAR"; exit 1; }
