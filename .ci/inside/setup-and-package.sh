#!/usr/bin/env bash
# Runs inside a pristine Debian 12 chroot (.ci/fresh-bookworm-setup.sh), in /src; /share is the host's stage.
set -euo pipefail
export CI=true DEBIAN_FRONTEND=noninteractive
t0=$SECONDS

# Prints the PID of $1's child process named $2 (no procps in a minimal chroot).
child_named() {
    local s pid comm state ppid rest
    for s in /proc/[0-9]*/stat; do
        read -r pid comm state ppid rest 2>/dev/null <"$s" || continue
        [ "$ppid" = "$1" ] && [ "$comm" = "($2)" ] && echo "$pid" && return 0
    done
    return 1
}

# 1. The README's run command. With no display it starts the GUI under xvfb-run; the window must stay up.
log=/share/out/run-demo.log
scripts/run-demo.sh --backend demo:// >"$log" 2>&1 &
demo=$!
# The build comes first; then run-demo.sh execs xvfb-run (same PID), which starts the GUI as its child.
# (By parent PID: the chroot shares /proc with the host, where other queuecast processes may run.)
until gui=$(child_named "$demo" queuecast) || ! kill -0 "$demo" 2>/dev/null; do
    sleep 2
done
if ! kill -0 "$demo" 2>/dev/null; then
    wait "$demo" && rc=0 || rc=$?
    tail -40 "$log"
    echo "setup: scripts/run-demo.sh ended (exit $rc) before the GUI came up" >&2
    exit 1
fi
echo "setup: set-up and build took $((SECONDS - t0)) s; the GUI runs as PID $gui"
sleep 15
kill -0 "$gui" 2>/dev/null || { tail -40 "$log"; echo "setup: the GUI exited within 15 s" >&2; exit 1; }
if grep -E "Could not (load|find) the Qt platform plugin|QQmlApplicationEngine failed|Segmentation" "$log"; then
    echo "setup: the GUI reported errors (above)" >&2
    exit 1
fi
kill "$gui"
wait "$demo" || true
echo "setup: the GUI came up on demo:// and ran for 15 s"

