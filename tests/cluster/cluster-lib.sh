# Sourced by start-cluster.sh (22.05) and start-cluster24.sh (24.11): the helpers both start scripts use.
# The sourcing script defines die MESSAGE LOGFILE... first.

# wait_for TIMEOUT DESCRIPTION PIDFILE LOGFILE... -- COMMAND...: retry COMMAND every 0.2 s.
# Gives up at once if the daemon in PIDFILE ("" = none) has died, instead of waiting it out.
wait_for() {
    local timeout=$1 what=$2 pidfile=$3 logs=() ; shift 3
    while [ "$1" != "--" ]; do logs+=("$1"); shift; done; shift
    local end=$(( $(date +%s) + timeout ))
    until "$@" >/dev/null 2>&1; do
        # (a missing pid file may just not be written yet; the state dir starts empty)
        if [ -n "$pidfile" ] && [ -f "$pidfile" ] && ! pid_alive "$pidfile"; then
            die "$what: the daemon (pid file $pidfile) is not running" "${logs[@]}"
        fi
        [ "$(date +%s)" -lt "$end" ] || die "timed out after ${timeout}s waiting for $what" "${logs[@]}"
        sleep 0.2
    done
}
# A listening TCP socket on port $1 (IPv4 or IPv6), read from /proc: iproute2's ss is not on a minimal
# system, and a missing ss made every port look free.
port_listening() {
    local f tables=()
    for f in /proc/net/tcp /proc/net/tcp6; do [ -r "$f" ] && tables+=("$f"); done
    awk -v port="$(printf '%04X' "$1")" 'FNR > 1 { split($2, a, ":"); if (a[2] == port && $4 == "0A") found = 1 }
        END { exit !found }' "${tables[@]}"
}
pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
