#pragma once

#include "../model/ClusterSnapshot.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace qc {

// What a nice or QOS change would do to queue positions, computed from one snapshot before anything is sent.
// Slurm (and the demo platform) subtract nice from the priority, so the new priority is the old one minus the
// nice delta, plus the difference between the QOS priority components when the QOS changes.
struct ReprioritizeEffect
{
    struct Rank
    {
        int before = 0; // 1-based; 0: not ranked (the job is not pending)
        int after = 0;
        int of = 0; // queue length
    };

    QString jobId;
    double priorityBefore = 0;
    double priorityAfter = 0;
    // Ranks count the pending jobs that compete on priority: held jobs, jobs waiting on a dependency and jobs
    // whose begin time is still ahead are left out (the selected jobs themselves are always ranked).
    Rank inPartition; // among the job's partition
    Rank amongMine; // among the current user's own pending jobs, all partitions
    // The QOS part of the priority is not reported by the scheduler: it is estimated from jobs already waiting
    // in each QOS. False when the QOS does not change, or when no job waits in one of them (then ignored).
    bool qosEstimated = false;
    bool qosUnknown = false;

    // The effect on each of `jobIds` when all of them change together to `newNice` (nullopt: unchanged) and
    // `newQos` (empty: unchanged). Jobs not in the snapshot are left out.
    static QList<ReprioritizeEffect> compute(const ClusterSnapshot& snapshot, const QStringList& jobIds,
                                             std::optional<int> newNice, const QString& newQos);
    // The QOS priority component, estimated as the lowest nice-free priority of a pending job in that QOS
    // (the age factor only adds); nullopt when no job of that QOS is pending.
    static std::optional<double> qosBase(const ClusterSnapshot& snapshot, const QString& qos);
};

} // namespace qc
