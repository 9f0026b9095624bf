#!/usr/bin/env bash
# The README's package list is derived from scripts/packages-debian.txt (through install-deps.sh --list):
#   check-package-list.sh           fail, with the difference, when the README's block is out of date
#   check-package-list.sh --write   rewrite the block in README.md
# The block sits between the "BEGIN packages" and "END packages" comment lines of README.md.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
readme="$here/README.md"

# The packages every release needs, then what each release needs on top (its VERSION_CODENAME).
block() {
    local line name code all extra
    all="$("$here/scripts/install-deps.sh" --list all-releases)"
    echo "- every release: \`$(echo "$all" | tr '\n' ' ' | sed 's/ $//')\`"
    for line in "Debian 12 (bookworm):bookworm" "Ubuntu 24.04 (noble):noble" "Debian 13 (trixie):trixie" \
        "Ubuntu 26.04 (resolute):resolute"; do
        name="${line%%:*}"
        code="${line##*:}"
        extra="$("$here/scripts/install-deps.sh" --list "$code" | grep -vxF -f <(echo "$all") | tr '\n' ' ' | sed 's/ $//')"
        if [ -n "$extra" ]; then echo "- $name: also \`$extra\`"; else echo "- $name: nothing more"; fi
    done
}

current="$(sed -n '/<!-- BEGIN packages/,/<!-- END packages/{//!p}' "$readme")"
wanted="$(block)"
if [ "${1:-}" = "--write" ]; then
    tmp="$(mktemp)"
    awk -v block="$wanted" '
        /<!-- BEGIN packages/ { print; print block; skip = 1; next }
        /<!-- END packages/ { skip = 0 }
        !skip' "$readme" >"$tmp"
    grep -q '<!-- BEGIN packages' "$tmp" || { rm -f "$tmp"; echo "README.md has no BEGIN/END packages block" >&2; exit 1; }
    cat "$tmp" >"$readme" && rm -f "$tmp"
    exit 0
fi
if [ -z "$current" ]; then
    echo "check-package-list: README.md has no BEGIN/END packages block" >&2
    exit 1
fi
if [ "$current" != "$wanted" ]; then
    echo "check-package-list: README.md's package list differs from scripts/packages-debian.txt" >&2
    diff <(echo "$current") <(echo "$wanted") >&2 || true
    echo "run scripts/check-package-list.sh --write" >&2
    exit 1
fi
echo "check-package-list: README.md matches scripts/packages-debian.txt"
