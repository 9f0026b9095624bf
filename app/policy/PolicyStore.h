#pragma once

#include "../history/SqliteConnection.h"
#include "../model/JobSpec.h"
#include "../model/Result.h"
#include "PolicyLogEntry.h"
#include "RetryPolicy.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace qc {

// The auto-retry policies of one cluster profile, their action log and the specs of jobs QueueCast submitted
// (so a resubmission sends exactly what the user sent). Its own SQLite file beside the history database, with
// its own schema version. Like HistoryStore, one store is created, used and destroyed on one thread.
class PolicyStore
{
    Q_DECLARE_TR_FUNCTIONS(PolicyStore)

public:
    explicit PolicyStore(QString path);
    ~PolicyStore();
    PolicyStore(const PolicyStore&) = delete;
    PolicyStore& operator=(const PolicyStore&) = delete;

    // <AppDataLocation>/policy/<profileId>.sqlite
    static QString defaultPath(const QString& profileId);
    static constexpr int schemaVersion = 1;

    VoidResult open();
    bool isOpen() const;
    QString path() const { return m_path; }

    Result<QList<RetryPolicy>> policies() const;
    VoidResult savePolicy(const RetryPolicy& policy); // insert or replace by id
    VoidResult removePolicy(const QString& policyId);

    // Returns the entry's row id.
    Result<qint64> appendLog(const PolicyLogEntry& entry);
    // The newest `limit` entries, oldest first.
    Result<QList<PolicyLogEntry>> log(int limit = 5000) const;

    // Secret-looking environment values are written as PolicySecrets::marker(), whatever the caller passes.
    VoidResult rememberSubmission(const QString& jobId, const JobSpec& spec, const QDateTime& submittedAt);
    // Submissions remembered at or after `since` (invalid: all).
    Result<QHash<QString, JobSpec>> submissions(const QDateTime& since = {}) const;
    // Rewrites a stored spec and keeps its time (an older file's secrets moved out of it).
    VoidResult replaceSubmissionSpec(const QString& jobId, const JobSpec& spec);
    VoidResult forgetSubmission(const QString& jobId);
    // Deletes the submissions remembered before `before`; returns their job ids with the variables whose
    // values live outside the database (the caller removes those too).
    Result<QHash<QString, QStringList>> pruneSubmissions(const QDateTime& before);

private:
    BackendError sqlError(const QString& message, const QString& detail) const;

    QString m_path;
    SqliteConnection m_db;
};

} // namespace qc
