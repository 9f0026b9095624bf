#!/usr/bin/env bash
# Start a real, local Slurm 24.11 cluster (Debian 13 packages in a chroot) on 127.0.0.1, beside the
# 22.05 cluster of start-cluster.sh: every port, the munge key and socket, the state dir differ.
#
#   flock /tmp/qc-slurm24.lock tests/cluster/start-cluster24.sh [STATE_DIR]   (default /tmp/queuecast-slurm24)
#
# The chroot comes from build-chroot24.sh (cached tarball under /var/tmp). Its daemons run inside it;
# the host's /tmp is bind-mounted at the chroot's /tmp, so STATE_DIR (configs, keys, logs, pid files,
# spool, database) and the jobs' working directory /tmp have the same path inside and outside.
# STATE_DIR/bin holds the client commands (squeue, sbatch, ...) for the host: they run the chroot's
# 24.11 binaries with the chroot's own dynamic loader and libraries, argument by argument, for any
# user (no chroot(2), so no root needed). cluster.env has the same keys as 22.05's plus
# QC_PATH_PREFIX=STATE_DIR/bin, which the tests put first on PATH.
# Stop with stop-cluster24.sh (by PID; also undoes the mounts). A failed start stops what it started.
set -euo pipefail

STATE_DIR=${1:-/tmp/queuecast-slurm24}
STATE_DIR=$(realpath -m "$STATE_DIR")
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(realpath -m "${QC_SLURM24_ROOT:-/var/tmp/queuecast-slurm24/root}")

# ---- fixed layout: the same nodes, partitions, users, accounts and QOS as the 22.05 cluster ----------
CLUSTER=qctest24
HOST=$(hostname -s)
DB_PORT=3308
DBD_PORT=7816
CTLD_PORT=7817
REST_PORT=7830
SSH_PORT=2224
NODES=(gpu-a1 gpu-a2 gpu-b1 gpu-b2 cpu1)
declare -A NODE_PORT=([gpu-a1]=7821 [gpu-a2]=7822 [gpu-b1]=7823 [gpu-b2]=7824 [cpu1]=7825)
declare -A NODE_GPU=([gpu-a1]=a100 [gpu-a2]=a100 [gpu-b1]=v100 [gpu-b2]=v100)
REST_USER=slurmrest     # inside the chroot only
START_TIMEOUT=${QC_START_TIMEOUT:-90}
# Benchmarks of 100,000-job queues raise it; the tests never come near 50,000.
MAX_JOB_COUNT=${QC_MAX_JOB_COUNT:-50000}
# QC_SLURM24_GPU_ACCOUNTING=0: a site that does not account gres/gpu (tres-alloc then has no GPUs and the
# QOS/account GPU limits cannot exist); used to capture that output for the parser tests.
GPU_ACCOUNTING=${QC_SLURM24_GPU_ACCOUNTING:-1}
if [ "$GPU_ACCOUNTING" = 0 ]; then ACCT_TRES=license/nas_io; GPU8_LIMIT=""; CHEM_LIMIT=""
else ACCT_TRES=gres/gpu,license/nas_io; GPU8_LIMIT="MaxTRESPerUser=gres/gpu=8"; CHEM_LIMIT="GrpTRES=gres/gpu=8"; fi
COMMANDS=(squeue sbatch scontrol sinfo scancel sacct sacctmgr sprio sshare srun sstat sdiag)

CONF=$STATE_DIR/slurm.conf
RUN=$STATE_DIR/run
LOG=$STATE_DIR/log
MUNGE_SOCK=$STATE_DIR/munge-run/munge.socket
PLUGIN_DIR=$ROOT/usr/lib/x86_64-linux-gnu/slurm-wlm
export SLURM_CONF=$CONF
T0=$(date +%s.%N)
STARTED=0

log() { printf '[start-cluster24 %5.1fs] %s\n' "$(awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN{print b-a}')" "$*"; }
die() {
    echo "start-cluster24: ERROR: $1" >&2
    shift
    for f in "$@"; do
        [ -f "$f" ] && { echo "----- tail $f" >&2; tail -n 25 "$f" >&2; }
    done
    exit 1
}
# On any failure after the mounts: stop what runs and undo the mounts.
cleanup_on_failure() {
    local rc=$?
    if [ "$rc" -ne 0 ] && [ "$STARTED" -eq 1 ]; then
        echo "start-cluster24: start failed (rc $rc); stopping what was started" >&2
        QC_SLURM24_ROOT=$ROOT "$HERE/stop-cluster24.sh" "$STATE_DIR" >&2 || true
    fi
}
trap cleanup_on_failure EXIT

