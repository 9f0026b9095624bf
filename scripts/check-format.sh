#!/bin/sh
# Fails when clang-format would change a tracked C++ file (.clang-format at the root). clang-format 14 is the
# one Debian 12 ships; other versions format some constructs differently, so the version is checked.
set -eu
cd "$(dirname "$0")/.."
CLANG_FORMAT=${CLANG_FORMAT:-clang-format-14}
command -v "$CLANG_FORMAT" >/dev/null 2>&1 || CLANG_FORMAT=clang-format
if ! "$CLANG_FORMAT" --version | grep -q 'version 14\.'; then
    echo "check-format: needs clang-format 14, found: $("$CLANG_FORMAT" --version 2>&1 | head -n 1)" >&2
    exit 2
fi
git ls-files -z -- '*.cpp' '*.h' | xargs -0 "$CLANG_FORMAT" --dry-run -Werror
echo "check-format: every tracked C++ file is formatted"
