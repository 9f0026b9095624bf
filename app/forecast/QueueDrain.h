#pragma once

#include "../model/ClusterSnapshot.h"
#include "JobShape.h"

#include <QDateTime>
#include <QHash>

namespace qc {

// "When would enough GPUs be free?" from one snapshot: running jobs release their GPUs at their time limits,
// the pending jobs ahead (by priority) take theirs first, each at the earliest time it fits for its whole time
// limit (conservative backfilling over a free-GPU profile). Jobs usually end before their limits and later,
// higher-priority arrivals are unknown, so the result is an anchor for the forecast, not a forecast.
class QueueDrain
{
public:
    struct Estimate
    {
        bool feasible = false; // false: the partition never has this many GPUs of the type (or is down)
        qint64 startS = 0; // seconds from the snapshot until the shape fits
        int capacity = 0; // usable GPUs of the type in the partition
        int freeNow = 0;
        int jobsAhead = 0; // pending jobs placed before this one
        int gpusAhead = 0;
    };

    // Pending jobs with a higher priority, or the same priority and submitted before `submittedAt` (invalid: the
    // snapshot time, i.e. a job about to be submitted), go first. `excludeJobId`: the job being forecast itself.
    static Estimate estimate(const ClusterSnapshot& snapshot, const JobShape& shape, const QString& excludeJobId = {},
                             const QDateTime& submittedAt = {});

    // estimate() for every pending GPU job of `partition` that asks for GPUs of type `gpuType` (as the job writes it;
    // empty: any), each exactly as estimate(snapshot, its shape, its id, its submit time) gives it, where its shape
    // is the job's GPUs, time limit, priority and type, on one node when it asks for one. One pass for them all:
    // the jobs that go first are a prefix of one priority order, so each job's estimate is read off the plan as it
    // is built (a job at a time cost the whole queue per job: minutes for status --json on 2,000 GPU jobs). Jobs
    // without a submit time are left out (estimate() them one by one). Keyed by job id.
    static QHash<QString, Estimate> estimatePending(const ClusterSnapshot& snapshot, const QString& partition,
                                                    const QString& gpuType);
    // The shape estimatePending plans a pending job with.
    static JobShape shapeOf(const Job& job);
    // The usable GPUs of a type (empty: any) on the partition's available nodes: estimate()'s capacity.
    static int usableGpus(const ClusterSnapshot& snapshot, const QString& partition, const QString& gpuType);

    // A new job's likely priority: the median of pending jobs in the partition (and QOS when it has some).
    static double typicalPriority(const ClusterSnapshot& snapshot, const QString& partition, const QString& qos = {});

    // Jobs without a time limit are planned with the partition's maximum, or this when it has none.
    static constexpr qint64 DefaultLimitS = 24 * 3600;
    // No time limit is planned longer than this (~35,000 years): a hostile server's limit must not overflow the
    // clock, nor a sum of a few such spans (a dependency chain's start, queue wait and limit).
    static constexpr qint64 FarS = qint64(1) << 40;
    // The time limit a job is planned with: its own, else its partition's maximum, else DefaultLimitS; at most FarS.
    static qint64 limitOf(const ClusterSnapshot& snapshot, const Job& job);
    // The same for a limit of `ownLimitS` (0: none) in `partition` (null: unknown), where the partition is at hand:
    // the drains' loops run over one partition's jobs and need not look it up for each.
    static qint64 limitOf(const Partition* partition, qint64 ownLimitS);
    // Seconds from `now` until a running job releases what it holds: its end time, else its start plus limitOf().
    // At least a minute: a job past its end (overrunning, or its end unknown) is taken to end soon, not never.
    static qint64 secondsUntilEnd(const ClusterSnapshot& snapshot, const Job& job, const QDateTime& now);
};

} // namespace qc
