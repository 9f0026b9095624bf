#pragma once

#include "../model/ClusterSnapshot.h"
#include "WaitForecast.h"

#include <optional>
#include <qcoro/qcorotask.h>

namespace qc {

// "When will it start?" for one job (pending, or about to be submitted), from the local history of this
// cluster and the live queue. Reads the history database and runs the model on a worker thread.
class ForecastService
{
public:
    // nullopt when the history has nothing to learn from for this job's partition.
    static QCoro::Task<std::optional<WaitForecast>> forecast(QString historyPath, ClusterSnapshot snapshot, Job job);
    // The same, synchronously (worker threads, tests).
    static std::optional<WaitForecast> compute(const QString& historyPath, const ClusterSnapshot& snapshot,
                                               const Job& job);
};

} // namespace qc
