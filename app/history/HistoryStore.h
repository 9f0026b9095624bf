#pragma once

#include "../model/FinishedJob.h"
#include "../model/HistorySample.h"
#include "../model/Result.h"
#include "CauseHistoryTable.h"
#include "CompactionPolicy.h"
#include "SqliteConnection.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

class QSqlDatabase;
class QSqlQuery;

namespace qc {

// The local SQLite history of one cluster profile: region samples and finished jobs.
// A QSqlDatabase connection belongs to the thread that opened it, so a store is created, used and
// destroyed on one thread (HistoryWriter's worker thread for writes; any thread may open its own
// store to read, WAL lets readers run beside the writer).
class HistoryStore
{
    Q_DECLARE_TR_FUNCTIONS(HistoryStore)

public:
    explicit HistoryStore(QString path);
    ~HistoryStore();
    HistoryStore(const HistoryStore&) = delete;
    HistoryStore& operator=(const HistoryStore&) = delete;

    // <AppDataLocation>/history/<profileId>.sqlite
    static QString defaultPath(const QString& profileId);

    VoidResult open();
    bool isOpen() const;
    QString path() const { return m_path; }

    // Each call is one transaction: all rows land or none. A sample with the same (region, time) and a
    // job with the same id replace the stored one.
    VoidResult upsertSamples(const QList<HistorySample>& samples);
    VoidResult upsertJobs(const QList<FinishedJob>& jobs);
    VoidResult upsert(const QList<HistorySample>& samples, const QList<FinishedJob>& jobs);

    // The stage changes of jobs (CauseTimeline::Change) in one transaction; rows older than `pruneBefore` go.
    VoidResult upsertCauses(const QList<CauseTimeline::Change>& changes, const QDateTime& pruneBefore = {});
    // Each job's stored stage changes since `since`, oldest first; only `jobIds` when not empty; the newest
    // `maxRows` at most.
    Result<CauseHistoryTable::Tracks> causeHistory(const QDateTime& since, const QStringList& jobIds = {},
                                                   qsizetype maxRows = 200000) const;
    // Every stored stage change since `since` with its region, by job then time; the newest `maxRows` at most.
    Result<QList<CauseHistoryTable::Row>> causeRows(const QDateTime& since, qsizetype maxRows = 200000) const;

    // Samples with from <= time < to (invalid bounds are open), oldest first; region empty: all regions.
    Result<QList<HistorySample>> samples(const QDateTime& from, const QDateTime& to, const QString& region = {}) const;
    // Jobs submitted in [from, to) (invalid bounds are open), by submit time.
    Result<QList<FinishedJob>> jobs(const QDateTime& from, const QDateTime& to) const;
    Result<qint64> sampleCount() const;
    Result<qint64> jobCount() const;

    // Thins old samples to one per region and hour (after policy.fullDays) or day (after policy.hourlyDays),
    // keeping the earliest sample of each bucket, and drops jobs that ended before policy.jobDays. One
    // transaction; running it again changes nothing.
    VoidResult compact(const QDateTime& now, const CompactionPolicy& policy = {});
    // "ok" when SQLite finds the file sound, otherwise its complaints.
    Result<QString> integrityCheck() const;

private:
    VoidResult exec(QSqlQuery& query) const;
    Result<QList<HistorySample>> readSamples(QSqlDatabase& db, const QDateTime& from, const QDateTime& to,
                                             const QString& region) const;
    VoidResult writeSamples(const QList<HistorySample>& samples);
    VoidResult writeJobs(const QList<FinishedJob>& jobs);
    VoidResult thin(qint64 from, qint64 to, qint64 bucketSeconds);
    BackendError sqlError(const QString& message, const QString& detail) const;

    QString m_path;
    SqliteConnection m_db;
};

} // namespace qc
