#!/bin/bash
# Captures what squeue really prints for the slurm:// backend's three layouts (one read, dynamic half, static half)
# on a running test cluster, into tests/data/squeue-halves/<slurm version>-{full,dynamic,static}.out, for
# TestSlurmCliParse. The format arguments are the captured text files of tests/slurm/data (squeue-format.txt,
# squeue-24.11-halves-format.txt), which that test also compares with the product's own, so the input never comes
# from the code under test.
#   capture-squeue-halves.sh [STATE_DIR]     (root; hold the cluster's flock; the cluster must be idle)
set -euo pipefail
STATE_DIR=${1:-/tmp/queuecast-slurm}
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=$HERE/../slurm/data
OUT=$HERE/../data/squeue-halves
# shellcheck disable=SC1091
source "$STATE_DIR/cluster.env"
export SLURM_CONF
[ -n "${QC_PATH_PREFIX:-}" ] && export PATH=$QC_PATH_PREFIX:$PATH
version=${QC_SLURM_VERSION:-$(sinfo --version | awk '{print $2}')}
version=${version%.*} # 22.05, 24.11
mkdir -p "$OUT"
cd /tmp

ids=()
sub() { # USER ARGS... : one job, its id appended to ids
    local user=$1; shift
    ids+=("$(runuser -u "$user" -- env PATH="$PATH" SLURM_CONF="$SLURM_CONF" sbatch --parsable -o /dev/null \
        --chdir=/tmp "$@" --wrap 'sleep 600' | cut -d';' -f1)")
}
cleanup() { [ ${#ids[@]} -gt 0 ] && scancel "${ids[@]}" 2>/dev/null || true; }
trap cleanup EXIT

# Running jobs (times fixed once started), each GPU request form, an array, and held pending jobs: held jobs have
# no start estimate and keep their reason, so the three reads below see the same queue.
sub alice -J 'qc run a100' -p north --gres=gpu:a100:2 -t 30
sub bob -J 'qc|pipe ☃' -p south --gpus=v100:3 -t 40
sub alice -J qc-pertask -p south -n 2 --gpus-per-task=v100:1 -t 20
sub alice -J qc-held-pernode -H -p north -N 1 --gres=gpu:a100:4 -t 60
sub bob -J qc-held-perjob -H -p south --gpus=2
sub alice -J qc-array -H -p maint --array=1-4 -L nas_io:1
sub bob -J "$(printf 'qc new\nline')" -H -p maint --qos=normal -A chem
sub alice -J qc-begin -p maint --begin=now+2hours
for _ in $(seq 1 100); do
    running=$(squeue -h -j "$(IFS=,; echo "${ids[*]}")" -t R -o %i | wc -l)
    [ "$running" -ge 3 ] && break
    sleep 0.2
done
[ "$running" -ge 3 ] || { echo "the three running jobs did not start" >&2; exit 1; }

read_layout() { # FORMAT -> stdout, as the backend runs it (SqueueFormat, CommandRunner::readEnvironment)
    env SLURM_TIME_FORMAT=%s TZ=UTC0 squeue -h -a -S i -O "$1"
}
full=$(head -n1 "$DATA/squeue-format.txt")
dynamic=$(sed -n 1p "$DATA/squeue-24.11-halves-format.txt")
static=$(sed -n 2p "$DATA/squeue-24.11-halves-format.txt")
read_layout "$full" > "$OUT/$version-full.out"
read_layout "$dynamic" > "$OUT/$version-dynamic.out"
read_layout "$static" > "$OUT/$version-static.out"
echo "captured $(grep -c . "$OUT/$version-static.out") records from Slurm $version into $OUT/$version-*.out"
