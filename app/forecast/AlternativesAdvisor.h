#pragma once

#include "../model/Capabilities.h"
#include "../model/ClusterSnapshot.h"
#include "../model/FinishedJob.h"
#include "Alternative.h"
#include "TraceJob.h"

#include <QCoreApplication>
#include <QList>
#include <qcoro/qcorotask.h>

namespace qc {

// "What can I do about it?" for one pending job: every change the user may apply (fewer GPUs, a split into
// smaller jobs, a shorter time limit, another partition, another QOS, an off-peak begin time), each forecast
// with the same StartForecast and live-queue drain as the job's own estimate, on the same snapshot with the job
// changed, and what it costs (a longer run with fewer GPUs, a lost queue age when it is resubmitted).
class AlternativesAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(AlternativesAdvisor)

public:
    enum class SortBy { Finish, Start };

    struct Advice
    {
        QString error; // translated: why there is no advice (unknown or not pending job); empty otherwise
        Alternative keep; // the job as it is, for comparison
        QList<Alternative> alternatives; // sorted; allowed ones with a start first
    };

    // `history`: finished jobs of the last weeks, all partitions (the forecast of each partition learns from its
    // own). Without any for a partition, the estimate rests on the live queue alone (confidence low).
    static Advice advise(const ClusterSnapshot& snapshot, const QString& jobId, const Capabilities& capabilities,
                         const QList<FinishedJob>& history, SortBy sortBy = SortBy::Finish);
    // The same on a worker thread, the history read there from the cluster's history database.
    static QCoro::Task<Advice> adviseAsync(ClusterSnapshot snapshot, QString jobId, Capabilities capabilities,
                                           QString historyPath, SortBy sortBy);
    static Advice adviseFromStore(const ClusterSnapshot& snapshot, const QString& jobId,
                                  const Capabilities& capabilities, const QString& historyPath, SortBy sortBy);

    // Allowed before not allowed, a start before none, then by finish (or start) P50, then P90.
    static void sort(QList<Alternative>& alternatives, SortBy sortBy);

    // The start forecast of `job` on `snapshot`, as the detail pane makes it (LiveForecast + StartForecast);
    // with no history for its partition, from the live plan alone (the scheduler's estimate or the drain).
    static StartEstimate forecast(const ClusterSnapshot& snapshot, const Job& job, const QList<TraceJob>& history);

    static constexpr int MaxLimitCandidates = 6;
    static constexpr qint64 MinLimitS = 10 * 60;
};

} // namespace qc
