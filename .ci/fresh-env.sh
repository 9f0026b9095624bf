# Sourced by the .ci/fresh-*.sh steps: where fresh-debian.sh is, and the host folder shared with the chroots.
#   FRESH_DEBIAN   path of fresh-debian.sh (default: ../shared/tools/fresh-debian.sh beside the clone)
#   QC_CI_STAGE    host folder bind-mounted at /share in each chroot: ccache-<release>/ (compiler caches,
#                  kept between runs: a speed-up only, the packages in each chroot stay pristine) and
#                  out/ (the .deb, logs and screenshots the steps hand on)
#   QC_JOBS        build parallelism in the chroots (default: nproc)
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -z "${FRESH_DEBIAN:-}" ]; then
    for c in "$repo/../shared/tools/fresh-debian.sh" "$repo/../../shared/tools/fresh-debian.sh"; do
        [ -x "$c" ] && FRESH_DEBIAN="$(cd "$(dirname "$c")" && pwd)/fresh-debian.sh" && break
    done
fi
[ -x "${FRESH_DEBIAN:-}" ] || { echo "fresh-debian.sh not found (set FRESH_DEBIAN)" >&2; exit 2; }
export QC_CI_STAGE="${QC_CI_STAGE:-/var/cache/queuecast-ci}"
export QC_JOBS="${QC_JOBS:-$(nproc)}"
mkdir -p "$QC_CI_STAGE/out" "$QC_CI_STAGE/ccache-bookworm" "$QC_CI_STAGE/ccache-trixie"
# Runs .ci/inside/$2 in a pristine chroot of release $1 with the repository's tracked files at /src.
fresh_run() {
    local suite=$1 script=$2
    shift 2
    FRESH_SUITE="$suite" FRESH_SHARE="$QC_CI_STAGE" "$FRESH_DEBIAN" "$repo" -- \
        /usr/bin/env QC_JOBS="$QC_JOBS" CCACHE_DIR="/share/ccache-$suite" CCACHE_BASEDIR=/src CCACHE_NOHASHDIR=1 \
        CCACHE_IGNOREOPTIONS="-DQT_TESTCASE_SOURCEDIR=* -DQT_TESTCASE_BUILDDIR=*" \
        bash ".ci/inside/$script" "$@"
}
