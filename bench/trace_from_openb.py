#!/usr/bin/env python3
"""Converts Alibaba's GPU-sharing cluster trace (clusterdata, cluster-trace-gpu-v2023/csv/openb_pod_list_*.csv:
Kubernetes pods with creation, scheduled and deletion times) to QueueCast's trace CSV, for evaluate-forecast and
bench/forecast_tune. A field trace the forecaster was not designed on: one GPU cluster, waits of seconds, and ~900
pods deleted before they were ever scheduled (censored waits).

    trace_from_openb.py openb_pod_list_default.csv --out openb.csv [--queue qos|one] [--epoch 1672531200]

  - job_id = pod name; cluster_or_vc = the pod's QoS class (LS, BE, Burstable, Guaranteed), or "openb" with
    --queue one; user = empty (the trace has none).
  - submit_ts = creation_time, start_ts = scheduled_time (empty: never scheduled), end_ts = deletion_time; the
    trace's times are seconds from an undisclosed origin, shifted by --epoch so that dates look like dates.
  - gpus = num_gpu (a shared fraction of one GPU counts as 1), cpus = cpu_milli / 1000 rounded up; state = the
    pod phase in capitals. No requested walltime in the source.
"""
import argparse
import csv
import math
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pods")
    parser.add_argument("--out", required=True)
    parser.add_argument("--queue", choices=["qos", "one"], default="qos")
    parser.add_argument("--epoch", type=int, default=1672531200)  # 2023-01-01 UTC
    args = parser.parse_args()
    rows = []
    with open(args.pods, newline="") as f:
        for r in csv.DictReader(f):
            submit = int(r["creation_time"])
            start = r["scheduled_time"].strip()
            end = r["deletion_time"].strip()
            gpus = int(r["num_gpu"] or 0)
            if gpus == 0 and int(r["gpu_milli"] or 0) > 0:
                gpus = 1
            rows.append({
                "job_id": r["name"],
                "cluster_or_vc": r["qos"] if args.queue == "qos" else "openb",
                "user": "",
                "submit_ts": submit + args.epoch,
                "start_ts": int(start) + args.epoch if start else "",
                "end_ts": int(end) + args.epoch if end else "",
                "gpus": gpus,
                "state": r["pod_phase"].upper(),
                "cpus": math.ceil(int(r["cpu_milli"] or 0) / 1000),
            })
    rows.sort(key=lambda r: r["submit_ts"])
    with open(args.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} jobs, {sum(1 for r in rows if r['start_ts'] == '')} never scheduled", file=sys.stderr)


if __name__ == "__main__":
    main()
