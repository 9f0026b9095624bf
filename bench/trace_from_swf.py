#!/usr/bin/env python3
"""Converts a Standard Workload Format log (Parallel Workloads Archive, e.g. Alea's data-set/hpc2n.swf) to QueueCast's
trace CSV, for evaluate-forecast and bench/forecast_tune: CPU clusters the forecaster was not designed on.

    trace_from_swf.py LOG.swf --out trace.csv

  - job_id = job number; cluster_or_vc = "q" + queue number, or "p" + partition number when there is no queue
    (-1); user = "u" + user id.
  - submit_ts = UnixStartTime (header) + submit time; start_ts = submit + wait; end_ts = start + run time (empty when
    negative). A job with an unknown wait (-1) is dropped; a cancelled job (status 5) that never ran (run time <= 0)
    has no start: its wait is censored at submit + wait, its end_ts.
  - gpus = 0; cpus = allocated processors (requested when unknown); req_walltime_s = requested time (empty when
    unknown). state: 1 COMPLETED, 0 FAILED, 5 CANCELLED, else the status number.
"""
import argparse
import csv
import sys

STATES = {"1": "COMPLETED", "0": "FAILED", "5": "CANCELLED"}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("swf")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    origin = 0
    rows = []
    dropped = 0
    with open(args.swf) as f:
        for line in f:
            if line.startswith(";"):
                if "UnixStartTime:" in line:
                    origin = int(line.split(":", 1)[1])
                continue
            v = line.split()
            if len(v) < 18:
                continue
            submit, wait, run = int(float(v[1])), int(float(v[2])), int(float(v[3]))
            alloc, req_procs, req_time = int(v[4]), int(v[7]), int(float(v[8]))
            status, user, queue, partition = v[10], v[11], v[14], v[15]
            if wait < 0:
                dropped += 1
                continue
            submit += origin
            never_ran = status == "5" and run <= 0
            start = "" if never_ran else submit + wait
            end = submit + wait if never_ran else (start + run if run >= 0 else "")
            rows.append({
                "job_id": v[0],
                "cluster_or_vc": ("q" + queue) if queue != "-1" else ("p" + partition),
                "user": "u" + user,
                "submit_ts": submit,
                "start_ts": start,
                "end_ts": end,
                "gpus": 0,
                "state": STATES.get(status, status),
                "cpus": alloc if alloc > 0 else max(req_procs, 1),
                "req_walltime_s": req_time if req_time > 0 else "",
            })
    rows.sort(key=lambda r: r["submit_ts"])
    with open(args.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} jobs, {dropped} dropped (unknown wait)", file=sys.stderr)


if __name__ == "__main__":
    main()
