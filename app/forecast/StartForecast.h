#pragma once

#include "../model/ClusterSnapshot.h"
#include "StartEstimate.h"
#include "TraceJob.h"

#include <QCoreApplication>
#include <QList>

namespace qc {

// The one forecast function: a pending (or about to be submitted) job's expected start from the wait model and
// the job's own state. Never a start before the begin time; none for a held job ("after release: then ~X");
// none for a job that can never run as written (more GPUs than the QOS allows one user, a time limit above the
// partition's, more GPUs than the partition has); over a per-user cap it waits for the user's own jobs to end.
class StartForecast
{
    Q_DECLARE_TR_FUNCTIONS(StartForecast)

public:
    static StartEstimate of(const ClusterSnapshot& snapshot, const Job& job, const std::optional<WaitForecast>& wait);
    // The same, with the wait model run on `history` (the partition's past) and the snapshot.
    static StartEstimate compute(const ClusterSnapshot& snapshot, const Job& job, const QList<TraceJob>& history);

    // Why the job can never start as written; empty when it can.
    static QString neverRunsReason(const ClusterSnapshot& snapshot, const Job& job);
    // Seconds from the snapshot until the user's own running jobs in the job's QOS free enough GPUs for it under
    // the QOS's per-user cap: 0 when the cap does not hold it back, -1 when it never will.
    static qint64 ownCapWaitS(const ClusterSnapshot& snapshot, const Job& job);
    // "27 jobs ahead needing 96 GPUs; 412 similar jobs in the last 14 days".
    static QString basisText(const WaitForecast& wait, bool gpus);
    static QString durationText(double seconds);
};

} // namespace qc
