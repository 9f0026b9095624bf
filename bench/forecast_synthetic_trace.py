#!/usr/bin/env python3
"""Synthetic queue logs with known dynamics, for tuning the wait forecaster away from CERIT-SC.

Writes the trace reader's CSV (job_id, cluster_or_vc, user, submit_ts, start_ts, end_ts, gpus, state, cpus,
req_walltime_s). A small discrete-event simulation: arrivals follow a weekly profile (weekday peaks, quiet
nights and weekends) times a slow drift factor, some users submit job arrays in bursts, every job asks for a
walltime and runs for a (usually much) shorter time, and a first-fit scheduler (FIFO order, any job that fits
may start: aggressive backfilling) hands out the capacity. Some jobs are cancelled while pending: they are
written with an empty start_ts and end_ts set (censored observations).

    bench/forecast_synthetic_trace.py --profile cpu-quiet --out quiet.csv
    bench/forecast_synthetic_trace.py --profile gpu-bursty --out bursty.csv

Profiles:
  cpu-quiet   two CPU queues (short, long), 768 cores, offered load around 0.4; most jobs start at once.
  gpu-bursty  two GPU partitions (8 and 48 GPUs), offered load rising from 0.5 to 0.9 over the weeks with
              job-array bursts from a few users; GPU counts in `gpus`.
Deterministic for a given --seed.
"""
import argparse, csv, heapq, math, random

PROFILES = {
    "cpu-quiet": dict(days=42, queues={"short": dict(cap=256, share=0.7, wall=(1800, 4 * 3600)),
                                       "long": dict(cap=512, share=0.3, wall=(12 * 3600, 3 * 86400))},
                      gpu=False, sizes=[1, 1, 1, 2, 4, 8, 16, 32, 64], load=(0.4, 0.45), users=60,
                      burst_prob=0.02, burst_len=(5, 40), cancel=0.02),
    "gpu-bursty": dict(days=35, queues={"interactive": dict(cap=8, share=0.35, wall=(1800, 4 * 3600)),
                                        "batch": dict(cap=48, share=0.65, wall=(4 * 3600, 2 * 86400))},
                       gpu=True, sizes=[1, 1, 1, 1, 2, 2, 4, 8], load=(0.5, 0.9), users=40,
                       burst_prob=0.06, burst_len=(10, 120), cancel=0.05),
}


def weekly(t):
    """Arrival intensity multiplier by local hour and weekday (Helios-like: weekday daytime peak)."""
    day = int(t // 86400) % 7  # day 0 = Monday (the trace starts on a Monday)
    hour = (t % 86400) / 3600
    base = 0.35 + 0.65 * math.exp(-((hour - 14) / 4.5) ** 2) + 0.25 * math.exp(-((hour - 21) / 2.5) ** 2)
    return base * (0.6 if day >= 5 else 1.0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", choices=sorted(PROFILES), required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    P = PROFILES[a.profile]
    rng = random.Random(a.seed)
    t0 = 1767571200  # Mon 2026-01-05 00:00 UTC
    horizon = P["days"] * 86400
    users = [f"u{i}" for i in range(P["users"])]
    uweights = [1.0 / (i + 1) ** 0.8 for i in range(len(users))]  # a few heavy users
    mean_weekly = sum(weekly(h * 3600) for h in range(168)) / 168
    jobs = []
    for qname, Q in P["queues"].items():
        lo, hi = Q["wall"]
        mean_size = sum(P["sizes"]) / len(P["sizes"])
        mean_run = 0.45 * math.sqrt(lo * hi)  # jobs run well below their walltime
        per_arrival = 1 + P["burst_prob"] * (sum(P["burst_len"]) / 2 - 1)  # jobs per arrival event
        t = 0.0
        while t < horizon:
            drift = P["load"][0] + (P["load"][1] - P["load"][0]) * t / horizon
            rate = drift * Q["cap"] / (mean_size * mean_run * per_arrival) * weekly(t) / mean_weekly  # jobs per second
            t += rng.expovariate(max(rate, 1e-9))
            if t >= horizon:
                break
            user = rng.choices(users, uweights)[0]
            size = min(rng.choice(P["sizes"]), Q["cap"])
            wall = int(math.exp(rng.uniform(math.log(lo), math.log(hi))) // 600 * 600 + 600)
            count = 1
            if rng.random() < P["burst_prob"]:
                count = rng.randint(*P["burst_len"])
            for k in range(count):
                run = min(wall, max(10, int(rng.lognormvariate(math.log(mean_run) - 0.5, 1.0))))
                jobs.append(dict(q=qname, u=user, s=t0 + int(t) + k, size=size, wall=wall, run=run,
                                 cancel_after=(rng.expovariate(1 / (6 * 3600)) if rng.random() < P["cancel"] else None)))
    jobs.sort(key=lambda j: j["s"])
    # First-fit scheduler per queue: at every event, walk the pending list in submit order and start what fits.
    for qname, Q in P["queues"].items():
        free = Q["cap"]
        pend = []  # in submit order
        events = []  # (time, kind, idx) kind 0 = end, 1 = submit, 2 = cancel
        mine = [i for i, j in enumerate(jobs) if j["q"] == qname]
        for i in mine:
            heapq.heappush(events, (jobs[i]["s"], 1, i))
            if jobs[i]["cancel_after"] is not None:
                heapq.heappush(events, (jobs[i]["s"] + int(jobs[i]["cancel_after"]) + 1, 2, i))
        while events:
            now, kind, i = heapq.heappop(events)
            j = jobs[i]
            if kind == 0:
                free += j["size"]
            elif kind == 1:
                pend.append(i)
            elif kind == 2:
                if "start" not in j and i in pend:
                    pend.remove(i)
                    j["end"] = now
            keep = []
            for p in pend:
                jp = jobs[p]
                if jp["size"] <= free:
                    free -= jp["size"]
                    jp["start"] = now
                    jp["end"] = now + jp["run"]
                    heapq.heappush(events, (jp["end"], 0, p))
                else:
                    keep.append(p)
            pend = keep
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["job_id", "cluster_or_vc", "user", "submit_ts", "start_ts", "end_ts", "gpus", "state", "cpus",
                    "req_walltime_s"])
        for n, j in enumerate(jobs):
            started = "start" in j
            state = "COMPLETED" if started else ("CANCELLED" if "end" in j else "PENDING")
            w.writerow([n, j["q"], j["u"], j["s"], j.get("start", ""), j.get("end", ""),
                        j["size"] if P["gpu"] else 0, state, 0 if P["gpu"] else j["size"], j["wall"]])


if __name__ == "__main__":
    main()
