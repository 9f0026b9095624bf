#pragma once

#include "../analysis/QueuePosition.h"
#include "../model/ClusterSnapshot.h"
#include "StartEstimate.h"
#include "WaitForecast.h"

#include <optional>
#include <qcoro/qcorotask.h>

namespace qc {

// "When will it start?" for one job (pending, or about to be submitted), from the local history of this
// cluster and the live queue. Reads the history database and runs the model on a worker thread.
class ForecastService
{
public:
    // The wait model's forecast; nullopt when the history has nothing to learn from for this job's partition.
    // Synchronous: for worker threads and tests.
    static std::optional<WaitForecast> compute(const QString& historyPath, const ClusterSnapshot& snapshot,
                                               const Job& job);
    // What every view shows: StartForecast::of on that forecast (or on none: the estimate then says why, held,
    // never runs or too little history), for the job as the snapshot has it (else as given: one not submitted yet).
    // `position` as StartForecast::of takes it. On a worker thread: besides the history read, StartForecast reads
    // the whole snapshot (per-user cap, licences, group caps, dependencies), about 10 ms for one job of a
    // 100,000-job queue (bench/one_job_costs), which a refresh every few seconds must not cost the UI thread.
    static QCoro::Task<StartEstimate> estimate(QString historyPath, ClusterSnapshot snapshot, Job job,
                                               std::optional<QueuePosition> position = std::nullopt);
    static StartEstimate computeEstimate(const QString& historyPath, const ClusterSnapshot& snapshot, const Job& job,
                                         const std::optional<QueuePosition>& position);
};

} // namespace qc
