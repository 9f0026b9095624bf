#!/usr/bin/env python3
"""How narrow can a P90 wait bound get on a trace, given only what is known at submit time?

Not a forecaster: for each grouping of the test jobs by submit-time features it takes each group's own 90th
percentile of the *test* waits (hindsight, in-sample) as every member's bound, and prints coverage and median
bound. No online model can beat these groupings' figures with the same features, so they show whether a target
such as "median bound 25% narrower than QBETS at coverage >= 0.90" is reachable at all.

    bench/forecast_headroom.py ../shared/traces/cerit-sc-2013.csv [--train-fraction 0.7]

Features at submit (replayed in time order): the user's own jobs pending in the queue (U), all jobs pending in
the queue (Q), and the user's backlog divided by the rate their last 50 jobs started (drain).
"""
import argparse, collections, csv, math

ap = argparse.ArgumentParser()
ap.add_argument("trace")
ap.add_argument("--train-fraction", type=float, default=0.7)
a = ap.parse_args()

jobs = []
for r in csv.DictReader(open(a.trace)):
    jobs.append(dict(q=r["cluster_or_vc"], u=r["user"], s=int(r["submit_ts"]),
                     st=int(r["start_ts"]) if r["start_ts"] else None))
jobs.sort(key=lambda j: j["s"])
end = max(max(j["s"], j["st"] or 0) for j in jobs)

events = sorted([(j["s"], 0, i) for i, j in enumerate(jobs)] + [(j["st"], 1, i) for i, j in enumerate(jobs) if j["st"] is not None])
pend_q, pend_u = collections.Counter(), collections.Counter()
starts_u = collections.defaultdict(collections.deque)
for t, kind, i in events:
    j = jobs[i]
    key = (j["q"], j["u"])
    if kind == 0:
        j["Q"], j["U"] = pend_q[j["q"]], pend_u[key]
        d = starts_u[key]
        rate = len(d) / (t - d[0]) if len(d) >= 5 and t > d[0] else None
        j["drain"] = (j["U"] + 1) / rate if rate else None
        pend_q[j["q"]] += 1
        pend_u[key] += 1
    else:
        pend_q[j["q"]] -= 1
        pend_u[key] -= 1
        d = starts_u[key]
        d.append(t)
        if len(d) > 50:
            d.popleft()

test = jobs[int(len(jobs) * a.train_fraction):]
wait = lambda j: (j["st"] - j["s"]) if j["st"] is not None else end - j["s"]
ub = lambda x: 0 if x == 0 else 1 if x <= 5 else 2 if x <= 50 else 3 if x <= 200 else 4
qb = lambda x: 0 if x == 0 else int(math.log2(x)) + 1
db = lambda j: -1 if j["drain"] is None else min(int(math.log2(j["drain"] / 600 + 1)), 12)
groupings = {
    "queue": lambda j: j["q"],
    "queue, U": lambda j: (j["q"], ub(j["U"])),
    "queue, U, drain": lambda j: (j["q"], ub(j["U"]), db(j)),
    "queue, U, Q, drain": lambda j: (j["q"], ub(j["U"]), qb(j["Q"]), db(j)),
}
ws = sorted(wait(j) for j in test)
print(f"{len(test)} test jobs; wait median {ws[len(ws) // 2] / 3600:.1f} h, p90 {ws[int(0.9 * len(ws))] / 3600:.1f} h")
for name, key in groupings.items():
    groups = collections.defaultdict(list)
    for j in test:
        groups[key(j)].append(wait(j))
    bound = {k: sorted(v)[max(0, math.ceil(0.9 * len(v)) - 1)] for k, v in groups.items()}
    bounds = sorted(bound[key(j)] for j in test)
    coverage = sum(wait(j) <= bound[key(j)] for j in test) / len(test)
    print(f"hindsight groups by {name:20s}: {len(groups):4d} groups, coverage {coverage:.3f}, "
          f"median bound {bounds[len(bounds) // 2] / 3600:.1f} h")
