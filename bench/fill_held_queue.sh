#!/bin/bash
# Fills the local test cluster (tests/cluster/start-cluster.sh, run as root) with held one-line jobs of
# bob's in the GPU-less partition until N jobs are pending, eight sbatch at a time, as
# bench/queue_refresh does; for the GUI and CLI benchmarks at 20,000-100,000 jobs. Start the cluster
# with QC_MAX_JOB_COUNT above N (its default, 50,000, is what the tests use).
#   bench/fill_held_queue.sh N [cluster.env]
set -euo pipefail
target=${1:?usage: fill_held_queue.sh N [cluster.env]}
# shellcheck disable=SC1090
set -a
source "${2:-/tmp/queuecast-slurm/cluster.env}"
set +a
have=$(squeue -h -t PD -o %i | wc -l)
start=$have
t0=$(date +%s)
while [ "$have" -lt "$target" ]; do
    n=$(( target - have ))
    [ "$n" -gt 2000 ] && n=2000
    seq "$n" | xargs -P 8 -I{} runuser -u bob -- env SLURM_CONF="$SLURM_CONF" PATH="$PATH" \
        sbatch -H -p maint -J qcbench -o /dev/null --chdir=/tmp --wrap true >/dev/null
    have=$(squeue -h -t PD -o %i | wc -l)
    echo "  $have pending ($(( $(date +%s) - t0 )) s)"
done
echo "filled $start -> $have pending jobs in $(( $(date +%s) - t0 )) s"
