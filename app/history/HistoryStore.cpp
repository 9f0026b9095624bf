#include "HistoryStore.h"

#include "model/TimeZones.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

namespace qc {

namespace {

using namespace Qt::StringLiterals;

// 1: samples and jobs. 2: cause_history. Every statement is IF NOT EXISTS, so a version-1 file gets the new table
// in the one upgrade transaction and keeps its rows.
constexpr int kSchemaVersion = 2;

QVariant epochOrNull(const QDateTime& t)
{
    return t.isValid() ? QVariant(t.toSecsSinceEpoch()) : QVariant(QMetaType(QMetaType::LongLong));
}

QDateTime timeOf(const QVariant& v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromSecsSinceEpoch(v.toLongLong(), qc::utcZone());
}

// Appends "AND column >= ? AND column < ?" for the valid bounds and returns the values to bind.
QList<QVariant> rangeClause(QString& sql, const QString& column, const QDateTime& from, const QDateTime& to)
{
    QList<QVariant> binds;
    if (from.isValid()) {
        sql += u" AND "_s + column + u" >= ?"_s;
        binds.append(from.toSecsSinceEpoch());
    }
    if (to.isValid()) {
        sql += u" AND "_s + column + u" < ?"_s;
        binds.append(to.toSecsSinceEpoch());
    }
    return binds;
}

const char* const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS samples ("
    " id INTEGER PRIMARY KEY, time INTEGER NOT NULL, region TEXT NOT NULL,"
    " gpus_total INTEGER NOT NULL, gpus_busy INTEGER NOT NULL, gpus_free INTEGER NOT NULL,"
    " running_jobs INTEGER NOT NULL, pending_jobs INTEGER NOT NULL, pending_gpus INTEGER NOT NULL,"
    " UNIQUE (region, time))",
    "CREATE INDEX IF NOT EXISTS samples_time ON samples (time)",
    "CREATE TABLE IF NOT EXISTS sample_gpu_types ("
    " sample_id INTEGER NOT NULL REFERENCES samples (id) ON DELETE CASCADE, type TEXT NOT NULL,"
    " total INTEGER NOT NULL, busy INTEGER NOT NULL, free INTEGER NOT NULL, PRIMARY KEY (sample_id, type))",
    "CREATE TABLE IF NOT EXISTS sample_causes ("
    " sample_id INTEGER NOT NULL REFERENCES samples (id) ON DELETE CASCADE, cause TEXT NOT NULL,"
    " jobs INTEGER NOT NULL, gpus INTEGER NOT NULL, PRIMARY KEY (sample_id, cause))",
    "CREATE TABLE IF NOT EXISTS jobs ("
    " id TEXT PRIMARY KEY, partition TEXT NOT NULL, user TEXT NOT NULL, gpus INTEGER NOT NULL,"
    " cpus INTEGER NOT NULL, submit INTEGER NOT NULL, start INTEGER, end_time INTEGER, state TEXT NOT NULL,"
    " time_limit INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS jobs_submit ON jobs (submit)",
    "CREATE TABLE IF NOT EXISTS cause_history ("
    " job_id TEXT NOT NULL, time INTEGER NOT NULL, cause TEXT, state TEXT NOT NULL, position INTEGER NOT NULL,"
    " region TEXT NOT NULL, PRIMARY KEY (job_id, time))",
    "CREATE INDEX IF NOT EXISTS cause_history_time ON cause_history (time)",
};

} // namespace

HistoryStore::HistoryStore(QString path)
    : m_path(std::move(path))
    , m_db(m_path, u"qc-history-"_s)
{
}

HistoryStore::~HistoryStore() = default;

QString HistoryStore::defaultPath(const QString& profileId)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/history/"_s + profileId
        + u".sqlite"_s;
}

BackendError HistoryStore::sqlError(const QString& message, const QString& detail) const
{
    return m_db.error(message, detail);
}

