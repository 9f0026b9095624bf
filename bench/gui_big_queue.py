#!/usr/bin/env python3
"""The GUI on a big queue, measured inside the app (ui/UiSliceMonitor, QUEUECAST_UI_SLICES).

Usage: bench/gui_big_queue.py [--gui build/ui/queuecast] [--seconds 60] [--backend URL] [N ...]
Without --backend it runs demo://?jobs=N&state=none for each N (default 20000 58000 100000): the demo
platform with a standing backlog of N held and future-begin jobs. With --backend (e.g. slurm:// on a queue the
caller filled, as bench/slurm_refresh does) it runs that once. Each run: the window on Xvfb when it is there
(offscreen otherwise), QT_NO_GLIB=1 so the event dispatcher reports when the UI thread blocks, for --seconds.
Prints per run: first rows painted (s after launch), the longest UI-thread slice per refresh (median and max
over the refreshes after the first two; a slice runs from waking to blocking again, maybe several loop passes), the
longest single loop pass per refresh (input is handled between passes: how long a key press could wait), peak RSS, and steady CPU (GUI plus its finished children such as
squeue, per cent of one core, after the first two refreshes). With --probe (on Xvfb) it also times, from
outside, how long the window takes to open its Help menu after Alt+H, every 0.3 s from the moment the window
maps (bench/keypress_probe.py): median and max key-press latency. Not a test: prints figures.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import keypress_probe  # noqa: E402


def parse(path):
    rows = []
    with open(path) as f:
        for line in f:
            parts = line.split()
            if not parts:
                continue
            d = {"what": parts[0]}
            for kv in parts[1:]:
                k, v = kv.split("=", 1)
                d[k] = float(v)
            rows.append(d)
    return rows


def run(gui, url, seconds, display, probe=False):
    tmp = tempfile.mkdtemp(prefix="qc-bench-")
    out = os.path.join(tmp, "slices.txt")
    env = dict(os.environ)
    env.update({"QUEUECAST_UI_SLICES": out, "QT_NO_GLIB": "1", "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
                "XDG_DATA_HOME": os.path.join(tmp, "data"), "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
                "LANGUAGE": "en"})
    if display:
        env["DISPLAY"] = display
        env.pop("QT_QPA_PLATFORM", None)
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    p = subprocess.Popen([gui, "-b", url], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started = time.monotonic()
    latencies = []
    try:
        if probe and display:
            # The probe starts as soon as the window exists: the first refresh is inside its figures.
            latencies = keypress_probe.KeypressProbe(display, p.pid, epoch=started).run(seconds - 1.0)
        time.sleep(max(0.0, seconds - (time.monotonic() - started)))
    finally:
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
    rows = parse(out) if os.path.exists(out) else []
    shutil.rmtree(tmp, ignore_errors=True)
    first = next((r["t_ms"] / 1000 for r in rows if r["what"] == "first_rows_painted"), None)
    refreshes = [r for r in rows if r["what"] == "refresh"]
    steady = refreshes[2:]
    slices = [r["max_slice_ms"] for r in steady]
    passes = [r["max_pass_ms"] for r in steady if "max_pass_ms" in r]
    cpu = own_cpu = None
    if len(steady) >= 2:
        a, b = steady[0], steady[-1]
        own = b["cpu_ms"] - a["cpu_ms"]
        used = own + (b["children_cpu_ms"] - a["children_cpu_ms"])
        cpu = 100.0 * used / (b["t_ms"] - a["t_ms"])
        own_cpu = 100.0 * own / (b["t_ms"] - a["t_ms"])
    return {
        "jobs": int(refreshes[-1]["rows"]) if refreshes else 0,
        "first_rows_s": first,
        "slice_median_ms": statistics.median(slices) if slices else None,
        "slice_max_ms": max(slices) if slices else None,
        "pass_median_ms": statistics.median(passes) if passes else None,
        "pass_max_ms": max(passes) if passes else None,
        "first_refresh_slice_ms": refreshes[0]["max_slice_ms"] if refreshes else None,
        "peak_rss_mb": max(r["peak_rss_kb"] for r in rows) / 1024 if rows else None,
        "steady_cpu_pct": cpu,
        "steady_own_cpu_pct": own_cpu,  # the GUI process alone; the rest is its children (squeue, ...)
        "refreshes": len(refreshes),
        "keys": keypress_probe.summary(latencies) if latencies else None,
        # From the first refresh counted as steady on: what a user watching the queue meets.
        "keys_steady": keypress_probe.summary(latencies, steady[0]["t_ms"] / 1000.0) if latencies and steady else None,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gui", default="build/ui/queuecast")
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--backend")
    ap.add_argument("--no-xvfb", action="store_true")
    ap.add_argument("--probe", action="store_true", help="time Alt+H -> Help menu every 0.3 s (needs Xvfb)")
    ap.add_argument("jobs", nargs="*", type=int, default=[20000, 58000, 100000])
    a = ap.parse_args()
    xvfb = None
    display = None
    if not a.no_xvfb and shutil.which("Xvfb"):
        display = ":97"
        xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1)
    try:
        urls = [a.backend] if a.backend else ["demo://?jobs=%d&state=none" % n for n in a.jobs]
        print("| backend | jobs | first rows painted | UI slice per refresh median / max "
              "| longest loop pass per refresh median / max | first refresh slice "
              "| peak RSS | steady CPU: GUI + children (GUI alone) | refreshes | key-press latency median / max (probes): whole run; steady |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for url in urls:
            r = run(a.gui, url, a.seconds, display, a.probe)
            def keyfmt(k):
                return "–" if not k or k["median_ms"] is None else "%.0f / %.0f ms (%d, %d missed)" % (
                    k["median_ms"], k["max_ms"], k["probes"], k["missed"])
            keys = "%s; steady %s" % (keyfmt(r["keys"]), keyfmt(r["keys_steady"]))
            f = lambda v, fmt: ("–" if v is None else fmt % v)
            print("| %s | %d | %s | %s / %s | %s / %s | %s | %s | %s | %d | %s |" % (
                url, r["jobs"], f(r["first_rows_s"], "%.2f s"), f(r["slice_median_ms"], "%.0f"),
                f(r["slice_max_ms"], "%.0f ms"), f(r["pass_median_ms"], "%.0f"), f(r["pass_max_ms"], "%.0f ms"),
                f(r["first_refresh_slice_ms"], "%.0f ms"),
                f(r["peak_rss_mb"], "%.0f MB"),
                "%s (%s)" % (f(r["steady_cpu_pct"], "%.1f%%"), f(r["steady_own_cpu_pct"], "%.1f%%")),
                r["refreshes"], keys))
            sys.stdout.flush()
    finally:
        if xvfb:
            xvfb.terminate()
            xvfb.wait(10)


if __name__ == "__main__":
    main()
