#pragma once

#include "../model/JobSpec.h"
#include "../model/Result.h"
#include "PolicyLogEntry.h"
#include "RetryPolicy.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QThread>

namespace qc {

class PolicyStore;

// Runs a PolicyStore on its own thread: every call queues one step there, in order, so the UI thread never
// touches SQLite and writes land in the order they were made. load() returns its failure (opening included);
// writes report theirs through failed().
class PolicyDatabase : public QObject
{
    Q_OBJECT

public:
    struct Contents
    {
        QList<RetryPolicy> policies;
        QList<PolicyLogEntry> log;
        QHash<QString, JobSpec> submissions;
        // Submissions too old to keep, deleted by the load: job id -> variables whose values live outside
        // the database.
        QHash<QString, QStringList> expired;
    };

    explicit PolicyDatabase(QString path, QObject* parent = nullptr);
    // Finishes the queued writes, then closes the database on its thread.
    ~PolicyDatabase() override;

    QString path() const { return m_path; }
    QFuture<Result<Contents>> load();
    void savePolicy(RetryPolicy policy);
    void removePolicy(QString policyId);
    void appendLog(PolicyLogEntry entry);
    void rememberSubmission(QString jobId, JobSpec spec, QDateTime submittedAt);
    void replaceSubmissionSpec(QString jobId, JobSpec spec);
    void forgetSubmission(QString jobId);

Q_SIGNALS:
    // Emitted from the database thread; receivers in other threads get it queued.
    void failed(const QString& error);

private:
    template<typename F> void post(F step);

    QString m_path;
    QThread m_thread;
    QObject* m_context; // lives on m_thread: queued steps run there
    PolicyStore* m_store; // created here, opened, used and deleted on m_thread only
};

} // namespace qc