VoidResult HistoryStore::open()
{
    static const char* const pragmas[] = { "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON" };
    SqliteConnection::Options options;
    options.pragmas = pragmas;
    options.schema = kSchema;
    options.schemaVersion = kSchemaVersion;
    options.messages
        = { tr("Cannot create the history folder."),
            tr("Cannot open the history database."),
            tr("Cannot configure the history database."),
            { tr("Cannot read the history database version."),
              tr("The history database was written by a newer QueueCast."), tr("Cannot create the history tables.") } };
    return m_db.open(options);
}

bool HistoryStore::isOpen() const
{
    return m_db.isOpen();
}

VoidResult HistoryStore::exec(QSqlQuery& query) const
{
    if (!query.exec())
        return sqlError(tr("A history database query failed."), query.lastError().text());
    return Done {};
}

VoidResult HistoryStore::upsertSamples(const QList<HistorySample>& samples)
{
    return upsert(samples, {});
}

VoidResult HistoryStore::upsertJobs(const QList<FinishedJob>& jobs)
{
    return upsert({}, jobs);
}

VoidResult HistoryStore::upsert(const QList<HistorySample>& samples, const QList<FinishedJob>& jobs)
{
    if (!isOpen())
        return sqlError(tr("The history database is not open."), {});
    QSqlDatabase db = m_db.database();
    if (!db.transaction())
        return sqlError(tr("Cannot start a history transaction."), db.lastError().text());
    auto result = writeSamples(samples);
    if (result)
        result = writeJobs(jobs);
    if (result && !db.commit())
        result = sqlError(tr("Cannot commit history data."), db.lastError().text());
    if (!result)
        db.rollback();
    return result;
}

VoidResult HistoryStore::upsertCauses(const QList<CauseTimeline::Change>& changes, const QDateTime& pruneBefore)
{
    if (!isOpen())
        return sqlError(tr("The history database is not open."), {});
    QSqlDatabase db = m_db.database();
    if (!db.transaction())
        return sqlError(tr("Cannot start a history transaction."), db.lastError().text());
    auto result = CauseHistoryTable::write(db, changes, pruneBefore);
    if (result && !db.commit())
        result = sqlError(tr("Cannot commit history data."), db.lastError().text());
    if (!result)
        db.rollback();
    return result;
}

Result<CauseHistoryTable::Tracks> HistoryStore::causeHistory(const QDateTime& since, const QStringList& jobIds,
                                                             qsizetype maxRows) const
{
    if (!isOpen())
        return sqlError(tr("The history database is not open."), {});
    // One read transaction, so several queries of ids see the same snapshot of the table.
    QSqlDatabase db = m_db.database();
    if (!db.transaction())
        return sqlError(tr("Cannot start a history transaction."), db.lastError().text());
    auto result = CauseHistoryTable::read(db, since, jobIds, maxRows);
    db.commit();
    return result;
}

Result<QList<CauseHistoryTable::Row>> HistoryStore::causeRows(const QDateTime& since, qsizetype maxRows) const
{
    if (!isOpen())
        return sqlError(tr("The history database is not open."), {});
    return CauseHistoryTable::readRows(m_db.database(), since, maxRows);
}

