#!/usr/bin/env bash
# Builds QCoro, qtkeychain and nlohmann-json from their release tags into PREFIX, against the Qt found
# through CMAKE_PREFIX_PATH, for systems without Debian's packages (Windows, macOS: .github/workflows/desktop.yml).
#   build-third-party.sh PREFIX
# Shared libraries, so that windeployqt/macdeployqt-style packaging can copy them beside the programs.
set -euo pipefail
prefix=$1
src="${THIRD_PARTY_SRC:-$prefix-src}"
mkdir -p "$src"
build() { # name repo tag cmake-options...
    local name=$1 repo=$2 tag=$3
    shift 3
    [ -d "$src/$name" ] || git clone --quiet --depth 1 --branch "$tag" "https://github.com/$repo.git" "$src/$name"
    cmake -S "$src/$name" -B "$src/$name-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_SHARED_LIBS=ON "$@"
    cmake --build "$src/$name-build"
    cmake --install "$src/$name-build"
}
build nlohmann-json nlohmann/json v3.11.3 -DJSON_BuildTests=OFF -DJSON_Install=ON
build qcoro qcoro/qcoro v0.12.0 -DUSE_QT_VERSION=6 -DQCORO_BUILD_EXAMPLES=OFF -DQCORO_BUILD_TESTING=OFF \
    -DBUILD_TESTING=OFF -DQCORO_WITH_QTDBUS=OFF -DQCORO_WITH_QTWEBSOCKETS=OFF -DQCORO_WITH_QTQUICK=OFF \
    -DQCORO_WITH_QML=OFF -DQCORO_WITH_QTTEST=OFF
build qtkeychain frankosterfeld/qtkeychain 0.15.0 -DBUILD_WITH_QT6=ON -DBUILD_TRANSLATIONS=OFF -DBUILD_TEST_APPLICATION=OFF
