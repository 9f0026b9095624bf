#!/usr/bin/env bash
# Installs what QueueCast needs to build, test and run on Debian 12 / Ubuntu 24.04 (apt).
# The Slurm test cluster installs its own packages (tests/cluster/start-cluster.sh).
set -euo pipefail

packages=(
    cmake ninja-build g++ ccache pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libqt6sql6-sqlite libgl-dev qcoro-qt6-dev nlohmann-json3-dev qtkeychain-qt6-dev
    xvfb xauth fonts-wqy-microhei openssh-client dbus gnome-keyring
)

missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