VoidResult HistoryStore::writeSamples(const QList<HistorySample>& samples)
{
    if (samples.isEmpty())
        return Done {};
    QSqlDatabase db = m_db.database();
    QSqlQuery upsert(db);
    upsert.prepare(u"INSERT INTO samples (time, region, gpus_total, gpus_busy, gpus_free, running_jobs, "
                   "pending_jobs, pending_gpus) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                   "ON CONFLICT (region, time) DO UPDATE SET gpus_total = excluded.gpus_total, "
                   "gpus_busy = excluded.gpus_busy, gpus_free = excluded.gpus_free, "
                   "running_jobs = excluded.running_jobs, pending_jobs = excluded.pending_jobs, "
                   "pending_gpus = excluded.pending_gpus RETURNING id"_s);
    QSqlQuery clearTypes(db);
    clearTypes.prepare(u"DELETE FROM sample_gpu_types WHERE sample_id = ?"_s);
    QSqlQuery clearCauses(db);
    clearCauses.prepare(u"DELETE FROM sample_causes WHERE sample_id = ?"_s);
    QSqlQuery addType(db);
    addType.prepare(u"INSERT INTO sample_gpu_types (sample_id, type, total, busy, free) VALUES (?, ?, ?, ?, ?)"_s);
    QSqlQuery addCause(db);
    addCause.prepare(u"INSERT INTO sample_causes (sample_id, cause, jobs, gpus) VALUES (?, ?, ?, ?)"_s);

    for (const auto& s : samples) {
        if (!s.time.isValid() || s.region.isEmpty())
            return sqlError(tr("A history sample has no time or region."), s.region);
        upsert.addBindValue(s.time.toSecsSinceEpoch());
        upsert.addBindValue(s.region);
        for (int v : { s.gpusTotal, s.gpusBusy, s.gpusFree, s.runningJobs, s.pendingJobs, s.pendingGpus })
            upsert.addBindValue(v);
        if (auto r = exec(upsert); !r)
            return r;
        if (!upsert.next())
            return sqlError(tr("A history database query failed."), upsert.lastError().text());
        const qint64 id = upsert.value(0).toLongLong();
        upsert.finish();
        for (QSqlQuery* clear : { &clearTypes, &clearCauses }) {
            clear->addBindValue(id);
            if (auto r = exec(*clear); !r)
                return r;
        }
        QStringList types = s.gpusTotalByType.keys() + s.gpusBusyByType.keys() + s.gpusFreeByType.keys();
        types.removeDuplicates();
        for (const auto& type : std::as_const(types)) {
            addType.addBindValue(id);
            addType.addBindValue(type);
            addType.addBindValue(s.gpusTotalByType.value(type));
            addType.addBindValue(s.gpusBusyByType.value(type));
            addType.addBindValue(s.gpusFreeByType.value(type));
            if (auto r = exec(addType); !r)
                return r;
        }
        QStringList causes = s.pendingJobsByCause.keys() + s.pendingGpusByCause.keys();
        causes.removeDuplicates();
        for (const auto& cause : std::as_const(causes)) {
            addCause.addBindValue(id);
            addCause.addBindValue(cause);
            addCause.addBindValue(s.pendingJobsByCause.value(cause));
            addCause.addBindValue(s.pendingGpusByCause.value(cause));
            if (auto r = exec(addCause); !r)
                return r;
        }
    }
    return Done {};
}

VoidResult HistoryStore::writeJobs(const QList<FinishedJob>& jobs)
{
    if (jobs.isEmpty())
        return Done {};
    QSqlQuery q(m_db.database());
    q.prepare(u"INSERT INTO jobs (id, partition, user, gpus, cpus, submit, start, end_time, state, time_limit) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
              "partition = excluded.partition, user = excluded.user, gpus = excluded.gpus, cpus = excluded.cpus, "
              "submit = excluded.submit, start = excluded.start, end_time = excluded.end_time, "
              "state = excluded.state, time_limit = excluded.time_limit"_s);
    for (const auto& j : jobs) {
        if (j.id.isEmpty() || !j.submit.isValid())
            return sqlError(tr("A finished job has no id or submit time."), j.id);
        q.addBindValue(j.id);
        q.addBindValue(j.partition);
        q.addBindValue(j.user);
        q.addBindValue(j.gpus);
        q.addBindValue(j.cpus);
        q.addBindValue(j.submit.toSecsSinceEpoch());
        q.addBindValue(epochOrNull(j.start));
        q.addBindValue(epochOrNull(j.end));
        q.addBindValue(j.state);
        q.addBindValue(j.timeLimitS);
        if (auto r = exec(q); !r)
            return r;
    }
    return Done {};
}

