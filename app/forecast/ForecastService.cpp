#include "ForecastService.h"

#include "../history/HistoryStore.h"
#include "../model/BackgroundPool.h"
#include "LiveForecast.h"
#include "Planner.h"
#include "StartForecast.h"

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

StartEstimate ForecastService::computeEstimate(const QString& historyPath, const ClusterSnapshot& snapshot,
                                               const Job& job, const std::optional<QueuePosition>& position)
{
    const Job* live = snapshot.findJob(job.id);
    const Job& asked = live ? *live : job;
    return StartForecast::of(snapshot, asked, compute(historyPath, snapshot, asked), position);
}

QCoro::Task<StartEstimate> ForecastService::estimate(QString historyPath, ClusterSnapshot snapshot, Job job,
                                                     std::optional<QueuePosition> position)
{
    // Moved in: the task's copy is released on the worker, so a snapshot the watcher has replaced meanwhile is not
    // freed on the UI thread when this coroutine ends.
    auto future = QtConcurrent::run(backgroundPool(), &ForecastService::computeEstimate, std::move(historyPath),
                                    std::move(snapshot), std::move(job), std::move(position));
    auto result = co_await future;
    co_return result;
}

} // namespace qc
