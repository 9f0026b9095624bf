#pragma once

#include "../model/ClusterSnapshot.h"

#include <QList>
#include <optional>

namespace qc {

// Where an eligible pending job stands in its partition's queue, in the scheduler's priority order.
struct QueuePosition
{
    QString partition;
    int position = 0; // 1-based
    int queueLength = 0; // eligible pending jobs in the partition
    int jobsAhead = 0;
    qint64 gpusAhead = 0;
    double gpuHoursAhead = 0; // by the time limits of the jobs ahead
    // Other users' jobs are hidden (Slurm PrivateData): the real position is this or later.
    bool lowerBound = false;
    QDateTime estimatedStart; // the scheduler's own estimate for this job, invalid when none
    // The earliest start the scheduler has planned for a job ahead: backfill must end before it.
    QDateTime reservationAhead;

    // Scheduler order: priority first, then submit time, then id.
    static bool runsBefore(const Job& a, const Job& b);
    // One entry per snapshot job (same index); nullopt where `eligible` is false or the job is not pending.
    // Groups by partition once and sorts each group: O(n log n).
    static QList<std::optional<QueuePosition>> computeAll(const ClusterSnapshot& snapshot, const QList<bool>& eligible);
};

} // namespace qc
