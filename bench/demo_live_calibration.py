#!/usr/bin/env python3
"""How often the live start forecasts of the demo platform come true: status --json's forecast_p50/forecast_p90.

Usage: bench/demo_live_calibration.py [--cli build/app/queuecast-cli] [--days 2026-12-08,2026-12-10]
                                      [--backend demo://?history=7&state=none] [--step-min 10]
                                      [--forecast-hours 0,2,4,6] [--dump FILE.csv]

`evaluate-forecast` scores the wait model on a replayed trace at submit time. This scores what a user sees: the
forecasts of the live path (the model plus the scheduler's estimate or the drain of the snapshot, the per-user cap,
the begin time) against the starts the demo then shows. It needs libfaketime (`faketime`): the demo follows the
wall clock.

For each day it runs status --json every --step-min minutes from 00:05 UTC to the end of the day and records each
job's start time (a job is known by its id, user and submit time). It takes the pending jobs' forecasts at the
--forecast-hours (hours after 00:05) and scores those whose P90 falls within the day, and the P90's pinball loss over all of them.
--dump writes every pending job's forecast (its reason, P50, P90 and the start seen, empty if none that day) as CSV,
to compare two builds job by job or by reason.

Limits:
- The demo is consistent within a day, not across days: its job numbering starts again each day. So only forecasts
  whose P90 falls within the same day can be scored.
- The demo replays each weekday the same way: it simulates from its seed over the days before, and its load follows
  the weekday and the hour, so 16 December (a Wednesday) shows the very jobs, forecasts and starts of 9 December.
  Days of one weekday are one day counted twice; the script refuses them. Tuning and held-out days must be other
  weekdays (or another seed: --backend 'demo://?history=7&state=none&seed=7').
- Choosing those by their P90 is fair only to a model calibrated at every horizon. Short forecasts that come true
  less often than long ones lower the figures.
- Forecasts without a P90 ("longer than anything seen here") are left out, so compare two builds on the forecasts
  both give a P90 for.
- A job that starts and ends between two status runs is not seen to start (the demo shows a finished job only
  briefly). A step of 10 minutes misses few: the demo's jobs run 30 minutes or more at the median.
Not a test: prints figures.
"""
import argparse
import collections
import csv
import datetime
import json
import os
import subprocess
import tempfile


def epoch(iso):
    return int(datetime.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp())


def status(cli, env, at, backend):
    out = subprocess.run(["faketime", "-f", "@" + at.strftime("%Y-%m-%d %H:%M:%S"), cli, "-b", backend, "status",
                          "--json"],
                         env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(out)["jobs"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default="build/app/queuecast-cli")
    ap.add_argument("--days", default="2026-12-08,2026-12-10")
    ap.add_argument("--backend", default="demo://?history=7&state=none")
    ap.add_argument("--step-min", type=int, default=10)
    ap.add_argument("--forecast-hours", default="0,2,4,6")
    ap.add_argument("--dump")
    a = ap.parse_args()
    weekdays = collections.defaultdict(list)
    for day in a.days.split(","):
        weekdays[datetime.date.fromisoformat(day).strftime("%A")].append(day)
    repeated = {k: v for k, v in weekdays.items() if len(v) > 1}
    if repeated:
        ap.error("the demo replays each weekday the same way, so these days are copies of each other: "
                 + "; ".join(f"{k} {', '.join(v)}" for k, v in repeated.items()))
    dump = csv.writer(open(a.dump, "w", newline="")) if a.dump else None
    if dump:
        dump.writerow(["day", "at", "id", "user", "submit", "reason", "gpus", "licenses", "jobs_ahead", "p50", "p90",
                       "start", "day_end"])
    home = tempfile.mkdtemp()
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=home + "/d", XDG_CONFIG_HOME=home + "/c", TZ="UTC",
               FAKETIME_DONT_FAKE_MONOTONIC="1")
    groups = collections.defaultdict(lambda: [0, 0, 0, 0])  # forecasts, P50 came true, P90 came true, no start
    pinball = [0, 0.0]  # forecasts, summed loss
    for day in a.days.split(","):
        base = datetime.datetime.fromisoformat(day) + datetime.timedelta(minutes=5)
        end = int((base + datetime.timedelta(hours=23, minutes=50)).replace(tzinfo=datetime.timezone.utc).timestamp())
        starts = {}
        for m in range(0, 24 * 60 - 10, a.step_min):
            for job in status(a.cli, env, base + datetime.timedelta(minutes=m), a.backend):
                if job.get("start_time"):
                    starts[(job["id"], job["user"], job["submit_time"])] = epoch(job["start_time"])
        for h in (int(x) for x in a.forecast_hours.split(",")):
            at = base + datetime.timedelta(hours=h)
            for job in status(a.cli, env, at, a.backend):
                if job["state"] != "PENDING":
                    continue
                start = starts.get((job["id"], job["user"], job["submit_time"]))
                if dump:
                    at_s = int(at.replace(tzinfo=datetime.timezone.utc).timestamp())
                    dump.writerow([day, at_s, job["id"], job["user"], job["submit_time"], job["reason"], job["gpus"],
                                   job["licenses"], job.get("jobs_ahead"),
                                   epoch(job["forecast_p50"]) if job["forecast_p50"] else "",
                                   epoch(job["forecast_p90"]) if job["forecast_p90"] else "",
                                   "" if start is None else start, end])
                if not job["forecast_p50"] or not job["forecast_p90"]:
                    continue
                p50, p90 = epoch(job["forecast_p50"]), epoch(job["forecast_p90"])
                # Pinball loss of the P90 (hours) over every forecast, the ones beyond the day too: exact for a job
                # that started that day, a lower bound for one that did not (it started after the end of the day).
                if start is not None:
                    loss = 0.9 * (start - p90) if start > p90 else 0.1 * (p90 - start)
                else:
                    loss = 0.9 * max(0, end - p90)
                pinball[0] += 1
                pinball[1] += loss / 3600
                if p90 > end:
                    continue
                horizon = (p90 - int(at.replace(tzinfo=datetime.timezone.utc).timestamp())) / 3600
                for key in ("all", "note: " + (job.get("forecast_note") or "-"),
                            "P90 within " + ("2 h" if horizon <= 2 else "6 h" if horizon <= 6 else "24 h")):
                    g = groups[key]
                    g[0] += 1
                    g[1] += start is not None and start <= p50
                    g[2] += start is not None and start <= p90
                    g[3] += start is None
    print(f"P90 pinball loss over all {pinball[0]} forecasts: {pinball[1] / pinball[0]:.2f} h a forecast "
          "(a lower bound for jobs that had not started by the end of the day)")
    for key, (n, c50, c90, none) in sorted(groups.items()):
        print(f"{key:22s} forecasts {n:5d}  P50 came true {c50 / n:.2f}  P90 came true {c90 / n:.2f}  "
              f"not started that day {none}")


if __name__ == "__main__":
    main()