Result<QList<HistorySample>> HistoryStore::samples(const QDateTime& from, const QDateTime& to,
                                                   const QString& region) const
{
    if (!isOpen())
        return sqlError(tr("The history database is not open."), {});
    // One read transaction: in WAL mode it reads one snapshot, so the three queries below see the same samples
    // although the writer commits between them.
    QSqlDatabase db = m_db.database();
    if (!db.transaction())
        return sqlError(tr("Cannot start a history transaction."), db.lastError().text());
    auto result = readSamples(db, from, to, region);
    db.commit(); // a read: nothing to lose if it fails
    return result;
}

Result<QList<HistorySample>> HistoryStore::readSamples(QSqlDatabase& db, const QDateTime& from, const QDateTime& to,
                                                       const QString& region) const
{
    QString where = u"WHERE 1"_s;
    QList<QVariant> binds = rangeClause(where, u"time"_s, from, to);
    if (!region.isEmpty()) {
        where += u" AND region = ?"_s;
        binds.append(region);
    }
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, time, region, gpus_total, gpus_busy, gpus_free, running_jobs, pending_jobs, "
              "pending_gpus FROM samples "_s
              + where + u" ORDER BY time, region"_s);
    for (const auto& b : std::as_const(binds))
        q.addBindValue(b);
    if (auto r = exec(q); !r)
        return r.error();
    QList<HistorySample> out;
    QHash<qint64, qsizetype> byId;
    while (q.next()) {
        HistorySample s;
        s.time = timeOf(q.value(1));
        s.region = q.value(2).toString();
        s.gpusTotal = q.value(3).toInt();
        s.gpusBusy = q.value(4).toInt();
        s.gpusFree = q.value(5).toInt();
        s.runningJobs = q.value(6).toInt();
        s.pendingJobs = q.value(7).toInt();
        s.pendingGpus = q.value(8).toInt();
        byId.insert(q.value(0).toLongLong(), out.size());
        out.append(std::move(s));
    }
    // Children by the same filter, so one pass each instead of a query per sample.
    const QString inRange = u" WHERE sample_id IN (SELECT id FROM samples "_s + where + u")"_s;
    QSqlQuery types(db);
    types.setForwardOnly(true);
    types.prepare(u"SELECT sample_id, type, total, busy, free FROM sample_gpu_types"_s + inRange);
    for (const auto& b : std::as_const(binds))
        types.addBindValue(b);
    if (auto r = exec(types); !r)
        return r.error();
    while (types.next()) {
        const auto at = byId.constFind(types.value(0).toLongLong());
        if (at == byId.cend())
            continue; // cannot happen inside the snapshot; never credit another sample with it
        auto& s = out[*at];
        const QString type = types.value(1).toString();
        s.gpusTotalByType.insert(type, types.value(2).toInt());
        s.gpusBusyByType.insert(type, types.value(3).toInt());
        s.gpusFreeByType.insert(type, types.value(4).toInt());
    }
    QSqlQuery causes(db);
    causes.setForwardOnly(true);
    causes.prepare(u"SELECT sample_id, cause, jobs, gpus FROM sample_causes"_s + inRange);
    for (const auto& b : std::as_const(binds))
        causes.addBindValue(b);
    if (auto r = exec(causes); !r)
        return r.error();
    while (causes.next()) {
        const auto at = byId.constFind(causes.value(0).toLongLong());
        if (at == byId.cend())
            continue;
        auto& s = out[*at];
        const QString cause = causes.value(1).toString();
        s.pendingJobsByCause.insert(cause, causes.value(2).toInt());
        s.pendingGpusByCause.insert(cause, causes.value(3).toInt());
    }
    return out;
}

