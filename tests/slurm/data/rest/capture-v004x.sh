#!/bin/bash
# Captures real slurmrestd answers of every v0.0.4x version the 24.11 test cluster serves into this directory,
# for tests/slurm/TestSlurmRestParse.cpp. Run as root against a started cluster, under its lock:
#   flock /tmp/qc-slurm24.lock tests/slurm/data/rest/capture-v004x.sh /tmp/queuecast-slurm24/cluster.env
# It submits its own jobs (named cap-*) as alice and bob, waits for their reasons, reads, then cancels them.
set -euo pipefail
ENV=${1:-/tmp/queuecast-slurm24/cluster.env}
source "$ENV"
OUT=$(cd "$(dirname "$0")" && pwd)
export PATH="$QC_PATH_PREFIX:$PATH"
cd /tmp
A() { runuser -u alice -- env PATH="$PATH" SLURM_CONF="$SLURM_CONF" "$@"; }
B() { runuser -u bob -- env PATH="$PATH" SLURM_CONF="$SLURM_CONF" "$@"; }
subA() { A sbatch --parsable -o /dev/null "$@" --wrap 'sleep 600'; }
subB() { B sbatch --parsable -o /dev/null "$@" --wrap 'sleep 600'; }
# GET/POST/DELETE as bob (or alice with AS=alice); pretty JSON to stdout; status to the file named in $3.
req() { # METHOD PATH [BODY]
    local user=${AS:-bob} tok
    tok=$([ "$user" = alice ] && echo "$QC_JWT_ALICE" || echo "$QC_JWT_BOB")
    [ -n "${TOKEN:-}" ] && tok=$TOKEN
    local args=(-s -o /tmp/cap.body -w '%{http_code}' -X "$1" -H "X-SLURM-USER-NAME: $user")
    [ "${NOTOKEN:-}" = 1 ] || args+=(-H "X-SLURM-USER-TOKEN: $tok")
    [ $# -ge 3 ] && args+=(-H 'Content-Type: application/json' --data-binary "$3")
    local code; code=$(curl "${args[@]}" "$QC_REST_URL$2")
    echo "$code" >/tmp/cap.status
    if python3 -c 'import json,sys; json.load(open("/tmp/cap.body"))' 2>/dev/null; then
        python3 -c 'import json,sys; print(json.dumps(json.load(open("/tmp/cap.body")), indent=1, ensure_ascii=False))'
    else cat /tmp/cap.body; fi
}
save() { # NAME METHOD PATH [BODY]: writes NAME.json and records its HTTP status in STATUS.txt
    local name=$1; shift
    req "$@" >"$OUT/$name.json"
    echo "$name $(cat /tmp/cap.status)" >>"$OUT/v0.0.4x-status.txt"
}
ids=()
cleanup() { if [ ${#ids[@]} -gt 0 ]; then scancel "${ids[@]}" 2>/dev/null || true; fi; }
trap cleanup EXIT
scancel -u alice 2>/dev/null || true; scancel -u bob 2>/dev/null || true; sleep 2
: >"$OUT/v0.0.4x-status.txt"

run=$(subA -J cap-run -p north --gres=gpu:a100:4); ids+=($run)
big=$(subA -J cap-big -p north -N1 --gres=gpu:8); ids+=($big)
wait8=$(subB -J cap-waitres -p north -N1 --gres=gpu:8 -t 120); ids+=($wait8)
prio=$(subB -J cap-prio -p north -N1 --gres=gpu:8); ids+=($prio)
gpus=$(subB -J cap-gpus -p south --gpus=2); ids+=($gpus)
pt=$(subB -J cap-pertask -p south -n 2 --gpus-per-task=v100:1 --mem=2000); ids+=($pt)
q1=$(subA -J cap-qos1 -p south --qos=gpu8 --gres=gpu:8); ids+=($q1)
sleep 1
q2=$(subA -J cap-qos2 -p south --qos=gpu8 --gres=gpu:1); ids+=($q2)
c1=$(subA -J cap-chem1 -p south -A chem --gres=gpu:4); ids+=($c1)
sleep 1
c2=$(subB -J cap-chem2 -p south -A chem --gres=gpu:5); ids+=($c2)
l1=$(subA -J cap-lic1 -p maint -L nas_io:4); ids+=($l1)
sleep 1
l2=$(subB -J cap-lic2 -p maint -L nas_io:2); ids+=($l2)
bg=$(subB -J cap-begin -p maint --begin=now+1hour); ids+=($bg)
dep=$(subB -J cap-dep -p maint -d afterok:$run); ids+=($dep)
held=$(subB -J cap-held -p south -H --gres=gpu:v100:3); ids+=($held)
long=$(subB -J cap-toolong -p north -t 3-00:00:00 --nice=50); ids+=($long)
arr=$(subB -J cap-array -p maint --array=1-6%2); ids+=($arr)
uni=$(subB -J 'cap 中文 $(touch x) "q"' -p maint -H); ids+=($uni)
done_id=$(B sbatch --parsable -o /dev/null -J cap-done -p maint --wrap true); ids+=($done_id)
sleep 6
squeue -h -o '%i|%j|%u|%T|%r|%b' | sort -n >"$OUT/v0.0.4x-squeue.txt"

NOTOKEN=1 req GET /openapi/v3 >/dev/null; echo "openapi-no-token $(cat /tmp/cap.status)" >>"$OUT/v0.0.4x-status.txt"
# The whole document is ~MBs: keep what QueueCast reads (the paths and their deprecated flags) plus info.
req GET /openapi/v3 | python3 -c '
import json,sys
d=json.load(sys.stdin)
keep={"openapi":d.get("openapi"),"info":d.get("info"),"paths":{}}
for p,ops in d.get("paths",{}).items():
    keep["paths"][p]={m:{k:v for k,v in o.items() if k in ("deprecated","operationId","tags")} for m,o in ops.items() if isinstance(o,dict)}
print(json.dumps(keep,indent=1))' >"$OUT/v0.0.4x-openapi-v3.json"

for v in $QC_REST_VERSIONS; do
    save $v-ping GET /slurm/$v/ping
    save $v-jobs GET /slurm/$v/jobs
    last=$(python3 -c "import json;d=json.load(open('$OUT/$v-jobs.json'));print(d['last_update']['number'])")
    save $v-jobs-unchanged GET "/slurm/$v/jobs?update_time=$last"
    save $v-nodes GET /slurm/$v/nodes
    save $v-partitions GET /slurm/$v/partitions
    save $v-licenses GET /slurm/$v/licenses
    save $v-job-array GET /slurm/$v/job/$arr
    save $v-job-state GET "/slurm/$v/jobs/state?job_id=$arr"
    save dbv${v#v}-qos GET /slurmdb/$v/qos
    save dbv${v#v}-associations GET /slurmdb/$v/associations
    save dbv${v#v}-jobs GET "/slurmdb/$v/jobs?start_time=$(( $(date +%s) - 86400 ))"
    TOKEN=not.a.token save $v-error-bad-token GET /slurm/$v/jobs
    NOTOKEN=1 save $v-error-no-token GET /slurm/$v/ping
    save $v-update-notfound POST /slurm/$v/job/99999999 '{"nice": 10}'
    AS=alice save $v-update-others POST /slurm/$v/job/$held '{"nice": 10}'
    save $v-update-nice POST /slurm/$v/job/$held '{"nice": 20}'
    save $v-update-timelimit POST /slurm/$v/job/$held '{"time_limit": {"set": true, "infinite": false, "number": 30}}'
    save $v-update-array-task POST /slurm/$v/job/${arr}_5 '{"nice": 5}'
    save $v-update-release POST /slurm/$v/job/$held '{"hold": false}'
    save $v-update-hold POST /slurm/$v/job/$held '{"hold": true}'
    save $v-submit POST /slurm/$v/job/submit '{"job": {"name": "cap-sub", "partition": "maint", "script": "#!/bin/sh\nsleep 600\n", "environment": ["PATH=/bin:/usr/bin"], "current_working_directory": "/tmp", "time_limit": {"set": true, "infinite": false, "number": 10}, "tres_per_job": "gres/gpu:0", "hold": true}}'
    sub=$(python3 -c "import json;print(json.load(open('$OUT/$v-submit.json')).get('job_id',''))" || true)
    if [ -n "$sub" ]; then ids+=($sub); fi
    save $v-submit-badpart POST /slurm/$v/job/submit '{"job": {"name": "cap-sub", "partition": "nope", "script": "#!/bin/sh\nsleep 1\n", "environment": ["PATH=/bin"], "current_working_directory": "/tmp"}}'
    save $v-submit-noenv POST /slurm/$v/job/submit '{"job": {"name": "cap-sub", "partition": "maint", "script": "#!/bin/sh\nsleep 1\n", "current_working_directory": "/tmp"}}'
    AS=alice save $v-cancel-others DELETE /slurm/$v/job/$held
    save $v-cancel-notfound DELETE /slurm/$v/job/99999999
    if [ -n "$sub" ]; then save $v-cancel DELETE /slurm/$v/job/$sub; fi
done
echo "captured into $OUT"
