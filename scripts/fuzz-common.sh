# Sourced by scripts/run-sanitizers.sh and bench/fuzz-long.sh: the fuzz targets and their seed corpora.
# fuzz_seed_dir TARGET OUT: copies TARGET's seeds (fuzz/seeds.txt) into the directory OUT.
fuzz_targets() {
    sed -n 's/^\([a-z_]*\):.*/\1/p' "$SRC/fuzz/seeds.txt"
}
fuzz_seed_dir() {
    local target=$1 out=$2 pattern
    mkdir -p "$out"
    for pattern in $(sed -n "s/^$target: *//p" "$SRC/fuzz/seeds.txt"); do
        # shellcheck disable=SC2086 # the pattern is a glob
        cp $SRC/$pattern "$out"/ 2>/dev/null || true
    done
}
