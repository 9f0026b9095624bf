#include "HistoryQuery.h"

#include "../model/BackgroundPool.h"
#include "CauseHours.h"
#include "HistoryStore.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

Result<HistoryStats> HistoryQuery::computeStats(const QString& databasePath, const QDateTime& since,
                                                const QDateTime& now, const BusyHoursOptions& options)
{
    // Opening would create an empty database; a missing history is an answer of its own.
    if (!QFileInfo::exists(databasePath))
        return BackendError::make(BackendError::Kind::NotFound, tr("No history has been recorded yet."), databasePath);
    HistoryStore store(databasePath);
    if (auto r = store.open(); !r)
        return r.error();
    auto jobs = store.jobs(since, {});
    if (!jobs)
        return jobs.error();
    // The series need the last week even when the grids look at a shorter span.
    QDateTime sampleFrom; // invalid: all samples
    if (since.isValid())
        sampleFrom = std::min(since, now.addDays(-7));
    auto samples = store.samples(sampleFrom, {});
    if (!samples)
        return samples.error();
    QList<HistorySample> gridSamples;
    for (const auto& s : samples.value()) {
        if (!since.isValid() || s.time >= since)
            gridSamples.append(s);
    }
    HistoryStats stats;
    stats.busyHours = BusyHours::compute(jobs.value(), gridSamples, options);
    // Bounded: 200,000 changes are ~30 MB while they are read, whatever the history holds.
    auto causes = store.causeRows(since, 200000);
    if (!causes)
        return causes.error();
    CauseHours::Options causeOptions;
    causeOptions.zone = options.zone;
    CauseHours::addTo(stats.busyHours, causes.value(), causeOptions);
    stats.causeChanges = causes.value().size();
    stats.lastDay = RegionLoadSeries::lastDay(samples.value(), now);
    stats.lastWeek = RegionLoadSeries::lastWeek(samples.value(), now);
    stats.jobs = jobs.value().size();
    stats.samples = gridSamples.size();
    return stats;
}

Result<CauseHistoryTable::Tracks> HistoryQuery::readCauseHistory(const QString& databasePath, const QDateTime& since,
                                                                 const QStringList& jobIds)
{
    if (!QFileInfo::exists(databasePath))
        return CauseHistoryTable::Tracks {};
    HistoryStore store(databasePath);
    if (auto r = store.open(); !r)
        return r.error();
    return store.causeHistory(since, jobIds);
}

QCoro::Task<Result<CauseHistoryTable::Tracks>> HistoryQuery::causeHistory(QString databasePath, QDateTime since,
                                                                          QStringList jobIds)
{
    auto future = QtConcurrent::run(
        backgroundPool(), [databasePath, since, jobIds] { return readCauseHistory(databasePath, since, jobIds); });
    auto result = co_await future;
    co_return result;
}

QCoro::Task<Result<HistoryStats>> HistoryQuery::stats(QString databasePath, QDateTime since, QDateTime now,
                                                      BusyHoursOptions options)
{
    auto future = QtConcurrent::run(backgroundPool(), [databasePath, since, now, options] {
        return computeStats(databasePath, since, now, options);
    });
    auto result = co_await future;
    co_return result;
}

} // namespace qc
