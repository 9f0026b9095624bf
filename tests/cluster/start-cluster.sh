#!/usr/bin/env bash
# Start a real, local Slurm 22.05 cluster on 127.0.0.1 for QueueCast's integration tests.
#
#   tests/cluster/start-cluster.sh [STATE_DIR]      (default /tmp/queuecast-slurm, run as root)
#
# Everything (configs, keys, logs, pid files, spool, database) lives in STATE_DIR, so the
# machine's /etc/slurm, /etc/munge and systemd are never used. Daemons are started directly
# and recorded in STATE_DIR/run/*.pid; tests/cluster/stop-cluster.sh stops them by PID.
# On success STATE_DIR/cluster.env holds what the tests need (source it).
# See tests/cluster/README.md for ports, users and recipes for pending reasons.
set -euo pipefail

STATE_DIR=${1:-/tmp/queuecast-slurm}
STATE_DIR=$(realpath -m "$STATE_DIR")
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# ---- fixed layout of the test cluster (the tests read these back from cluster.env) ----------
CLUSTER=qctest
HOST=$(hostname -s)
DB_PORT=3307          # MariaDB, not the default 3306 so a system MariaDB cannot clash
DBD_PORT=6916         # slurmdbd
CTLD_PORT=6917        # slurmctld
REST_PORT=6820        # slurmrestd
SSH_PORT=2222         # sshd for the "remote login node" (ssh qc-login)
# node name -> slurmd port; GPU nodes get 8 GPUs each, cpu1 has none (partition "maint").
NODES=(gpu-a1 gpu-a2 gpu-b1 gpu-b2 cpu1)
declare -A NODE_PORT=([gpu-a1]=6931 [gpu-a2]=6932 [gpu-b1]=6933 [gpu-b2]=6934 [cpu1]=6935)
declare -A NODE_GPU=([gpu-a1]=a100 [gpu-a2]=a100 [gpu-b1]=v100 [gpu-b2]=v100)
REST_USER=slurmrest   # slurmrestd refuses to be root/SlurmUser; a system user of its own
START_TIMEOUT=${QC_START_TIMEOUT:-90}   # seconds, for each wait below
# Benchmarks of 100,000-job queues raise it; the tests never come near 50,000.
MAX_JOB_COUNT=${QC_MAX_JOB_COUNT:-50000}

CONF=$STATE_DIR/slurm.conf
RUN=$STATE_DIR/run
LOG=$STATE_DIR/log
MUNGE_SOCK=$STATE_DIR/munge-run/munge.socket
export SLURM_CONF=$CONF
T0=$(date +%s.%N)

log() { printf '[start-cluster %5.1fs] %s\n' "$(awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN{print b-a}')" "$*"; }
die() {
    echo "start-cluster: ERROR: $1" >&2
    shift
    # Show the tail of each relevant log so the reason is visible in CI output.
    for f in "$@"; do
        [ -f "$f" ] && { echo "----- tail $f" >&2; tail -n 25 "$f" >&2; }
    done
    exit 1
}
# shellcheck source=cluster-lib.sh
. "$HERE/cluster-lib.sh"

[ "$(id -u)" -eq 0 ] || die "run as root (it installs packages, creates users and starts daemons)"
case "$STATE_DIR" in /|/tmp|/root|/home|/var|/etc|/usr) die "refusing STATE_DIR=$STATE_DIR";; esac

# ---- 0. start clean: stop whatever a previous run left (this dir, or the last dir used) -------
# The ports are fixed, so a cluster started from another STATE_DIR must go too; its location
# is remembered in /tmp/.queuecast-slurm-last.
LAST_FILE=/tmp/.queuecast-slurm-last
for d in "$STATE_DIR" "$(cat "$LAST_FILE" 2>/dev/null || true)"; do
    [ -n "$d" ] && [ -d "$d/run" ] && "$HERE/stop-cluster.sh" "$d" >/dev/null
done
for p in $DB_PORT $DBD_PORT $CTLD_PORT $REST_PORT $SSH_PORT "${NODE_PORT[@]}"; do
    port_listening "$p" && die "port $p is already in use by something else"
done
# Only wipe a directory that we created ourselves (marker file), never an arbitrary path.
if [ -e "$STATE_DIR" ]; then
    if [ -e "$STATE_DIR/.queuecast-slurm-state" ]; then
        rm -rf "$STATE_DIR"
    elif [ -n "$(ls -A "$STATE_DIR")" ]; then
        die "$STATE_DIR exists, is not empty and was not created by this script"
    fi
