#pragma once

#include "../model/Result.h"
#include "BusyHours.h"
#include "CauseHistoryTable.h"
#include "RegionLoadSeries.h"

#include <QCoreApplication>
#include <qcoro/qcorotask.h>

namespace qc {

// Everything the busy-hours view shows, computed in one go.
struct HistoryStats
{
    QList<BusyHoursGrid> busyHours; // all regions first, then each region
    QList<RegionLoadSeries> lastDay; // 15-minute buckets
    QList<RegionLoadSeries> lastWeek; // hourly buckets
    qsizetype jobs = 0; // finished jobs behind the grids
    qsizetype samples = 0;
    qsizetype causeChanges = 0; // stored stage changes behind the causes and start-up times
};

// Reads the history and computes the statistics on a worker thread with its own read connection
// (WAL lets it run beside HistoryWriter), so callers on the UI thread only await the result.
class HistoryQuery
{
    Q_DECLARE_TR_FUNCTIONS(HistoryQuery)

public:
    // Jobs submitted and samples taken since `since` (invalid: everything) feed the grids; the series end at `now`.
    static QCoro::Task<Result<HistoryStats>> stats(QString databasePath, QDateTime since, QDateTime now,
                                                   BusyHoursOptions options);
    // The same, synchronously, for worker threads and the CLI.
    // The stored cause history since `since` (only `jobIds` when not empty), read on a worker thread; a missing
    // database is an empty history.
    static QCoro::Task<Result<CauseHistoryTable::Tracks>> causeHistory(QString databasePath, QDateTime since,
                                                                       QStringList jobIds = {});
    static Result<CauseHistoryTable::Tracks> readCauseHistory(const QString& databasePath, const QDateTime& since,
                                                              const QStringList& jobIds = {});
    static Result<HistoryStats> computeStats(const QString& databasePath, const QDateTime& since, const QDateTime& now,
                                             const BusyHoursOptions& options);
};

} // namespace qc
