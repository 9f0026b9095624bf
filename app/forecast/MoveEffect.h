#pragma once

#include "../model/ClusterSnapshot.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace qc {

// What moving pending jobs to another partition would do, from one snapshot before anything is sent: each job's
// place in the queue here and there, and when its GPUs would be free by the running and queued jobs' time limits
// (QueueDrain), or why it could never start there. Priority is kept as it is (Slurm recomputes the partition
// factor; the age factor carries over).
struct MoveEffect
{
    Q_DECLARE_TR_FUNCTIONS(MoveEffect)

public:
    struct Side
    {
        QString partition;
        int rank = 0; // 1-based among the jobs that compete there (held, dependency, begin ahead left out)
        int of = 0;
        qint64 gpusFreeInS = -1; // QueueDrain: seconds until its GPUs are free there; -1: never (see blocker)
        QString blocker; // translated: why it can never start there as written; empty when it can
    };

    QString jobId;
    Side before;
    Side after;

    // The effect on each of `jobIds` (pending jobs of the snapshot) when all move to `partition` together.
    static QList<MoveEffect> compute(const ClusterSnapshot& snapshot, const QStringList& jobIds,
                                     const QString& partition);
    // "#3 of 12; GPUs free in about 2.0 h" or the blocker.
    static QString describe(const Side& side);
};

} // namespace qc
