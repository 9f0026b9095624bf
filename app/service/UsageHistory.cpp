#include "UsageHistory.h"

#include "../history/HistoryStore.h"
#include "../model/BackgroundPool.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

QCoro::Task<QList<FinishedJob>> UsageHistory::pastJobs(std::shared_ptr<Backend> backend, QString historyPath,
                                                       QDateTime since)
{
    std::optional<HistorySeed> seed = co_await backend->historySeed();
    if (seed)
        co_return seed->jobs;
    auto future = QtConcurrent::run(backgroundPool(), [historyPath, since]() -> QList<FinishedJob> {
        if (!QFileInfo::exists(historyPath))
            return {};
        HistoryStore store(historyPath);
        if (!store.open().ok())
            return {};
        auto jobs = store.jobs(since, {});
        return jobs.ok() ? jobs.value() : QList<FinishedJob> {};
    });
    QList<FinishedJob> jobs = co_await future;
    co_return jobs;
}

} // namespace qc
