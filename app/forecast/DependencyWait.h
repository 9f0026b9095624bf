#pragma once

#include "../model/ClusterSnapshot.h"

#include <QHash>
#include <QStringList>
#include <algorithm>
#include <optional>

namespace qc {

// When the jobs a pending job depends on (Slurm's --dependency, reason Dependency) will have ended. The queue's
// forecast cannot see them: on the demo the P90s of jobs waiting on a dependency came true 0.03 of the time (57
// forecasts, 9-17 Dec), a job forecast to start in 36 min starting 8 h later behind its pipeline.
//
// A running job ends at its end time (else start + time limit); a pending one when the jobs it depends on have ended
// (the same way, up the chain), then its queue wait, then its time limit. Its queue wait is the asking job's own
// (a pipeline's jobs are alike: same user, partition and shape); without it a job came out starting before the
// median start of the job it depends on. A job not in the snapshot has ended (or the scheduler forgot it): nothing
// to wait for. "a,b" waits for all, "a?b" for the first.
class DependencyWait
{
public:
    // For many questions on one snapshot (the batch's): its jobs are indexed once, at the first job that waits on a
    // dependency (most queues have none, and a batch asks about every job).
    explicit DependencyWait(const ClusterSnapshot& snapshot);
    // Seconds from the snapshot; 0 when the job does not wait on a dependency or nothing the snapshot holds says.
    // `queueWaitS`: how long each pending job up the chain waits in the queue once its own dependencies have ended.
    // `limitShare`: how much of its time limit each job up the chain runs (of what is left of it, for a running one):
    // 1 for the bound the P90 takes, medianShare() for the P50.
    qint64 of(const Job& job, qint64 queueWaitS, double limitShare = 1.0) const;
    static qint64 of(const ClusterSnapshot& snapshot, const Job& job, qint64 queueWaitS, double limitShare = 1.0);
    // The share of their limits the jobs up the chain run for the P50: the median share the partition's ended jobs
    // ran (WaitForecast::runShareOfLimit), else MedianLimitShare. Counted to their limits, the chain made the P50 of
    // a job waiting on it late (the README's live calibration).
    static double medianShare(double runShareOfLimit)
    {
        return runShareOfLimit >= 0 ? std::min(runShareOfLimit, 1.0) : MedianLimitShare;
    }
    static constexpr double MedianLimitShare = 0.5;
    // The job ids a dependency names, in order: "afterok:12(unfulfilled),afterany:13_2:14+5" -> 12, 13_2, 14.
    static QStringList jobIds(const QString& dependency);

private:
    const ClusterSnapshot& m_snapshot;
    mutable std::optional<QHash<QString, const Job*>> m_jobs; // by id, when first needed
    QDateTime m_now;
};

} // namespace qc
