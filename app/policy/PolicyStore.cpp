#include "PolicyStore.h"

#include "../model/JsonCodec.h"
#include "PolicySecrets.h"
#include "model/TimeZones.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

namespace qc {

namespace {

using namespace Qt::StringLiterals;

QVariant epochOrNull(const QDateTime& t)
{
    return t.isValid() ? QVariant(t.toSecsSinceEpoch()) : QVariant(QMetaType(QMetaType::LongLong));
}

// A null QString binds as SQL NULL; the text columns are NOT NULL.
QString text(const QString& s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

// The engine takes secret values out before it calls; doing it here too keeps any other caller from writing one.
QString specText(const JobSpec& spec)
{
    return QString::fromStdString(codec::toJson(PolicySecrets::withoutSecrets(spec)).dump());
}

QDateTime timeOf(const QVariant& v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromSecsSinceEpoch(v.toLongLong(), qc::utcZone());
}

const char* const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS policies ("
    " id TEXT PRIMARY KEY, job_id TEXT NOT NULL, pending_after_s INTEGER NOT NULL, action TEXT NOT NULL,"
    " partition TEXT NOT NULL, gpus INTEGER NOT NULL, max_attempts INTEGER NOT NULL, enabled INTEGER NOT NULL,"
    " attempts INTEGER NOT NULL, last_attempt INTEGER, created INTEGER)",
    "CREATE TABLE IF NOT EXISTS policy_log ("
    " id INTEGER PRIMARY KEY, policy_id TEXT NOT NULL, time INTEGER NOT NULL, job_id TEXT NOT NULL,"
    " new_job_id TEXT NOT NULL, action TEXT NOT NULL, outcome TEXT NOT NULL, message TEXT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS policy_log_policy ON policy_log (policy_id)",
    // Parenthesised: clang's -Wstring-concatenation takes a lone two-line literal for a missing comma.
    ("CREATE TABLE IF NOT EXISTS submissions ("
     " job_id TEXT PRIMARY KEY, submitted INTEGER NOT NULL, spec TEXT NOT NULL)"),
};

} // namespace

PolicyStore::PolicyStore(QString path)
    : m_path(std::move(path))
    , m_db(m_path, u"qc-policy-"_s)
{
}

PolicyStore::~PolicyStore() = default;

QString PolicyStore::defaultPath(const QString& profileId)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/policy/"_s + profileId + u".sqlite"_s;
}

BackendError PolicyStore::sqlError(const QString& message, const QString& detail) const
{
    return m_db.error(message, detail);
}

VoidResult PolicyStore::open()
{
    // secure_delete: deleted and rewritten rows are zeroed, so a secret an older version stored does not linger
    // in free pages.
    static const char* const pragmas[] = { "PRAGMA synchronous=NORMAL", "PRAGMA secure_delete=ON" };
    SqliteConnection::Options options;
    options.pragmas = pragmas;
    options.schema = kSchema;
    options.schemaVersion = schemaVersion;
    options.messages
        = { tr("Cannot create the policy folder."),
            tr("Cannot open the policy database."),
            tr("Cannot configure the policy database."),
            { tr("Cannot read the policy database version."),
              tr("The policy database was written by a newer QueueCast."), tr("Cannot create the policy tables.") } };
    return m_db.open(options);
}

bool PolicyStore::isOpen() const
{
    return m_db.isOpen();
}

Result<QList<RetryPolicy>> PolicyStore::policies() const
{
    QSqlQuery q(m_db.database());
    q.setForwardOnly(true);
    if (!isOpen()
        || !q.exec(u"SELECT id, job_id, pending_after_s, action, partition, gpus, max_attempts, enabled, attempts, "
                   "last_attempt, created FROM policies ORDER BY created, id"_s))
        return sqlError(tr("A policy database query failed."), q.lastError().text());
    QList<RetryPolicy> out;
    while (q.next()) {
        const auto action = RetryPolicy::actionFromKey(q.value(3).toString());
        if (!action)
            continue; // written by a newer version with an action this one does not know: leave it alone
        RetryPolicy p;
        p.id = q.value(0).toString();
        p.jobId = q.value(1).toString();
        p.pendingAfterS = q.value(2).toLongLong();
        p.action = *action;
        p.partition = q.value(4).toString();
        p.gpus = q.value(5).toInt();
        p.maxAttempts = q.value(6).toInt();
        p.enabled = q.value(7).toBool();
        p.attempts = q.value(8).toInt();
        p.lastAttemptAt = timeOf(q.value(9));
        p.createdAt = timeOf(q.value(10));
        out.append(std::move(p));
    }
    return out;
}

VoidResult PolicyStore::savePolicy(const RetryPolicy& p)
{
    QSqlQuery q(m_db.database());
    q.prepare(u"INSERT OR REPLACE INTO policies (id, job_id, pending_after_s, action, partition, gpus, max_attempts, "
              "enabled, attempts, last_attempt, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(p.id);
    q.addBindValue(text(p.jobId));
    q.addBindValue(p.pendingAfterS);
    q.addBindValue(RetryPolicy::actionKey(p.action));
    q.addBindValue(text(p.partition));
    q.addBindValue(p.gpus);
    q.addBindValue(p.maxAttempts);
    q.addBindValue(p.enabled ? 1 : 0);
    q.addBindValue(p.attempts);
    q.addBindValue(epochOrNull(p.lastAttemptAt));
    q.addBindValue(epochOrNull(p.createdAt));
    if (!isOpen() || p.id.isEmpty() || !q.exec())
        return sqlError(tr("Cannot save the policy."), q.lastError().text());
    return Done {};
}

VoidResult PolicyStore::removePolicy(const QString& policyId)
{
    QSqlQuery q(m_db.database());
    q.prepare(u"DELETE FROM policies WHERE id = ?"_s);
    q.addBindValue(policyId);
    if (!isOpen() || !q.exec())
        return sqlError(tr("Cannot remove the policy."), q.lastError().text());
    return Done {};
}

Result<qint64> PolicyStore::appendLog(const PolicyLogEntry& e)
{
    QSqlQuery q(m_db.database());
    q.prepare(u"INSERT INTO policy_log (policy_id, time, job_id, new_job_id, action, outcome, message) "
              "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(text(e.policyId));
    q.addBindValue(e.time.toSecsSinceEpoch());
    q.addBindValue(text(e.jobId));
    q.addBindValue(text(e.newJobId));
    q.addBindValue(RetryPolicy::actionKey(e.action));
    q.addBindValue(PolicyLogEntry::outcomeKey(e.outcome));
    q.addBindValue(text(e.message));
    if (!isOpen() || !e.time.isValid() || !q.exec())
        return sqlError(tr("Cannot write the policy log."), q.lastError().text());
    return q.lastInsertId().toLongLong();
}

Result<QList<PolicyLogEntry>> PolicyStore::log(int limit) const
{
    QSqlQuery q(m_db.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, policy_id, time, job_id, new_job_id, action, outcome, message FROM "
              "(SELECT * FROM policy_log ORDER BY id DESC LIMIT ?) ORDER BY id"_s);
    q.addBindValue(limit);
    if (!isOpen() || !q.exec())
        return sqlError(tr("A policy database query failed."), q.lastError().text());
    QList<PolicyLogEntry> out;
    while (q.next()) {
        PolicyLogEntry e;
        e.id = q.value(0).toLongLong();
        e.policyId = q.value(1).toString();
        e.time = timeOf(q.value(2));
        e.jobId = q.value(3).toString();
        e.newJobId = q.value(4).toString();
        e.action = RetryPolicy::actionFromKey(q.value(5).toString()).value_or(RetryPolicy::Action::MoveToPartition);
        e.outcome = PolicyLogEntry::outcomeFromKey(q.value(6).toString());
        e.message = q.value(7).toString();
        out.append(std::move(e));
    }
    return out;
}

VoidResult PolicyStore::rememberSubmission(const QString& jobId, const JobSpec& spec, const QDateTime& submittedAt)
{
    QSqlQuery q(m_db.database());
    q.prepare(u"INSERT OR REPLACE INTO submissions (job_id, submitted, spec) VALUES (?, ?, ?)"_s);
    q.addBindValue(jobId);
    q.addBindValue(submittedAt.toSecsSinceEpoch());
    q.addBindValue(specText(spec));
    if (!isOpen() || jobId.isEmpty() || !q.exec())
        return sqlError(tr("Cannot remember the submitted job."), q.lastError().text());
    return Done {};
}

VoidResult PolicyStore::replaceSubmissionSpec(const QString& jobId, const JobSpec& spec)
{
    QSqlQuery q(m_db.database());
    q.prepare(u"UPDATE submissions SET spec = ? WHERE job_id = ?"_s);
    q.addBindValue(specText(spec));
    q.addBindValue(jobId);
    if (!isOpen() || !q.exec())
        return sqlError(tr("Cannot remember the submitted job."), q.lastError().text());
    return Done {};
}

VoidResult PolicyStore::forgetSubmission(const QString& jobId)
{
    QSqlQuery q(m_db.database());
    q.prepare(u"DELETE FROM submissions WHERE job_id = ?"_s);
    q.addBindValue(jobId);
    if (!isOpen() || !q.exec())
        return sqlError(tr("Cannot forget the submitted job."), q.lastError().text());
    return Done {};
}

Result<QHash<QString, QStringList>> PolicyStore::pruneSubmissions(const QDateTime& before)
{
    QSqlDatabase db = m_db.database();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT job_id, spec FROM submissions WHERE submitted < ?"_s);
    q.addBindValue(before.toSecsSinceEpoch());
    if (!isOpen() || !before.isValid() || !q.exec())
        return sqlError(tr("A policy database query failed."), q.lastError().text());
    QHash<QString, QStringList> pruned;
    while (q.next()) {
        const auto json = codec::parseDocument(q.value(1).toString().toUtf8());
        const QStringList marked
            = json ? PolicySecrets::markedVariables(codec::jobSpecFromJson(*json.value)) : QStringList();
        pruned.insert(q.value(0).toString(), marked);
    }
    QSqlQuery del(db);
    del.prepare(u"DELETE FROM submissions WHERE submitted < ?"_s);
    del.addBindValue(before.toSecsSinceEpoch());
    if (!del.exec())
        return sqlError(tr("Cannot forget the submitted job."), del.lastError().text());
    return pruned;
}

Result<QHash<QString, JobSpec>> PolicyStore::submissions(const QDateTime& since) const
{
    QSqlQuery q(m_db.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT job_id, spec FROM submissions WHERE submitted >= ?"_s);
    q.addBindValue(since.isValid() ? since.toSecsSinceEpoch() : std::numeric_limits<qint64>::min());
    if (!isOpen() || !q.exec())
        return sqlError(tr("A policy database query failed."), q.lastError().text());
    QHash<QString, JobSpec> out;
    while (q.next()) {
        // A spec this version cannot read is left out (never resubmitted as an empty job); its row stays.
        const auto json = codec::parseDocument(q.value(1).toString().toUtf8());
        if (!json)
            continue;
        auto spec = codec::decodeJobSpec(*json.value);
        if (!spec) {
            qWarning("policy: submission %s: %s", qPrintable(q.value(0).toString()), qPrintable(spec.error));
            continue;
        }
        out.insert(q.value(0).toString(), std::move(*spec.value));
    }
    return out;
}

} // namespace qc
