#include "ForecastService.h"

#include "../history/HistoryStore.h"
#include "../model/BackgroundPool.h"
#include "LiveForecast.h"
#include "Planner.h"

#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

std::optional<WaitForecast> ForecastService::compute(const QString& historyPath, const ClusterSnapshot& snapshot,
                                                     const Job& job)
{
    QList<TraceJob> history;
    {
        // A store belongs to the thread that opened it: open, read and close here.
        HistoryStore store(historyPath);
        if (!store.open().ok())
            return std::nullopt;
        const auto jobs = store.jobs(snapshot.takenAt.addDays(-28), {});
        if (!jobs.ok())
            return std::nullopt;
        QList<FinishedJob> samePartition;
        for (const auto& f : jobs.value()) {
            if (f.partition == job.partition)
                samePartition.append(f);
        }
        history = Planner::toTrace(samePartition);
    }
    if (history.isEmpty())
        return std::nullopt;
    return LiveForecast::forecastForJob(snapshot, job, history);
}

QCoro::Task<std::optional<WaitForecast>> ForecastService::forecast(QString historyPath, ClusterSnapshot snapshot,
                                                                   Job job)
{
    auto future = QtConcurrent::run(backgroundPool(), &ForecastService::compute, historyPath, snapshot, job);
    auto result = co_await future;
    co_return result;
}

} // namespace qc