fi
echo "$STATE_DIR" > "$LAST_FILE"

# ---- 1. packages (only the missing ones; an apt-get update is needed on a fresh image) --------
PKGS=(munge slurmctld slurmd slurm-client slurmrestd slurm-wlm-jwt-plugin slurmdbd
      mariadb-server openssh-server openssh-client curl)
MISSING=()
for p in "${PKGS[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || MISSING+=("$p"); done
if [ ${#MISSING[@]} -gt 0 ]; then
    log "installing ${MISSING[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    # policy-rc.d in containers stops the packages' own services from starting; fine, we
    # start our own instances below anyway.
    apt-get install -y -qq --no-install-recommends "${MISSING[@]}" >/dev/null
fi

# ---- 2. users ----------------------------------------------------------------------------------
# alice and bob are ordinary users (owner rights); root is the Slurm admin.
for u in alice bob; do
    id "$u" >/dev/null 2>&1 || useradd -m -s /bin/bash "$u"
    # sshd without PAM treats a "!" password (useradd's default) as a locked account and
    # refuses even key logins; "*" means "no password login possible" but not locked.
    [ "$(getent shadow "$u" | cut -d: -f2)" = "*" ] || usermod -p '*' "$u"
done
id "$REST_USER" >/dev/null 2>&1 || useradd -r -M -d /nonexistent -s /usr/sbin/nologin "$REST_USER"

# ---- 3. state directory, keys, configs -----------------------------------------------------------
log "writing configuration to $STATE_DIR"
mkdir -p "$STATE_DIR"
chmod 755 "$STATE_DIR"          # users (alice via ssh, slurmrestd) must read slurm.conf
touch "$STATE_DIR/.queuecast-slurm-state"
mkdir -p "$RUN" "$LOG" "$STATE_DIR/spool" "$STATE_DIR/ctld-state" "$STATE_DIR/ssh"
chmod 755 "$RUN" "$LOG"
chmod 700 "$STATE_DIR/ctld-state" "$STATE_DIR/ssh"

# munge: private key + socket, so a system munged (if any) is irrelevant. munged insists that
# the key dir is private and the socket dir world-executable, hence two directories.
mkdir -p "$STATE_DIR/munge" "$STATE_DIR/munge-run"
mungekey -c -k "$STATE_DIR/munge/munge.key" >/dev/null 2>&1 || \
    dd if=/dev/urandom of="$STATE_DIR/munge/munge.key" bs=1024 count=1 status=none
chown -R munge:munge "$STATE_DIR/munge" "$STATE_DIR/munge-run"
chmod 700 "$STATE_DIR/munge"; chmod 755 "$STATE_DIR/munge-run"
chmod 400 "$STATE_DIR/munge/munge.key"

# JWT key for auth/jwt (slurmrestd tokens); only root (SlurmUser) reads it.
dd if=/dev/urandom of="$STATE_DIR/jwt_hs256.key" bs=32 count=1 status=none
chmod 600 "$STATE_DIR/jwt_hs256.key"

# Fake GPUs: 22.05's slurmd drops gpu GRES without File=, and rejects regular files; symlinks
# to /dev/null are accepted. One directory per node so every node has its own nvidia[0-7].
for n in "${!NODE_GPU[@]}"; do
    mkdir -p "$STATE_DIR/dev/$n"
    for i in 0 1 2 3 4 5 6 7; do ln -sfn /dev/null "$STATE_DIR/dev/$n/nvidia$i"; done
done

node_lines=""
gres_lines=""
for n in "${NODES[@]}"; do
    if [ -n "${NODE_GPU[$n]:-}" ]; then
        node_lines+="NodeName=$n NodeHostname=$HOST NodeAddr=127.0.0.1 Port=${NODE_PORT[$n]} CPUs=32 RealMemory=64000 Gres=gpu:${NODE_GPU[$n]}:8 State=UNKNOWN"$'\n'
        gres_lines+="NodeName=$n Name=gpu Type=${NODE_GPU[$n]} File=$STATE_DIR/dev/$n/nvidia[0-7]"$'\n'
    else
        node_lines+="NodeName=$n NodeHostname=$HOST NodeAddr=127.0.0.1 Port=${NODE_PORT[$n]} CPUs=16 RealMemory=32000 State=UNKNOWN"$'\n'
    fi
done

cat > "$CONF" <<EOF
# Generated by tests/cluster/start-cluster.sh -- QueueCast integration-test cluster.
ClusterName=$CLUSTER
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
# Our own munged socket, not /run/munge.
AuthInfo=socket=$MUNGE_SOCK
# Tokens for slurmrestd (scontrol token ...).
AuthAltTypes=auth/jwt
AuthAltParameters=jwt_key=$STATE_DIR/jwt_hs256.key

StateSaveLocation=$STATE_DIR/ctld-state
SlurmdSpoolDir=$STATE_DIR/spool/slurmd-%n
SlurmctldPidFile=$RUN/slurmctld.pid
SlurmdPidFile=$RUN/slurmd-%n.pid
SlurmctldLogFile=$LOG/slurmctld.log
SlurmdLogFile=$LOG/slurmd-%n.log
SlurmctldDebug=info
MailProg=/bin/true
SlurmdDebug=info

# No cgroups (containers, no systemd): track job processes by parent PID.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
# Several slurmd on one small host: let nodes claim the CPUs/memory written here.
SlurmdParameters=config_overrides
ReturnToService=2

# Scheduling: backfill gives estimated start times; short intervals so reasons appear fast.
SchedulerType=sched/backfill
SchedulerParameters=enable_user_top,bf_interval=1,sched_interval=2,sched_min_interval=100000
MaxJobCount=$MAX_JOB_COUNT
MaxArraySize=20001
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
# Without a default, CR_Core_Memory gives a job the whole node's memory.
DefMemPerCPU=1000
PriorityType=priority/multifactor
PriorityWeightAge=1000
PriorityWeightFairshare=1000
PriorityWeightPartition=1000
PriorityWeightQOS=1000
PriorityWeightJobSize=0
PriorityMaxAge=1-0
# Jobs exceeding a partition's MaxTime stay pending (PartitionTimeLimit) instead of being refused.
EnforcePartLimits=NO

GresTypes=gpu
Licenses=nas_io:4

AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=127.0.0.1
AccountingStoragePort=$DBD_PORT
# For slurmdbd connections the munge socket comes from here, not from AuthInfo.
AccountingStoragePass=$MUNGE_SOCK
AccountingStorageTRES=gres/gpu,license/nas_io
AccountingStorageEnforce=associations,limits,qos
JobCompType=jobcomp/none

# Fast timeouts: tests should not wait for the production defaults.
SlurmctldTimeout=10
SlurmdTimeout=30
MessageTimeout=5
TCPTimeout=2
KillWait=2
InactiveLimit=0
MinJobAge=300

$node_lines
PartitionName=north Nodes=gpu-a[1-2] Default=YES MaxTime=2-00:00:00 DefaultTime=1:00:00 State=UP
PartitionName=south Nodes=gpu-b[1-2] MaxTime=1-00:00:00 DefaultTime=1:00:00 State=UP
# maint: a CPU-only node; tests may set this partition (or its node) down.
PartitionName=maint Nodes=cpu1 MaxTime=04:00:00 DefaultTime=0:30:00 State=UP
EOF
chmod 644 "$CONF"
printf '%s' "$gres_lines" > "$STATE_DIR/gres.conf"
chmod 644 "$STATE_DIR/gres.conf"

DB_PASS=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
cat > "$STATE_DIR/slurmdbd.conf" <<EOF
# Generated by tests/cluster/start-cluster.sh
AuthType=auth/munge
AuthInfo=socket=$MUNGE_SOCK
AuthAltTypes=auth/jwt
AuthAltParameters=jwt_key=$STATE_DIR/jwt_hs256.key
DbdHost=localhost
DbdAddr=127.0.0.1
DbdPort=$DBD_PORT
SlurmUser=root
PidFile=$RUN/slurmdbd.pid
LogFile=$LOG/slurmdbd.log
DebugLevel=info
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=$DB_PORT
StorageUser=slurm
StoragePass=$DB_PASS
StorageLoc=slurm_acct_db
EOF
# slurmdbd refuses a config that others can read (it holds the DB password).
chmod 600 "$STATE_DIR/slurmdbd.conf"

# ---- 4. munged ------------------------------------------------------------------------------------
log "starting munged"
touch "$LOG/munged.log"; chown munge:munge "$LOG/munged.log"   # munged runs as user munge
runuser -u munge -- munged --socket="$MUNGE_SOCK" --key-file="$STATE_DIR/munge/munge.key" \
    --pid-file="$STATE_DIR/munge-run/munged.pid" --log-file="$LOG/munged.log" \
    --seed-file="$STATE_DIR/munge/munged.seed" || die "munged failed" "$LOG/munged.log"
cp "$STATE_DIR/munge-run/munged.pid" "$RUN/munged.pid"
wait_for "$START_TIMEOUT" munge "$RUN/munged.pid" "$LOG/munged.log" -- bash -c "munge -n -S '$MUNGE_SOCK' | unmunge -S '$MUNGE_SOCK'"

# ---- 5. MariaDB (own datadir, socket and port; no system service) ----------------------------------
log "starting MariaDB on 127.0.0.1:$DB_PORT"
DB_DIR=$STATE_DIR/mysql
DB_SOCK=$STATE_DIR/mysql-run/mysqld.sock
mkdir -p "$DB_DIR" "$STATE_DIR/mysql-run"
chown mysql:mysql "$DB_DIR" "$STATE_DIR/mysql-run"
touch "$LOG/mariadb.log"; chown mysql:mysql "$LOG/mariadb.log"
mariadb-install-db --no-defaults --user=mysql --datadir="$DB_DIR" --auth-root-authentication-method=socket \
    --skip-test-db > "$LOG/mariadb-install.log" 2>&1 || die "mariadb-install-db failed" "$LOG/mariadb-install.log"
# Small buffers, no fsync per commit: a throw-away test database on a 2-core box.
setsid mariadbd --no-defaults --user=mysql --datadir="$DB_DIR" --socket="$DB_SOCK" \
    --port=$DB_PORT --bind-address=127.0.0.1 --skip-name-resolve --pid-file="$STATE_DIR/mysql-run/mariadbd.pid" \
    --log-error="$LOG/mariadb.log" --innodb-buffer-pool-size=64M --innodb-log-file-size=48M \
    --innodb-flush-log-at-trx-commit=0 --innodb-lock-wait-timeout=900 --max-allowed-packet=64M \
    </dev/null >/dev/null 2>&1 &
echo $! > "$RUN/mariadb.pid"   # setsid execs, so this is mariadbd itself
wait_for "$START_TIMEOUT" MariaDB "$RUN/mariadb.pid" "$LOG/mariadb.log" -- mariadb --no-defaults -S "$DB_SOCK" -uroot -e 'select 1'
mariadb --no-defaults -S "$DB_SOCK" -uroot <<EOF
CREATE DATABASE IF NOT EXISTS slurm_acct_db;
CREATE USER IF NOT EXISTS 'slurm'@'127.0.0.1' IDENTIFIED BY '$DB_PASS';
CREATE USER IF NOT EXISTS 'slurm'@'localhost' IDENTIFIED BY '$DB_PASS';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost';
FLUSH PRIVILEGES;
EOF

# ---- 6. slurmdbd ------------------------------------------------------------------------------------
log "starting slurmdbd on 127.0.0.1:$DBD_PORT"
# slurmdbd has no -f: it reads slurmdbd.conf from the directory of $SLURM_CONF.
slurmdbd 2>>"$LOG/slurmdbd.log" || die "slurmdbd failed" "$LOG/slurmdbd.log"
wait_for "$START_TIMEOUT" slurmdbd "$RUN/slurmdbd.pid" "$LOG/slurmdbd.log" "$LOG/mariadb.log" -- port_listening $DBD_PORT
# The cluster must exist in the database before slurmctld registers.
sacctmgr -i add cluster "$CLUSTER" >/dev/null

# ---- 7. slurmctld -----------------------------------------------------------------------------------
log "starting slurmctld on 127.0.0.1:$CTLD_PORT"
slurmctld -f "$CONF" 2>>"$LOG/slurmctld.log" || die "slurmctld failed" "$LOG/slurmctld.log"
wait_for "$START_TIMEOUT" slurmctld "$RUN/slurmctld.pid" "$LOG/slurmctld.log" -- bash -c "scontrol ping | grep -q UP"

# ---- 8. one slurmd per node ---------------------------------------------------------------------------
log "starting slurmd for ${NODES[*]}"
for n in "${NODES[@]}"; do
    mkdir -p "$STATE_DIR/spool/slurmd-$n"
    slurmd -N "$n" -f "$CONF" 2>>"$LOG/slurmd-$n.log" || die "slurmd $n failed" "$LOG/slurmd-$n.log"
done

# ---- 9. slurmrestd (JWT) as its own unprivileged user ----------------------------------------------------
log "starting slurmrestd on 127.0.0.1:$REST_PORT as $REST_USER"
# setpriv execs (no forking wrapper like runuser), so $! is slurmrestd's own PID.
# SLURM_JWT=daemon makes slurmrestd use auth/jwt towards slurmctld; without it every token is
# refused ("Rejecting thread config token"), -a rest_auth/jwt alone is not enough.
setsid setpriv --reuid="$REST_USER" --regid="$REST_USER" --init-groups --reset-env \
    env SLURM_CONF="$CONF" SLURM_JWT=daemon /usr/sbin/slurmrestd -a rest_auth/jwt "127.0.0.1:$REST_PORT" \
    </dev/null >>"$LOG/slurmrestd.log" 2>&1 &
echo $! > "$RUN/slurmrestd.pid"

# ---- 10. sshd on 127.0.0.1:2222 acting as the cluster's login node ------------------------------------------
log "starting sshd on 127.0.0.1:$SSH_PORT"
SSH_DIR=$STATE_DIR/ssh
ssh-keygen -q -t ed25519 -N '' -f "$SSH_DIR/ssh_host_ed25519_key"
ssh-keygen -q -t ed25519 -N '' -C "queuecast-test" -f "$SSH_DIR/id_ed25519"
for u in alice bob; do
    home=$(getent passwd "$u" | cut -d: -f6)
    install -d -m 700 -o "$u" -g "$u" "$home/.ssh"
    # Replace only our own key line, keep anything else the user had.
    touch "$home/.ssh/authorized_keys"
    grep -v 'queuecast-test$' "$home/.ssh/authorized_keys" > "$home/.ssh/authorized_keys.new" || true
    cat "$SSH_DIR/id_ed25519.pub" >> "$home/.ssh/authorized_keys.new"
    mv "$home/.ssh/authorized_keys.new" "$home/.ssh/authorized_keys"
    chown "$u:$u" "$home/.ssh/authorized_keys"; chmod 600 "$home/.ssh/authorized_keys"
done
cat > "$SSH_DIR/sshd_config" <<EOF
Port $SSH_PORT
ListenAddress 127.0.0.1
HostKey $SSH_DIR/ssh_host_ed25519_key
PidFile $RUN/sshd.pid
AuthorizedKeysFile .ssh/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin no
# No PAM: pam_loginuid etc. fail in containers.
UsePAM no
# Remote squeue/scontrol must find this cluster's config (sshd >= 8.7 supports SetEnv).
SetEnv SLURM_CONF=$CONF
LogLevel INFO
Subsystem sftp internal-sftp
EOF
cat > "$STATE_DIR/ssh_config" <<EOF
Host qc-login
    HostName 127.0.0.1
    Port $SSH_PORT
    User alice
    IdentityFile $SSH_DIR/id_ed25519
    IdentitiesOnly yes
    BatchMode yes
    StrictHostKeyChecking no
    UserKnownHostsFile $STATE_DIR/known_hosts
    LogLevel ERROR
Host qc-login-bob
    HostName 127.0.0.1
    Port $SSH_PORT
    User bob
    IdentityFile $SSH_DIR/id_ed25519
    IdentitiesOnly yes
    BatchMode yes
    StrictHostKeyChecking no
    UserKnownHostsFile $STATE_DIR/known_hosts
    LogLevel ERROR
EOF
mkdir -p /run/sshd; chmod 755 /run/sshd   # privilege-separation dir sshd insists on
/usr/sbin/sshd -f "$SSH_DIR/sshd_config" -E "$LOG/sshd.log" || die "sshd failed" "$LOG/sshd.log"

# ---- 11. accounts, users, QOS (limits can only be set once slurmctld is registered) -------------------
# Done after starting the other daemons: it is the slowest step and they come up meanwhile.
log "creating accounts, users and QOS"
# Registration shows up as a ControlHost on the cluster record.
wait_for "$START_TIMEOUT" "slurmctld to register with slurmdbd" "$RUN/slurmctld.pid" "$LOG/slurmctld.log" "$LOG/slurmdbd.log" -- \
    bash -c "sacctmgr -nP show cluster $CLUSTER format=controlhost | grep -q ."
# One sacctmgr session (commands on stdin): every command costs ~0.5 s, so few and combined.
#  - QOS gpu8: at most 8 GPUs per user            -> reason QOSMaxGRESPerUser (with --qos=gpu8)
#  - account chem: at most 8 GPUs for all its jobs -> reason AssocGrpGRES (with -A chem)
#  - alice and bob: accounts physics (default) and chem; QOS normal (default, no limits) and gpu8
#  - QOS premium: bob only (alice may not name it: the alternatives and the submit check say so)
sacctmgr -i > "$LOG/sacctmgr-setup.log" 2>&1 <<EOF || die "sacctmgr set-up failed" "$LOG/sacctmgr-setup.log"
add qos gpu8 MaxTRESPerUser=gres/gpu=8 Description="at most 8 GPUs per user"
add account physics Description=physics Organization=qc
add account chem Description=chemistry Organization=qc GrpTRES=gres/gpu=8
add user alice,bob Account=physics,chem DefaultAccount=physics QOS=normal,gpu8 DefaultQOS=normal
modify user root set QOS=normal,gpu8
add qos premium Description="only bob may use it"
modify user where name=bob set QOS+=premium
EOF

# ---- 12. wait until everything really answers ------------------------------------------------------------
log "waiting for nodes to become idle"
nodes_idle() {
    local states
    states=$(sinfo -h -N -o '%N %T' | sort -u)
    [ "$(grep -c ' idle$' <<<"$states")" -eq "${#NODES[@]}" ]
}
slurmd_logs=(); for n in "${NODES[@]}"; do slurmd_logs+=("$LOG/slurmd-$n.log"); done
wait_for "$START_TIMEOUT" "all ${#NODES[@]} nodes idle" \
    "$RUN/slurmctld.pid" "$LOG/slurmctld.log" "${slurmd_logs[@]}" -- nodes_idle

JWT_ALICE=$(scontrol token username=alice lifespan=86400 | sed -n 's/^SLURM_JWT=//p')
JWT_BOB=$(scontrol token username=bob lifespan=86400 | sed -n 's/^SLURM_JWT=//p')
[ -n "$JWT_ALICE" ] && [ -n "$JWT_BOB" ] || die "scontrol token failed" "$LOG/slurmctld.log"

log "waiting for slurmrestd"
rest_ping() {
    curl -sf -H "X-SLURM-USER-NAME: alice" -H "X-SLURM-USER-TOKEN: $JWT_ALICE" \
        "http://127.0.0.1:$REST_PORT/slurm/v0.0.38/ping" | grep -q '"ping": *"UP"'
}
wait_for "$START_TIMEOUT" "slurmrestd ping" "$RUN/slurmrestd.pid" "$LOG/slurmrestd.log" -- rest_ping

log "waiting for ssh qc-login"
wait_for "$START_TIMEOUT" "ssh qc-login squeue" "$RUN/sshd.pid" "$LOG/sshd.log" -- \
    ssh -F "$STATE_DIR/ssh_config" -o ConnectTimeout=3 qc-login squeue -h

# ---- 13. cluster.env for the tests -------------------------------------------------------------------------
cat > "$STATE_DIR/cluster.env" <<EOF
# Generated by tests/cluster/start-cluster.sh; shell-sourceable.
QC_STATE_DIR=$STATE_DIR
SLURM_CONF=$CONF
QC_CLUSTER=$CLUSTER
QC_CTLD_PORT=$CTLD_PORT
QC_DBD_PORT=$DBD_PORT
QC_DB_PORT=$DB_PORT
QC_REST_PORT=$REST_PORT
QC_REST_URL=http://127.0.0.1:$REST_PORT
QC_REST_VERSION=v0.0.38
QC_SSH_PORT=$SSH_PORT
QC_SSH_CONFIG=$STATE_DIR/ssh_config
QC_SSH_HOST=qc-login
QC_SSH_HOST2=qc-login-bob
QC_SSH_KEY=$SSH_DIR/id_ed25519
QC_USER=alice
QC_USER2=bob
QC_ADMIN=root
QC_ACCOUNTS="physics chem"
QC_QOS="normal gpu8"
QC_JWT_ALICE=$JWT_ALICE
QC_JWT_BOB=$JWT_BOB
QC_PARTITIONS="north south maint"
QC_DEFAULT_PARTITION=north
QC_GPU_PARTITIONS="north south"
QC_NODES="${NODES[*]}"
QC_NODES_NORTH="gpu-a1 gpu-a2"
QC_NODES_SOUTH="gpu-b1 gpu-b2"
QC_NODES_MAINT="cpu1"
QC_GPUS_PER_NODE=8
QC_LICENSES="nas_io:4"
EOF
chmod 644 "$STATE_DIR/cluster.env"
log "cluster $CLUSTER is up; source $STATE_DIR/cluster.env"
