#!/usr/bin/env bash
# CI step (d): the GitHub Actions workflows (Windows and macOS builds) against the workflow schema, with the
# npm package @action-validator/cli, installed from the npm registry into a temporary folder.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
command -v npm >/dev/null || { echo "validate-workflows: npm is needed (apt-get install npm)" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
npm install --silent --no-audit --no-fund --prefix "$tmp" @action-validator/cli@0 >/dev/null
shopt -s nullglob
files=("$repo"/.github/workflows/*.yml "$repo"/.github/workflows/*.yaml)
[ ${#files[@]} -gt 0 ] || { echo "validate-workflows: no workflow files" >&2; exit 1; }
for f in "${files[@]}"; do
    "$tmp/node_modules/.bin/action-validator" "$f"
    echo "validate-workflows: ${f#"$repo"/} is valid"
done