# 2. The README's test command, on the same pristine system: everything it needs must come from its own
#    install step (scripts/install-deps.sh) or the cluster scripts, which install Slurm 22.05 here and build
#    the 24.11 chroot. Speed-ups only: the compiler cache and the 24.11 chroot's tarball are kept in /share.
# A chroot has /sys but not the cgroup file systems mounted below it on the machine (fresh-debian.sh binds /sys
# without its submounts), and Slurm 22.05's slurmd does not start without them (the 24.11 cluster sets
# CgroupPlugin=disabled, which 22.05 does not have). Mount the machine's own hierarchies again, as a real system
# has them: the same type and options reuse the existing hierarchy (a bind from /proc/1/root is refused).
if ! mountpoint -q /sys/fs/cgroup; then
    trap 'umount -R /sys/fs/cgroup 2>/dev/null || umount -l /sys/fs/cgroup 2>/dev/null || true' EXIT
    mount -t tmpfs -o mode=755 tmpfs /sys/fs/cgroup
    while read -r dev mnt type opts _; do
        case "$type:$mnt" in
        cgroup2:/sys/fs/cgroup) umount /sys/fs/cgroup && mount -t cgroup2 -o "$opts" "$dev" /sys/fs/cgroup ;;
        cgroup:/sys/fs/cgroup/* | cgroup2:/sys/fs/cgroup/*) mkdir -p "$mnt" && mount -t "$type" -o "$opts" "$dev" "$mnt" ;;
        esac
    done </proc/1/mounts
fi
t1=$SECONDS
if ! QC_TRACE=/share/out/cerit-sc-2013.csv QC_SLURM24_TARBALL=/share/slurm24-trixie.tar \
    scripts/run-tests.sh >/share/out/run-tests.log 2>&1; then
    grep -E "tests passed|tests failed|\*\*\*Failed|Failed  |Error|error:|Exception|not found" /share/out/run-tests.log | tail -40
    tail -60 /share/out/run-tests.log
    echo "setup: scripts/run-tests.sh failed on a pristine Debian 12 (log: /share/out/run-tests.log, on the host in the CI stage folder)" >&2
    exit 1
fi
grep -E "tests passed|Total Test time" /share/out/run-tests.log
echo "setup: the README's test command passed in $((SECONDS - t1)) s"

# 3. The README's package command, in the same build folder (tests and benchmarks off: the package has
#    neither, and cpack would otherwise build them).
cmake -S . -B build -DQC_BUILD_TESTS=OFF -DQC_BUILD_BENCH=OFF >/dev/null
cmake --build build -j"${QC_JOBS:-2}"
(cd build && cpack -G DEB)
deb=$(ls build/queuecast_*.deb)
dpkg-deb -f "$deb" Depends | tee /share/out/deb-depends.txt
# Every shared library the packaged programs load must come from a package the .deb depends on. Derived from
# the programs' NEEDED entries, not a fixed list: a list went stale when the code stopped using QCoro's compiled
# part (libQCoro6Core) and CI failed on a correct package.
rm -rf /tmp/deb-contents && dpkg-deb -x "$deb" /tmp/deb-contents
# The Depends field as bare package names, one per line, compared as fixed strings ("libstdc++6" is not a
# regular expression).
tr ',|' '\n\n' </share/out/deb-depends.txt | sed 's/(.*//; s/[[:space:]]//g; s/:.*//' | sed '/^$/d' >/tmp/deb-depends-names.txt
needed_missing=0
for bin in $(find /tmp/deb-contents -type f -perm -u+x); do
    [ "$(head -c4 "$bin" | tail -c3)" = ELF ] || continue
    for soname in $(objdump -p "$bin" | awk '$1 == "NEEDED" { print $2 }'); do
        # Under `set -euo pipefail`: awk reads ldconfig's whole output (leaving early fails ldconfig's write), and
        # dpkg -S fails for a path it does not list (with usrmerge a library's real path under /usr may not be its
        # package's), so each lookup tolerates that and the next one tries the other path.
        path=$(ldconfig -p | awk -v s="$soname" '$1 == s && /x86-64|x86_64/ && !p { print $NF; p = 1 }')
        [ -n "$path" ] || { echo "setup: $bin needs $soname, which is not installed here" >&2; needed_missing=1; continue; }
        pkg=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | sed -n '1s/:.*//p' || true)
        [ -n "$pkg" ] || pkg=$(dpkg -S "$path" 2>/dev/null | sed -n '1s/:.*//p' || true)
        if [ -z "$pkg" ] || ! grep -Fxq "$pkg" /tmp/deb-depends-names.txt; then
            echo "setup: $deb does not depend on ${pkg:-the package of $path}, which ${bin#/tmp/deb-contents} needs ($soname)" >&2
            needed_missing=1
        fi
    done
done
[ "$needed_missing" -eq 0 ] || exit 1
# The libraries that are not part of Qt's base must be among them (dpkg-shlibdeps ran on the programs).
for lib in libqt6keychain1 libqt6widgets6 libqt6charts6; do
    grep -q "$lib" /share/out/deb-depends.txt || { echo "setup: $deb does not depend on $lib" >&2; exit 1; }
done
echo "setup: every library the packaged programs need is a dependency of $deb"
cp "$deb" /share/out/

# 4. Without dpkg-shlibdeps, cpack must refuse (not write a package without its library dependencies).
mv /usr/bin/dpkg-shlibdeps /usr/bin/dpkg-shlibdeps.hidden
if (cd build && cpack -G DEB) >/share/out/cpack-without-shlibdeps.log 2>&1; then
    mv /usr/bin/dpkg-shlibdeps.hidden /usr/bin/dpkg-shlibdeps
    echo "setup: cpack made a package without dpkg-shlibdeps" >&2
    exit 1
fi
mv /usr/bin/dpkg-shlibdeps.hidden /usr/bin/dpkg-shlibdeps
grep "Refusing to make a package" /share/out/cpack-without-shlibdeps.log
echo "setup: done in $((SECONDS - t0)) s"
