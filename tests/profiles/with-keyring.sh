#!/bin/sh
# Inside dbus-run-session: start gnome-keyring's secret service, unlocked with a throwaway password, then run
# the test. A fresh HOME keeps the user's real keyrings out of it.
set -e
HOME=$(mktemp -d)
export HOME XDG_DATA_HOME="$HOME/.local/share" XDG_CONFIG_HOME="$HOME/.config"
command -v gnome-keyring-daemon >/dev/null || { echo "gnome-keyring-daemon is not installed" >&2; exit 1; }
eval "$(printf 'queuecast-test\n' | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL
status=0
"$@" || status=$?
rm -rf "$HOME"
exit $status