# in_root CMD...: run CMD inside the chroot with a clean environment (argument by argument).
in_root() { chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 SLURM_CONF="$CONF" "$@"; }
# shellcheck source=cluster-lib.sh
. "$HERE/cluster-lib.sh"

[ "$(id -u)" -eq 0 ] || die "run as root (chroot, mounts, users, daemons)"
# Daemons must not inherit our open files: under `flock /tmp/qc-slurm24.lock ...` they would hold
# the lock for as long as the cluster runs, and the next `flock ... stop-cluster24.sh` would wait forever.
for fd in /proc/$$/fd/*; do
    fd=${fd##*/}
    [ "$fd" -gt 2 ] 2>/dev/null && eval "exec $fd>&-" 2>/dev/null
done
case "$STATE_DIR" in /|/tmp|/root|/home|/var|/etc|/usr) die "refusing STATE_DIR=$STATE_DIR";; esac
case "$STATE_DIR" in /tmp/*) ;; *) die "STATE_DIR must be below /tmp (it is seen through the chroot's /tmp)";; esac

# ---- 0. start clean -------------------------------------------------------------------------------------
[ -d "$STATE_DIR/run" ] && QC_SLURM24_ROOT=$ROOT "$HERE/stop-cluster24.sh" "$STATE_DIR" >/dev/null
QC_SLURM24_ROOT=$ROOT "$HERE/stop-cluster24.sh" --unmount-only >/dev/null
for p in $DB_PORT $DBD_PORT $CTLD_PORT $REST_PORT $SSH_PORT "${NODE_PORT[@]}"; do
    port_listening "$p" && die "port $p is already in use by something else"
done
if [ -e "$STATE_DIR" ]; then
    if [ -e "$STATE_DIR/.queuecast-slurm-state" ]; then
        rm -rf --one-file-system "$STATE_DIR"
    elif [ -n "$(ls -A "$STATE_DIR")" ]; then
        die "$STATE_DIR exists, is not empty and was not created by this script"
    fi
fi

# ---- 1. the chroot (cached) -------------------------------------------------------------------------------
"$HERE/build-chroot24.sh" "$ROOT" | sed 's/^/  /'
chroot "$ROOT" test -x /usr/sbin/slurmctld || die "no slurmctld in $ROOT"

# ---- 2. users: alice and bob with the host's uid/gid (jobs and commands cross the chroot boundary) ---------
for u in alice bob; do
    id "$u" >/dev/null 2>&1 || useradd -m -s /bin/bash "$u"
    [ "$(getent shadow "$u" | cut -d: -f2)" = "*" ] || usermod -p '*' "$u"
done
for f in passwd group shadow; do
    grep -vE '^(alice|bob):' "$ROOT/etc/$f" > "$ROOT/etc/$f.new" || true
    grep -E '^(alice|bob):' "/etc/$f" >> "$ROOT/etc/$f.new"
    cat "$ROOT/etc/$f.new" > "$ROOT/etc/$f"; rm -f "$ROOT/etc/$f.new"
done
sed -i -E 's/^(alice|bob):[^:]*:/\1:*:/' "$ROOT/etc/shadow"
for u in alice bob; do
    home=$(getent passwd "$u" | cut -d: -f6)
    mkdir -p "$ROOT$home"; chown "$u:$u" "$ROOT$home"; chmod 755 "$ROOT$home"
done
chroot "$ROOT" id "$REST_USER" >/dev/null 2>&1 || chroot "$ROOT" useradd -r -M -d /nonexistent -s /usr/sbin/nologin "$REST_USER"
# Same host name resolution inside (slurmd, MariaDB look up this host's name).
cp /etc/hosts "$ROOT/etc/hosts"
grep -q "[[:space:]]$HOST\([[:space:]]\|\$\)" "$ROOT/etc/hosts" || echo "127.0.1.1 $HOST" >> "$ROOT/etc/hosts"
# The chroot's own path to itself: PluginDir=$ROOT/... in slurm.conf then names the 24.11 plugins both
# for the daemons inside and for the commands outside.
mkdir -p "$ROOT$(dirname "$ROOT")"
[ -L "$ROOT$ROOT" ] || ln -sfn / "$ROOT$ROOT"

# ---- 3. mounts (undone by stop-cluster24.sh, also on a failed start) ------------------------------------------
STARTED=1
mount -t proc proc "$ROOT/proc"
mount -t sysfs -o ro sysfs "$ROOT/sys"
mount --bind /dev/pts "$ROOT/dev/pts"
mount --bind /tmp "$ROOT/tmp"
mkdir -p "$ROOT/run/sshd" "$ROOT/run/mysqld"; chmod 755 "$ROOT/run/sshd"

# ---- 4. state directory, keys, configs --------------------------------------------------------------------------
log "writing configuration to $STATE_DIR"
mkdir -p "$STATE_DIR"; chmod 755 "$STATE_DIR"
touch "$STATE_DIR/.queuecast-slurm-state"
echo "$ROOT" > "$STATE_DIR/.queuecast-slurm24-root"
mkdir -p "$RUN" "$LOG" "$STATE_DIR/spool" "$STATE_DIR/ctld-state" "$STATE_DIR/ssh" "$STATE_DIR/bin"
chmod 755 "$RUN" "$LOG" "$STATE_DIR/bin"
chmod 700 "$STATE_DIR/ctld-state" "$STATE_DIR/ssh"
mkdir -p "$STATE_DIR/munge" "$STATE_DIR/munge-run"
in_root mungekey -c -k "$STATE_DIR/munge/munge.key" >/dev/null 2>&1 || \
    dd if=/dev/urandom of="$STATE_DIR/munge/munge.key" bs=1024 count=1 status=none
in_root chown -R munge:munge "$STATE_DIR/munge" "$STATE_DIR/munge-run"
chmod 700 "$STATE_DIR/munge"; chmod 755 "$STATE_DIR/munge-run"; chmod 400 "$STATE_DIR/munge/munge.key"
dd if=/dev/urandom of="$STATE_DIR/jwt_hs256.key" bs=32 count=1 status=none
chmod 600 "$STATE_DIR/jwt_hs256.key"
for n in "${!NODE_GPU[@]}"; do
    mkdir -p "$STATE_DIR/dev/$n"
    for i in 0 1 2 3 4 5 6 7; do ln -sfn /dev/null "$STATE_DIR/dev/$n/nvidia$i"; done
done

# Client commands for the host: the chroot's loader runs the chroot's binary with the chroot's libraries.
# "$@" hands every argument on unchanged; nothing is put through a shell.
LIBPATH=$ROOT/usr/lib/x86_64-linux-gnu/slurm-wlm:$ROOT/usr/lib/x86_64-linux-gnu:$ROOT/usr/lib
for c in "${COMMANDS[@]}"; do
    # (resolved inside the chroot: Debian's alternatives are absolute symlinks)
    target=$(chroot "$ROOT" readlink -f "/usr/bin/$c") || continue
    [ -f "$ROOT$target" ] || continue
    cat > "$STATE_DIR/bin/$c" <<WRAP
#!/bin/sh
# Slurm 24.11's $c from $ROOT (generated by start-cluster24.sh).
SLURM_CONF=\${SLURM_CONF:-$CONF}; export SLURM_CONF
exec $ROOT/usr/lib64/ld-linux-x86-64.so.2 --library-path $LIBPATH --argv0 $c $ROOT$target "\$@"
WRAP
    chmod 755 "$STATE_DIR/bin/$c"
done
[ -x "$ROOT/usr/lib64/ld-linux-x86-64.so.2" ] || die "no dynamic loader at $ROOT/usr/lib64/ld-linux-x86-64.so.2"

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
# Generated by tests/cluster/start-cluster24.sh -- QueueCast integration-test cluster (Slurm 24.11).
ClusterName=$CLUSTER
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCK
AuthAltTypes=auth/jwt
AuthAltParameters=jwt_key=$STATE_DIR/jwt_hs256.key
# Valid inside the chroot (a symlink to /) and outside: the commands in bin/ use the same plugins.
PluginDir=$PLUGIN_DIR

StateSaveLocation=$STATE_DIR/ctld-state
SlurmdSpoolDir=$STATE_DIR/spool/slurmd-%n
SlurmctldPidFile=$RUN/slurmctld.pid
SlurmdPidFile=$RUN/slurmd-%n.pid
SlurmctldLogFile=$LOG/slurmctld.log
SlurmdLogFile=$LOG/slurmd-%n.log
SlurmctldDebug=info
SlurmdDebug=info
MailProg=/bin/true

ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
SlurmdParameters=config_overrides
ReturnToService=2

SchedulerType=sched/backfill
SchedulerParameters=enable_user_top,bf_interval=1,sched_interval=2,sched_min_interval=100000
MaxJobCount=$MAX_JOB_COUNT
MaxArraySize=20001
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=1000
PriorityType=priority/multifactor
PriorityWeightAge=1000
PriorityWeightFairshare=1000
PriorityWeightPartition=1000
PriorityWeightQOS=1000
PriorityWeightJobSize=0
PriorityMaxAge=1-0
EnforcePartLimits=NO

GresTypes=gpu
Licenses=nas_io:4

AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=127.0.0.1
AccountingStoragePort=$DBD_PORT
AccountingStoragePass=$MUNGE_SOCK
AccountingStorageTRES=$ACCT_TRES
AccountingStorageEnforce=associations,limits,qos
JobCompType=jobcomp/none

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
PartitionName=maint Nodes=cpu1 MaxTime=04:00:00 DefaultTime=0:30:00 State=UP
EOF
chmod 644 "$CONF"
printf '%s' "$gres_lines" > "$STATE_DIR/gres.conf"; chmod 644 "$STATE_DIR/gres.conf"
# No cgroups in a container without systemd: jobs are tracked by parent PID.
printf 'CgroupPlugin=disabled\n' > "$STATE_DIR/cgroup.conf"; chmod 644 "$STATE_DIR/cgroup.conf"

DB_PASS=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
cat > "$STATE_DIR/slurmdbd.conf" <<EOF
# Generated by tests/cluster/start-cluster24.sh
AuthType=auth/munge
AuthInfo=socket=$MUNGE_SOCK
AuthAltTypes=auth/jwt
AuthAltParameters=jwt_key=$STATE_DIR/jwt_hs256.key
PluginDir=$PLUGIN_DIR
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
chmod 600 "$STATE_DIR/slurmdbd.conf"

# ---- 5. munged ------------------------------------------------------------------------------------------------
log "starting munged"
touch "$LOG/munged.log"; in_root chown munge:munge "$LOG/munged.log"
in_root runuser -u munge -- munged --socket="$MUNGE_SOCK" --key-file="$STATE_DIR/munge/munge.key" \
    --pid-file="$STATE_DIR/munge-run/munged.pid" --log-file="$LOG/munged.log" \
    --seed-file="$STATE_DIR/munge/munged.seed" || die "munged failed" "$LOG/munged.log"
cp "$STATE_DIR/munge-run/munged.pid" "$RUN/munged.pid"
wait_for "$START_TIMEOUT" munge "$RUN/munged.pid" "$LOG/munged.log" -- in_root bash -c "munge -n -S '$MUNGE_SOCK' | unmunge -S '$MUNGE_SOCK'"

# ---- 6. MariaDB; the database exists before slurmdbd starts (24.11 + trixie's libmariadb: error 5027) -----------
log "starting MariaDB on 127.0.0.1:$DB_PORT"
DB_DIR=$STATE_DIR/mysql
DB_SOCK=$STATE_DIR/mysql-run/mysqld.sock
mkdir -p "$DB_DIR" "$STATE_DIR/mysql-run"
in_root chown mysql:mysql "$DB_DIR" "$STATE_DIR/mysql-run"
touch "$LOG/mariadb.log"; in_root chown mysql:mysql "$LOG/mariadb.log"
in_root mariadb-install-db --no-defaults --user=mysql --datadir="$DB_DIR" --auth-root-authentication-method=socket \
    --skip-test-db > "$LOG/mariadb-install.log" 2>&1 || die "mariadb-install-db failed" "$LOG/mariadb-install.log"
setsid chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin mariadbd --no-defaults --user=mysql --datadir="$DB_DIR" \
    --socket="$DB_SOCK" --port=$DB_PORT --bind-address=127.0.0.1 --skip-name-resolve \
    --pid-file="$STATE_DIR/mysql-run/mariadbd.pid" --log-error="$LOG/mariadb.log" --innodb-buffer-pool-size=64M \
    --innodb-log-file-size=48M --innodb-flush-log-at-trx-commit=0 --innodb-lock-wait-timeout=900 \
    --max-allowed-packet=64M </dev/null >/dev/null 2>&1 &
echo $! > "$RUN/mariadb.pid"   # setsid, chroot and env all exec: this is mariadbd itself
wait_for "$START_TIMEOUT" MariaDB "$RUN/mariadb.pid" "$LOG/mariadb.log" -- in_root mariadb --no-defaults -S "$DB_SOCK" -uroot -e 'select 1'
in_root mariadb --no-defaults -S "$DB_SOCK" -uroot <<EOF
CREATE DATABASE IF NOT EXISTS slurm_acct_db;
CREATE USER IF NOT EXISTS 'slurm'@'127.0.0.1' IDENTIFIED BY '$DB_PASS';
CREATE USER IF NOT EXISTS 'slurm'@'localhost' IDENTIFIED BY '$DB_PASS';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost';
FLUSH PRIVILEGES;
EOF

# ---- 7. slurmdbd, slurmctld, slurmd ------------------------------------------------------------------------------
log "starting slurmdbd on 127.0.0.1:$DBD_PORT"
in_root slurmdbd 2>>"$LOG/slurmdbd.log" || die "slurmdbd failed" "$LOG/slurmdbd.log"
wait_for "$START_TIMEOUT" slurmdbd "$RUN/slurmdbd.pid" "$LOG/slurmdbd.log" "$LOG/mariadb.log" -- port_listening $DBD_PORT
in_root sacctmgr -i add cluster "$CLUSTER" >/dev/null
log "starting slurmctld on 127.0.0.1:$CTLD_PORT"
in_root slurmctld -f "$CONF" 2>>"$LOG/slurmctld.log" || die "slurmctld failed" "$LOG/slurmctld.log"
wait_for "$START_TIMEOUT" slurmctld "$RUN/slurmctld.pid" "$LOG/slurmctld.log" -- in_root bash -c "scontrol ping | grep -q UP"
log "starting slurmd for ${NODES[*]}"
for n in "${NODES[@]}"; do
    mkdir -p "$STATE_DIR/spool/slurmd-$n"
    in_root slurmd -N "$n" -f "$CONF" 2>>"$LOG/slurmd-$n.log" || die "slurmd $n failed" "$LOG/slurmd-$n.log"
done

# ---- 8. slurmrestd (JWT) as its own user ------------------------------------------------------------------------
log "starting slurmrestd on 127.0.0.1:$REST_PORT as $REST_USER"
setsid chroot "$ROOT" /usr/bin/setpriv --reuid="$REST_USER" --regid="$REST_USER" --init-groups --reset-env \
    /usr/bin/env SLURM_CONF="$CONF" SLURM_JWT=daemon /usr/sbin/slurmrestd -a rest_auth/jwt "127.0.0.1:$REST_PORT" \
    </dev/null >>"$LOG/slurmrestd.log" 2>&1 &
echo $! > "$RUN/slurmrestd.pid"

# ---- 9. sshd on 127.0.0.1:2224, the login node (a session there runs the chroot's commands) ------------------------
log "starting sshd on 127.0.0.1:$SSH_PORT"
SSH_DIR=$STATE_DIR/ssh
ssh-keygen -q -t ed25519 -N '' -f "$SSH_DIR/ssh_host_ed25519_key"
ssh-keygen -q -t ed25519 -N '' -C "queuecast-test24" -f "$SSH_DIR/id_ed25519"
for u in alice bob; do
    home=$(getent passwd "$u" | cut -d: -f6)
    install -d -m 700 -o "$u" -g "$u" "$ROOT$home/.ssh"
    install -m 600 -o "$u" -g "$u" "$SSH_DIR/id_ed25519.pub" "$ROOT$home/.ssh/authorized_keys"
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
UsePAM no
SetEnv SLURM_CONF=$CONF
LogLevel INFO
Subsystem sftp internal-sftp
EOF
ssh_host_block() {
    printf 'Host %s\n    HostName 127.0.0.1\n    Port %s\n    User %s\n    IdentityFile %s\n    IdentitiesOnly yes\n' \
        "$1" "$SSH_PORT" "$2" "$SSH_DIR/id_ed25519"
    printf '    BatchMode yes\n    StrictHostKeyChecking no\n    UserKnownHostsFile %s\n    LogLevel ERROR\n' \
        "$STATE_DIR/known_hosts"
}
{ ssh_host_block qc-login alice; ssh_host_block qc-login-bob bob; } > "$STATE_DIR/ssh_config"
in_root /usr/sbin/sshd -f "$SSH_DIR/sshd_config" -E "$LOG/sshd.log" || die "sshd failed" "$LOG/sshd.log"

# ---- 10. accounts, users, QOS (after slurmctld registered its TRES with slurmdbd) ----------------------------------
log "creating accounts, users and QOS"
wait_for "$START_TIMEOUT" "slurmctld to register with slurmdbd" "$RUN/slurmctld.pid" "$LOG/slurmctld.log" "$LOG/slurmdbd.log" -- \
    in_root bash -c "sacctmgr -nP show cluster $CLUSTER format=controlhost | grep -q ."
in_root sacctmgr -i > "$LOG/sacctmgr-setup.log" 2>&1 <<EOF || die "sacctmgr set-up failed" "$LOG/sacctmgr-setup.log"
add qos gpu8 $GPU8_LIMIT Description="at most 8 GPUs per user"
add account physics Description=physics Organization=qc
add account chem Description=chemistry Organization=qc $CHEM_LIMIT
add user alice,bob Account=physics,chem DefaultAccount=physics QOS=normal,gpu8 DefaultQOS=normal
modify user root set QOS=normal,gpu8
add qos premium Description="only bob may use it"
modify user where name=bob set QOS+=premium
EOF

# ---- 11. wait until everything answers, from the host side too -------------------------------------------------------
log "waiting for nodes to become idle"
nodes_idle() {
    local states
    states=$("$STATE_DIR/bin/sinfo" -h -N -o '%N %T' | sort -u)
    [ "$(grep -c ' idle$' <<<"$states")" -eq "${#NODES[@]}" ]
}
slurmd_logs=(); for n in "${NODES[@]}"; do slurmd_logs+=("$LOG/slurmd-$n.log"); done
wait_for "$START_TIMEOUT" "all ${#NODES[@]} nodes idle (host-side sinfo)" \
    "$RUN/slurmctld.pid" "$LOG/slurmctld.log" "${slurmd_logs[@]}" -- nodes_idle

JWT_ALICE=$(in_root scontrol token username=alice lifespan=86400 | sed -n 's/^SLURM_JWT=//p')
JWT_BOB=$(in_root scontrol token username=bob lifespan=86400 | sed -n 's/^SLURM_JWT=//p')
[ -n "$JWT_ALICE" ] && [ -n "$JWT_BOB" ] || die "scontrol token failed" "$LOG/slurmctld.log"

log "waiting for slurmrestd"
REST_VERSIONS="v0.0.42 v0.0.41 v0.0.40"
rest_ping() {
    in_root curl -sf -H "X-SLURM-USER-NAME: alice" -H "X-SLURM-USER-TOKEN: $JWT_ALICE" \
        "http://127.0.0.1:$REST_PORT/slurm/v0.0.42/ping" | grep -q '"responding": *true'
}
wait_for "$START_TIMEOUT" "slurmrestd ping" "$RUN/slurmrestd.pid" "$LOG/slurmrestd.log" -- rest_ping

log "waiting for ssh qc-login"
wait_for "$START_TIMEOUT" "ssh qc-login squeue" "$RUN/sshd.pid" "$LOG/sshd.log" -- \
    ssh -F "$STATE_DIR/ssh_config" -o ConnectTimeout=3 qc-login squeue -h
VERSION=$("$STATE_DIR/bin/sinfo" -V | awk '{print $2}')
case "$VERSION" in 24.11.*) ;; *) die "host-side sinfo reports '$VERSION', not 24.11";; esac

# ---- 12. cluster.env: the 22.05 keys, plus where the 24.11 commands are --------------------------------------------------
cat > "$STATE_DIR/cluster.env" <<EOF
# Generated by tests/cluster/start-cluster24.sh; shell-sourceable.
QC_STATE_DIR=$STATE_DIR
SLURM_CONF=$CONF
QC_SLURM_VERSION=$VERSION
QC_PATH_PREFIX=$STATE_DIR/bin
QC_CHROOT=$ROOT
QC_CLUSTER=$CLUSTER
QC_CTLD_PORT=$CTLD_PORT
QC_DBD_PORT=$DBD_PORT
QC_DB_PORT=$DB_PORT
QC_REST_PORT=$REST_PORT
QC_REST_URL=http://127.0.0.1:$REST_PORT
QC_REST_VERSION=v0.0.42
QC_REST_VERSIONS="$REST_VERSIONS"
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
STARTED=2
log "cluster $CLUSTER (Slurm $VERSION) is up; source $STATE_DIR/cluster.env and put \$QC_PATH_PREFIX first on PATH"
