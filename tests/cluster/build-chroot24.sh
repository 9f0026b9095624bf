#!/usr/bin/env bash
# Build (once) and unpack the Debian 13 "trixie" chroot that holds the Slurm 24.11 test cluster.
#
#   tests/cluster/build-chroot24.sh [ROOT_DIR]     (default /var/tmp/queuecast-slurm24/root, run as root)
#
# The chroot is built with debootstrap from the same Debian mirror the host's apt uses (the host's own
# apt sources are never changed) and cached as a tarball, /var/tmp/queuecast-slurm24-trixie.tar:
# it is rebuilt only when the tarball is missing (delete it to force a rebuild). ROOT_DIR is unpacked
# from the tarball when it is missing or older than the tarball. Nothing is mounted here;
# start-cluster24.sh mounts /proc, /sys, /dev/pts and /tmp and unmounts them again.
set -euo pipefail

ROOT=${1:-/var/tmp/queuecast-slurm24/root}
ROOT=$(realpath -m "$ROOT")
CACHE=${QC_SLURM24_TARBALL:-/var/tmp/queuecast-slurm24-trixie.tar}
SUITE=trixie
PKGS=(munge slurmctld slurmd slurm-client slurmdbd mariadb-server mariadb-client slurmrestd
      slurm-wlm-jwt-plugin openssh-server openssh-client procps curl iproute2)
T0=$(date +%s.%N)
log() { printf '[build-chroot24 %5.1fs] %s\n' "$(awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN{print b-a}')" "$*"; }
die() { echo "build-chroot24: ERROR: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || die "run as root (debootstrap, chroot)"
case "$ROOT" in /|/tmp|/tmp/*|/var|/var/tmp|/usr|/etc|/root|/home) die "refusing ROOT_DIR=$ROOT";; esac

# A mount left inside ROOT (a killed start script) must never be followed by rm -rf.
mounted_below() { awk -v r="$ROOT" '$2 == r || index($2, r "/") == 1 {found=1} END {exit !found}' /proc/self/mounts; }

# The mirror: the first URI of the host's Debian sources (deb822 or one-line format).
mirror() {
    local uri
    uri=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n1)
    [ -n "$uri" ] || uri=$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /^https?:/) {print $i; exit}}' \
                           /etc/apt/sources.list 2>/dev/null | head -n1)
    echo "${uri:-http://deb.debian.org/debian}"
}

build_tarball() {
    command -v debootstrap >/dev/null || {
        log "installing debootstrap"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1 || {
            apt-get update -qq >/dev/null; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
    }
    local work
    work=$(mktemp -d /var/tmp/queuecast-slurm24-build.XXXXXX)
    # Every command guarded: under set -e a failing command in an EXIT trap ends the script with its status, and the
    # umounts fail after a successful build (already unmounted), which made every first start fail silently.
    # shellcheck disable=SC2064
    trap "umount -l '$work/root/proc' 2>/dev/null || true; umount -l '$work/root/dev/pts' 2>/dev/null || true; \
          mounted_below_work '$work' || rm -rf --one-file-system '$work' || true" EXIT
    local url; url=$(mirror)
    log "debootstrap $SUITE from $url"
    debootstrap --variant=minbase "$SUITE" "$work/root" "$url" > "$work/debootstrap.log" 2>&1 || {
        tail -n 30 "$work/debootstrap.log" >&2; tail -n 30 "$work/root/debootstrap/debootstrap.log" >&2 2>/dev/null
        die "debootstrap failed"; }
    # Daemons must not start during installation (no init system here; we start our own instances).
    printf '#!/bin/sh\nexit 101\n' > "$work/root/usr/sbin/policy-rc.d"; chmod 755 "$work/root/usr/sbin/policy-rc.d"
    mount -t proc proc "$work/root/proc"
    mount --bind /dev/pts "$work/root/dev/pts"
    log "apt-get install ${PKGS[*]}"
    chroot "$work/root" env DEBIAN_FRONTEND=noninteractive LC_ALL=C apt-get install -y -qq --no-install-recommends \
        "${PKGS[@]}" > "$work/apt.log" 2>&1 || { tail -n 30 "$work/apt.log" >&2; die "apt-get install in the chroot failed"; }
    chroot "$work/root" apt-get clean
    umount "$work/root/dev/pts"; umount "$work/root/proc"
    chroot "$work/root" dpkg-query -W -f='${Version}\n' slurmctld > "$work/root/.queuecast-slurm-version"
    log "packing $CACHE (Slurm $(cat "$work/root/.queuecast-slurm-version"))"
    tar -C "$work/root" --numeric-owner -cf "$CACHE.tmp" .
    mv "$CACHE.tmp" "$CACHE"
}
mounted_below_work() { awk -v r="$1" 'index($2, r "/") == 1 {found=1} END {exit !found}' /proc/self/mounts; }

if [ ! -s "$CACHE" ]; then
    build_tarball   # (its EXIT trap removes the build directory)
else
    log "using cached $CACHE"
fi

if [ -f "$ROOT/.queuecast-slurm-version" ] && [ "$ROOT/.queuecast-slurm-version" -nt "$CACHE" ] \
   && chroot "$ROOT" test -x /usr/sbin/slurmctld; then
    log "chroot $ROOT is up to date"
    exit 0
fi
mounted_below && die "something is still mounted below $ROOT (run stop-cluster24.sh first): $(grep -F " $ROOT" /proc/self/mounts)"
log "unpacking into $ROOT"
rm -rf --one-file-system "$ROOT"
mkdir -p "$ROOT"
tar -C "$ROOT" --numeric-owner -xf "$CACHE"
touch "$ROOT/.queuecast-slurm-version"
log "chroot ready: Slurm $(cat "$ROOT/.queuecast-slurm-version")"
