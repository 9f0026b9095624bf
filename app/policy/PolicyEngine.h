#pragma once

#include "../analysis/ClusterView.h"
#include "../backends/Backend.h"
#include "PolicyActions.h"
#include "PolicyLogEntry.h"
#include "RetryPolicy.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <functional>
#include <memory>
#include <optional>

namespace qc {

class PolicyDatabase;

// Watches the cluster views of one connection and carries out the auto-retry policies: when a job a policy
// watches has been pending longer than its limit, the engine moves or resubmits it, logs what happened and
// follows the job to its new id. It acts only on fresh data, at most once per trigger (the limit counts again
// from each attempt), never beyond the attempt limit, and one action per policy at a time.
class PolicyEngine : public QObject
{
    Q_OBJECT

public:
    PolicyEngine(std::shared_ptr<Backend> backend, QString databasePath, QObject* parent = nullptr);
    ~PolicyEngine() override;

    // The cluster's history database: the source of the start forecasts for "earliest region".
    void setHistoryPath(QString path) { m_historyPath = std::move(path); }
    // Views taken longer ago than this (by qc::Clock, which tests move) are not acted on.
    void setMaxViewAge(qint64 seconds) { m_maxViewAgeS = seconds; }

    bool isReady() const { return m_ready; }
    // Why the policy database was refused; empty while it loads and once it has loaded. Read it when you start
    // to listen: a load that fails at once answers inside the constructor, before anyone can hear readyChanged.
    QString loadError() const { return m_loadError; }
    QString databasePath() const;
    // Names the keychain entries of this connection's secrets: the database file's name.
    QString profileId() const { return m_profileId; }
    QList<RetryPolicy> policies() const { return m_policies; }
    std::optional<RetryPolicy> policyFor(const QString& jobId) const;
    // Adds or replaces the policy of policy.jobId; attempts already used on that job stay counted. Returns the
    // problems when the policy cannot be set (nothing changes then).
    QStringList setPolicy(RetryPolicy policy);
    void removePolicy(const QString& jobId);
    // The actions of the job's policy (including those on the job's earlier ids), oldest first.
    QList<PolicyLogEntry> logFor(const QString& jobId) const;
    QList<PolicyLogEntry> log() const { return m_log; }

    // The submit paths call this so a later resubmission sends exactly what the user sent. Secret-looking
    // environment values go to the keychain (or this session's memory), never to the database; the remembered
    // spec holds PolicySecrets::marker() in their place until a resubmission fills them in again.
    void rememberSubmission(const QString& jobId, const JobSpec& spec);
    // Drops a remembered submission from memory, the database and the keychain.
    void forgetSubmission(const QString& jobId);
    bool knowsSubmission(const QString& jobId) const { return m_submissions.contains(jobId); }
    std::optional<JobSpec> submission(const QString& jobId) const;
    int actionsInFlight() const { return int(m_inFlight.size()); }
    int ignoredViews() const { return m_ignoredViews; }

public Q_SLOTS:
    void onViewUpdated(qc::ClusterViewPtr view);
    // True while the watcher fails: its last view is then old news.
    void setSourceStale(bool stale) { m_sourceStale = stale; }

Q_SIGNALS:
    void readyChanged(bool ok, const QString& error);
    void policiesChanged();
    void actionLogged(const qc::PolicyLogEntry& entry);
    void policyFollowed(const QString& policyId, const QString& oldJobId, const QString& newJobId);
    void storeFailed(const QString& error);

private:
    struct Trigger
    {
        RetryPolicy policy;
        Job job;
    };
    bool wantsAction(const RetryPolicy& policy, const Job& job) const;
    void start(const Trigger& trigger, const ClusterViewPtr& view, const QDateTime& now);
    void finish(const QString& policyId, const Job& job, RetryPolicy::Action action, const PolicyOutcome& outcome);
    void appendLog(PolicyLogEntry entry);
    void keepSecrets(const QString& jobId, QMap<QString, QString> values);
    RetryPolicy* find(const QString& policyId);
    QDateTime now() const;

    std::shared_ptr<Backend> m_backend;
    std::unique_ptr<PolicyDatabase> m_db;
    QString m_profileId;
    bool m_warnedSessionOnly = false; // said once that secrets are kept for this session only
    QString m_historyPath;
    qint64 m_maxViewAgeS = 600;
    bool m_ready = false;
    QString m_loadError;
    bool m_sourceStale = false;
    QDateTime m_lastViewAt;
    int m_ignoredViews = 0;
    QList<RetryPolicy> m_policies;
    QList<PolicyLogEntry> m_log;
    QHash<QString, JobSpec> m_submissions;
    QSet<QString> m_inFlight; // policy ids with an action running
    QHash<QString, QDateTime> m_triggerView; // policy id -> time of the view its last action was based on
};

} // namespace qc
