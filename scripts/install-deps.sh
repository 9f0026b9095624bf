#!/usr/bin/env bash
# Installs what QueueCast needs to build, test, package and run, with apt, on Debian 12 (bookworm),
# Debian 13 (trixie), Ubuntu 24.04 (noble) and Ubuntu 26.04. The list is scripts/packages-debian.txt.
#   install-deps.sh           install the missing packages (root, or sudo)
#   install-deps.sh --list    print the packages this release needs, one a line, and exit
# The Slurm test cluster installs its own packages (tests/cluster/start-cluster.sh).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

release=""
if [ -r /etc/os-release ]; then
    release="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
fi
# Prints the packages of packages-debian.txt that $1 (a release code name) needs.
packages_for() {
    sed -e 's/#.*//' "$here/packages-debian.txt" | while read -r pkg releases; do
        [ -n "$pkg" ] || continue
        if [ -z "$releases" ] || [[ " $releases " == *" $1 "* ]]; then
            echo "$pkg"
        fi
    done
}

if [ "${1:-}" = "--list" ]; then
    packages_for "${2:-$release}"
    exit 0
fi

mapfile -t packages < <(packages_for "$release")
missing=()
for p in "${packages[@]}"; do
    # "install ok installed" only: a removed package leaves its configuration and dpkg -s still succeeds
    [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
echo "Installing (${release:-unknown release}): ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