Result<QList<FinishedJob>> HistoryStore::jobs(const QDateTime& from, const QDateTime& to) const
{
    if (!isOpen())
        return sqlError(tr("The history database is not open."), {});
    QString sql = u"SELECT id, partition, user, gpus, cpus, submit, start, end_time, state, time_limit "
                  "FROM jobs WHERE 1"_s;
    const QList<QVariant> binds = rangeClause(sql, u"submit"_s, from, to);
    sql += u" ORDER BY submit, id"_s;
    QSqlQuery q(m_db.database());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const auto& b : binds)
        q.addBindValue(b);
    if (auto r = exec(q); !r)
        return r.error();
    QList<FinishedJob> out;
    while (q.next()) {
        FinishedJob j;
        j.id = q.value(0).toString();
        j.partition = q.value(1).toString();
        j.user = q.value(2).toString();
        j.gpus = q.value(3).toInt();
        j.cpus = q.value(4).toInt();
        j.submit = timeOf(q.value(5));
        j.start = timeOf(q.value(6));
        j.end = timeOf(q.value(7));
        j.state = q.value(8).toString();
        j.timeLimitS = q.value(9).toLongLong();
        out.append(std::move(j));
    }
    return out;
}

Result<qint64> HistoryStore::sampleCount() const
{
    QSqlQuery q(m_db.database());
    if (!isOpen() || !q.exec(u"SELECT COUNT(*) FROM samples"_s) || !q.next())
        return sqlError(tr("A history database query failed."), q.lastError().text());
    return q.value(0).toLongLong();
}

Result<qint64> HistoryStore::jobCount() const
{
    QSqlQuery q(m_db.database());
    if (!isOpen() || !q.exec(u"SELECT COUNT(*) FROM jobs"_s) || !q.next())
        return sqlError(tr("A history database query failed."), q.lastError().text());
    return q.value(0).toLongLong();
}

VoidResult HistoryStore::thin(qint64 from, qint64 to, qint64 bucketSeconds)
{
    // Keep the earliest sample of each (region, bucket); the children go with their sample (ON DELETE CASCADE).
    QSqlQuery q(m_db.database());
    // The bucket's bounds as a time range, so the (region, time) index answers the EXISTS.
    q.prepare(u"DELETE FROM samples WHERE time >= ? AND time < ? AND EXISTS (SELECT 1 FROM samples AS k "
              "WHERE k.region = samples.region AND k.time >= samples.time - samples.time % ? "
              "AND k.time < samples.time)"_s);
    q.addBindValue(from);
    q.addBindValue(to);
    q.addBindValue(bucketSeconds);
    return exec(q);
}

VoidResult HistoryStore::compact(const QDateTime& now, const CompactionPolicy& policy)
{
    if (!isOpen())
        return sqlError(tr("The history database is not open."), {});
    constexpr qint64 hour = 3600;
    constexpr qint64 day = 86400;
    const qint64 t = now.toSecsSinceEpoch();
    // Cuts fall on bucket edges (UTC hours and days) so no bucket is split between two tiers.
    const qint64 fullCut = (t - policy.fullDays * day) / hour * hour;
    const qint64 hourlyCut = std::min(fullCut, (t - policy.hourlyDays * day) / day * day);
    QSqlDatabase db = m_db.database();
    if (!db.transaction())
        return sqlError(tr("Cannot start a history transaction."), db.lastError().text());
    auto result = thin(hourlyCut, fullCut, hour);
    if (result)
        result = thin(std::numeric_limits<qint64>::min(), hourlyCut, day);
    if (result) {
        QSqlQuery q(db);
        q.prepare(u"DELETE FROM jobs WHERE COALESCE(end_time, submit) < ?"_s);
        q.addBindValue(t - policy.jobDays * day);
        result = exec(q);
    }
    if (result)
        result = CauseHistoryTable::pruneBefore(db, now.addDays(-policy.causeDays));
    if (result && !db.commit())
        result = sqlError(tr("Cannot commit history data."), db.lastError().text());
    if (!result)
        db.rollback();
    return result;
}

Result<QString> HistoryStore::integrityCheck() const
{
    QSqlQuery q(m_db.database());
    if (!isOpen() || !q.exec(u"PRAGMA integrity_check"_s))
        return sqlError(tr("A history database query failed."), q.lastError().text());
    QStringList lines;
    while (q.next())
        lines.append(q.value(0).toString());
    return lines.join(u'\n');
}

} // namespace qc
