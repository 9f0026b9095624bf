#!/usr/bin/env python3
"""queuecast-cli status --json on one backend: wall time and peak RSS, medians of --runs runs.

Usage: bench/cli_status.py [--cli build/app/queuecast-cli] [--runs 5] [--backend URL] [N ...]
Without --backend it runs demo://?jobs=N&state=none for each N (default 20000): the demo platform with a
standing backlog of N held and future-begin jobs, as bench/gui_big_queue.py does. With --backend (slurm:// on a
queue filled by `build/bench/queue_refresh --sizes N --keep`, slurm+ssh://...) it runs that. Each run: one
refresh, the analysis and every pending job's forecast, streamed to /dev/null; the time is wall clock, the memory
the child's ru_maxrss (children such as squeue are not counted). With --squeue it also times plain
`squeue -h -o "%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R"` (the default format, written out), interleaved with the runs, and prints
the ratio of the medians (the issue's target: status --json at most 1.5x squeue). Not a test: prints figures.
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time


def one(cli, url, env, args):
    start = time.monotonic()
    p = subprocess.Popen([cli, "-b", url] + args.split(), env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    err = p.stderr.read().decode(errors="replace").strip()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"{url}: exit {code}: {err[:300]}")
    return wall, usage.ru_maxrss / 1024.0, usage.ru_utime + usage.ru_stime


def squeue_once(env):
    start = time.monotonic()
    p = subprocess.Popen(["squeue", "-h", "-o", "%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R"], env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit("squeue failed")
    return time.monotonic() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default="build/app/queuecast-cli")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--backend")
    ap.add_argument("--squeue", action="store_true", help="also time plain squeue -h -o, interleaved")
    ap.add_argument("--args", default="status --json", help="the CLI's command (default: status --json)")
    ap.add_argument("sizes", nargs="*", type=int)
    a = ap.parse_args()
    urls = [a.backend] if a.backend else [f"demo://?jobs={n}&state=none" for n in (a.sizes or [20000])]
    tmp = tempfile.mkdtemp(prefix="qc-cli-bench-")
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "config"), XDG_DATA_HOME=os.path.join(tmp, "data"),
               XDG_CACHE_HOME=os.path.join(tmp, "cache"), LANGUAGE="en")
    print(f"| backend | {a.args}: wall median (min-max) | CPU median | peak RSS median | runs "
          "| plain squeue median (min-max) | ratio |")
    print("|---|---|---|---|---|---|---|")
    for url in urls:
        runs, plain = [], []
        for _ in range(a.runs):
            if a.squeue:
                plain.append(squeue_once(env))
            runs.append(one(a.cli, url, env, a.args))
        wall = [r[0] for r in runs]
        sq = (f"{statistics.median(plain):.2f} s ({min(plain):.2f}-{max(plain):.2f}) | "
              f"{statistics.median(wall) / statistics.median(plain):.2f}x") if plain else "– | –"
        print(f"| {url} | {statistics.median(wall):.2f} s ({min(wall):.2f}-{max(wall):.2f}) | "
              f"{statistics.median(r[2] for r in runs):.2f} s | {statistics.median(r[1] for r in runs):.0f} MB | "
              f"{a.runs} | {sq} |")


if __name__ == "__main__":
    main()
