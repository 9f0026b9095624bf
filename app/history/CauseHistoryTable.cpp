#include "CauseHistoryTable.h"

#include "model/TimeZones.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace qc {

namespace {
BackendError failed(QSqlDatabase& db, const QSqlQuery& q)
{
    return BackendError::make(BackendError::Kind::Internal, CauseHistoryTable::tr("A history database query failed."),
                              db.databaseName() + u": "_s + q.lastError().text());
}

// Columns 1..4 of a row read as `job_id, time, cause, state, position, ...`.
CauseTimeline::Entry entryFrom(const QSqlQuery& q)
{
    CauseTimeline::Entry e;
    e.at = QDateTime::fromSecsSinceEpoch(q.value(1).toLongLong(), qc::utcZone());
    if (!q.value(2).isNull())
        e.cause = causeFromName(q.value(2).toString());
    e.state = jobStateFromName(q.value(3).toString());
    e.position = q.value(4).toInt();
    return e;
}

// SQLite's default limit on bound parameters is 999 (older builds); stay well under it.
constexpr qsizetype kIdsPerQuery = 400;
} // namespace

VoidResult CauseHistoryTable::write(QSqlDatabase db, const QList<CauseTimeline::Change>& changes,
                                    const QDateTime& pruneBefore)
{
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO cause_history (job_id, time, cause, state, position, region) VALUES (?, ?, ?, ?, ?, ?) "
              "ON CONFLICT (job_id, time) DO UPDATE SET cause = excluded.cause, state = excluded.state, "
              "position = excluded.position, region = excluded.region"_s);
    for (const auto& c : changes) {
        if (c.jobId.isEmpty() || !c.entry.at.isValid())
            continue; // nothing to tie it to
        q.addBindValue(c.jobId);
        q.addBindValue(c.entry.at.toSecsSinceEpoch());
        q.addBindValue(c.entry.cause ? QVariant(causeName(*c.entry.cause)) : QVariant(QMetaType(QMetaType::QString)));
        q.addBindValue(jobStateName(c.entry.state));
        q.addBindValue(c.entry.position);
        q.addBindValue(c.region.isNull() ? u""_s : c.region); // NOT NULL: an unknown region is ""
        if (!q.exec())
            return failed(db, q);
    }
    return pruneBefore.isValid() ? CauseHistoryTable::pruneBefore(db, pruneBefore) : VoidResult(Done {});
}

VoidResult CauseHistoryTable::pruneBefore(QSqlDatabase db, const QDateTime& before)
{
    QSqlQuery q(db);
    q.prepare(u"DELETE FROM cause_history WHERE time < ?"_s);
    q.addBindValue(before.toSecsSinceEpoch());
    if (!q.exec())
        return failed(db, q);
    return Done {};
}

Result<CauseHistoryTable::Tracks> CauseHistoryTable::read(QSqlDatabase db, const QDateTime& since,
                                                          const QStringList& jobIds, qsizetype maxRows)
{
    Tracks out;
    qsizetype rows = 0;
    const auto readPart = [&](const QStringList& ids) -> VoidResult {
        QString sql = u"SELECT job_id, time, cause, state, position FROM cause_history WHERE time >= ?"_s;
        if (!ids.isEmpty()) {
            QStringList marks(ids.size(), u"?"_s);
            sql += u" AND job_id IN ("_s + marks.join(u',') + u')';
        }
        // Newest first, so the cap keeps the recent past; each job's entries are put back in order below.
        sql += u" ORDER BY time DESC LIMIT ?"_s;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        q.prepare(sql);
        q.addBindValue(since.isValid() ? since.toSecsSinceEpoch() : std::numeric_limits<qint64>::min());
        for (const QString& id : ids)
            q.addBindValue(id);
        q.addBindValue(std::max<qint64>(0, maxRows - rows));
        if (!q.exec())
            return failed(db, q);
        while (q.next()) {
            out[q.value(0).toString()].append(entryFrom(q));
            ++rows;
        }
        return Done {};
    };
    if (jobIds.isEmpty()) {
        if (auto r = readPart({}); !r)
            return r.error();
    } else {
        for (qsizetype i = 0; i < jobIds.size() && rows < maxRows; i += kIdsPerQuery) {
            if (auto r = readPart(jobIds.mid(i, kIdsPerQuery)); !r)
                return r.error();
        }
    }
    for (auto& entries : out)
        std::reverse(entries.begin(), entries.end());
    return out;
}

Result<QList<CauseHistoryTable::Row>> CauseHistoryTable::readRows(QSqlDatabase db, const QDateTime& since,
                                                                  qsizetype maxRows)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // Newest first, so the cap keeps the recent past.
    q.prepare(u"SELECT job_id, time, cause, state, position, region FROM cause_history WHERE time >= ? "
              "ORDER BY time DESC LIMIT ?"_s);
    q.addBindValue(since.isValid() ? since.toSecsSinceEpoch() : std::numeric_limits<qint64>::min());
    q.addBindValue(std::max<qint64>(0, maxRows));
    if (!q.exec())
        return failed(db, q);
    QList<Row> rows;
    while (q.next()) {
        Row r;
        r.jobId = q.value(0).toString();
        r.entry = entryFrom(q);
        r.region = q.value(5).toString();
        rows.append(std::move(r));
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return a.jobId != b.jobId ? a.jobId < b.jobId : a.entry.at < b.entry.at;
    });
    return rows;
}

} // namespace qc
