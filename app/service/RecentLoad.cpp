#include "RecentLoad.h"

#include "../history/HistoryStore.h"
#include "../model/BackgroundPool.h"

#include <QFile>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

QList<HistorySample> RecentLoad::read(const QString& databasePath, const QDateTime& since)
{
    if (databasePath.isEmpty() || !QFile::exists(databasePath))
        return {};
    HistoryStore store(databasePath);
    if (!store.open().ok())
        return {};
    auto samples = store.samples(since, {});
    return samples.ok() ? samples.value() : QList<HistorySample>();
}

QCoro::Task<QList<HistorySample>> RecentLoad::samples(QString databasePath, QDateTime since)
{
    auto future = QtConcurrent::run(backgroundPool(), &RecentLoad::read, databasePath, since);
    auto result = co_await future;
    co_return result;
}

} // namespace qc
