#pragma once

#include "../analysis/CauseTimeline.h"
#include "../model/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>

namespace qc {

// The `cause_history` table of the history database: each change of a job's stage (cause, or state when it does
// not wait) with its time, position and region, so a job's "Priority 3 h -> GPU shortage 40 min -> running" outlives
// the session that watched it. Called inside HistoryStore's transactions, on the store's thread.
class CauseHistoryTable
{
    Q_DECLARE_TR_FUNCTIONS(CauseHistoryTable)

public:
    using Tracks = QHash<QString, QList<CauseTimeline::Entry>>;
    // One stored change with the region it happened in, for statistics over all jobs.
    struct Row
    {
        QString jobId;
        QString region;
        CauseTimeline::Entry entry;
    };

    // Rows replace a stored one of the same job and time; rows older than `pruneBefore` (invalid: none) go.
    static VoidResult write(QSqlDatabase db, const QList<CauseTimeline::Change>& changes, const QDateTime& pruneBefore);
    // Entries since `since` (invalid: all), per job, oldest first; only `jobIds` when not empty. At most `maxRows`
    // rows (the newest), so a long history cannot flood memory.
    static Result<Tracks> read(QSqlDatabase db, const QDateTime& since, const QStringList& jobIds, qsizetype maxRows);
    // Every row since `since` (invalid: all), sorted by job and then time; at most `maxRows` (the newest).
    static Result<QList<Row>> readRows(QSqlDatabase db, const QDateTime& since, qsizetype maxRows);
    static VoidResult pruneBefore(QSqlDatabase db, const QDateTime& before);
};

} // namespace qc
