#include "PolicyEngine.h"

#include "PolicyDatabase.h"
#include "PolicySecrets.h"
#include "model/Clock.h"

#include <QFileInfo>
#include <QUuid>
#include <algorithm>
#include <qcoro/qcorofuture.h>

namespace qc {

namespace {
QCoro::Task<Result<PolicyDatabase::Contents>> awaitLoad(QFuture<Result<PolicyDatabase::Contents>> future)
{
    auto result = co_await future;
    co_return result;
}

// A resubmission sends the remembered spec with its secret values filled in again; when one is gone nothing is
// sent, so no copy runs without a variable the user set and the original stays as it is.
QCoro::Task<PolicyOutcome> act(std::shared_ptr<Backend> backend, RetryPolicy policy, Job job,
                               std::optional<JobSpec> remembered, ClusterViewPtr view, QString historyPath,
                               QDateTime at, QString profileId)
{
    const Capabilities caps = backend->capabilities();
    if (policy.resubmits() && caps.submit && caps.cancel && remembered
        && !PolicySecrets::markedVariables(*remembered).isEmpty()) {
        auto completing = PolicySecrets::complete(profileId, job.id, *remembered);
        auto completed = co_await completing;
        if (!completed)
            co_return PolicyOutcome { PolicyLogEntry::Outcome::Failed, completed.error().toString(), {}, {} };
        remembered = std::move(completed).value();
    }
    auto task = PolicyActions::perform(backend, policy, job, remembered, view, historyPath, at);
    auto outcome = co_await task;
    co_return outcome;
}
} // namespace

PolicyEngine::PolicyEngine(std::shared_ptr<Backend> backend, QString databasePath, QObject* parent)
    : QObject(parent)
    , m_backend(std::move(backend))
    , m_db(std::make_unique<PolicyDatabase>(databasePath))
    , m_profileId(QFileInfo(databasePath).completeBaseName())
{
    qRegisterMetaType<PolicyLogEntry>();
    connect(m_db.get(), &PolicyDatabase::failed, this, &PolicyEngine::storeFailed);
    QCoro::connect(awaitLoad(m_db->load()), this, [this](Result<PolicyDatabase::Contents> contents) {
        if (!contents) {
            m_loadError = contents.error().toString();
            Q_EMIT readyChanged(false, m_loadError);
            return;
        }
        // Anything set before the load finished wins over what was stored for the same job.
        auto loaded = std::move(contents).value();
        for (const auto& p : std::as_const(loaded.policies)) {
            if (!policyFor(p.jobId))
                m_policies.append(p);
        }
        m_log = loaded.log + m_log;
        for (auto it = loaded.expired.cbegin(); it != loaded.expired.cend(); ++it) {
            if (!it.value().isEmpty())
                PolicySecrets::forget(m_profileId, it.key(), it.value());
        }
        for (auto it = loaded.submissions.cbegin(); it != loaded.submissions.cend(); ++it) {
            if (m_submissions.contains(it.key()))
                continue;
            QMap<QString, QString> plain;
            const JobSpec kept = PolicySecrets::withoutSecrets(it.value(), &plain);
            m_submissions.insert(it.key(), kept);
            if (!plain.isEmpty()) {
                // Written by a version that stored secrets in the file: move them out of it now.
                keepSecrets(it.key(), plain);
                m_db->replaceSubmissionSpec(it.key(), kept);
            }
        }
        m_ready = true;
        Q_EMIT readyChanged(true, {});
        Q_EMIT policiesChanged();
    });
}

PolicyEngine::~PolicyEngine() = default;

QString PolicyEngine::databasePath() const
{
    return m_db->path();
}

QDateTime PolicyEngine::now() const
{
    // A demo platform running faster than real time is ahead of the wall clock: never fall behind its views.
    const QDateTime wall = qc::Clock::currentDateTimeUtc();
    return m_lastViewAt.isValid() && m_lastViewAt > wall ? m_lastViewAt : wall;
}

std::optional<RetryPolicy> PolicyEngine::policyFor(const QString& jobId) const
{
    for (const auto& p : m_policies) {
        if (p.jobId == jobId)
            return p;
    }
    return std::nullopt;
}

RetryPolicy* PolicyEngine::find(const QString& policyId)
{
    for (auto& p : m_policies) {
        if (p.id == policyId)
            return &p;
    }
    return nullptr;
}

QStringList PolicyEngine::setPolicy(RetryPolicy policy)
{
    QStringList problems = policy.problems();
    if (policy.resubmits() && !m_submissions.contains(policy.jobId))
        problems.append(tr("QueueCast does not know the script of job %1 (it was not submitted through QueueCast), "
                           "so it cannot resubmit it. Moving it to another partition still works.")
                            .arg(policy.jobId));
    if (!problems.isEmpty())
        return problems;
    if (const auto existing = policyFor(policy.jobId)) {
        policy.id = existing->id;
        policy.attempts = existing->attempts;
        policy.lastAttemptAt = existing->lastAttemptAt;
        policy.createdAt = existing->createdAt;
        *find(existing->id) = policy;
    } else {
        policy.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        policy.attempts = 0;
        policy.lastAttemptAt = {};
        policy.createdAt = now();
        m_policies.append(policy);
    }
    m_db->savePolicy(policy);
    Q_EMIT policiesChanged();
    return {};
}

void PolicyEngine::removePolicy(const QString& jobId)
{
    for (qsizetype i = 0; i < m_policies.size(); ++i) {
        if (m_policies[i].jobId == jobId) {
            m_db->removePolicy(m_policies[i].id);
            m_policies.removeAt(i);
            Q_EMIT policiesChanged();
            return;
        }
    }
}

QList<PolicyLogEntry> PolicyEngine::logFor(const QString& jobId) const
{
    const auto policy = policyFor(jobId);
    QList<PolicyLogEntry> out;
    for (const auto& e : m_log) {
        if (policy ? e.policyId == policy->id : (e.jobId == jobId || e.newJobId == jobId))
            out.append(e);
    }
    return out;
}

void PolicyEngine::rememberSubmission(const QString& jobId, const JobSpec& spec)
{
    if (jobId.isEmpty())
        return;
    QMap<QString, QString> secrets;
    const JobSpec kept = PolicySecrets::withoutSecrets(spec, &secrets);
    m_submissions.insert(jobId, kept);
    m_db->rememberSubmission(jobId, kept, qc::Clock::currentDateTimeUtc());
    keepSecrets(jobId, std::move(secrets));
}

void PolicyEngine::keepSecrets(const QString& jobId, QMap<QString, QString> values)
{
    if (values.isEmpty())
        return;
    QCoro::connect(PolicySecrets::store(m_profileId, jobId, std::move(values)), this,
                   [this, jobId](PolicySecrets::Stored stored) {
                       if (stored.warning.isEmpty() || m_warnedSessionOnly)
                           return;
                       m_warnedSessionOnly = true;
                       // In the policy log, where auto-retry outcomes are read, and so in the status bar too.
                       const auto policy = policyFor(jobId);
                       PolicyLogEntry entry;
                       entry.policyId = policy ? policy->id : QString();
                       entry.time = now();
                       entry.jobId = jobId;
                       entry.action = policy ? policy->action : RetryPolicy::Action::ResubmitFewerGpus;
                       entry.outcome = PolicyLogEntry::Outcome::Skipped;
                       entry.message = stored.warning;
                       appendLog(entry);
                   });
}

void PolicyEngine::forgetSubmission(const QString& jobId)
{
    const auto it = m_submissions.constFind(jobId);
    if (it == m_submissions.cend())
        return;
    const QStringList marked = PolicySecrets::markedVariables(*it);
    m_submissions.erase(it);
    m_db->forgetSubmission(jobId);
    if (!marked.isEmpty())
        PolicySecrets::forget(m_profileId, jobId, marked);
}

std::optional<JobSpec> PolicyEngine::submission(const QString& jobId) const
{
    const auto it = m_submissions.constFind(jobId);
    return it == m_submissions.cend() ? std::nullopt : std::optional<JobSpec>(*it);
}

bool PolicyEngine::wantsAction(const RetryPolicy& policy, const Job& job) const
{
    switch (policy.action) {
    case RetryPolicy::Action::MoveToPartition:
        return job.partition != policy.partition;
    case RetryPolicy::Action::ResubmitFewerGpus:
        return job.gpus > policy.gpus;
    case RetryPolicy::Action::ResubmitToEarliestRegion:
        return true;
    }
    return false;
}

void PolicyEngine::onViewUpdated(ClusterViewPtr view)
{
    if (!view || !m_ready || m_sourceStale) {
        ++m_ignoredViews;
        return;
    }
    const QDateTime takenAt = view->snapshot.takenAt;
    // A view no newer than the last one is a repeat or arrived out of order; an old one describes a past queue.
    if (!takenAt.isValid() || (m_lastViewAt.isValid() && takenAt <= m_lastViewAt)
        || takenAt.secsTo(qc::Clock::currentDateTimeUtc()) > m_maxViewAgeS) {
        ++m_ignoredViews;
        return;
    }
    m_lastViewAt = takenAt;
    const QDateTime at = now();
    QList<Trigger> triggers;
    for (const auto& p : std::as_const(m_policies)) {
        if (!p.enabled || p.exhausted() || m_inFlight.contains(p.id))
            continue;
        // Not newer than the view that triggered the last action: it cannot show what that action did.
        if (const auto seen = m_triggerView.constFind(p.id); seen != m_triggerView.cend() && takenAt <= *seen)
            continue;
        const Job* job = view->snapshot.findJob(p.jobId);
        if (!job || !job->isPending() || job->reason.startsWith(QLatin1String("JobHeld")) || !wantsAction(p, *job))
            continue;
        QDateTime since = job->submitTime;
        if (job->eligibleTime.isValid() && (!since.isValid() || job->eligibleTime > since))
            since = job->eligibleTime;
        if (p.lastAttemptAt.isValid() && (!since.isValid() || p.lastAttemptAt > since))
            since = p.lastAttemptAt;
        if (since.isValid() && since.secsTo(at) >= p.pendingAfterS)
            triggers.append({ p, *job });
    }
    for (const auto& t : std::as_const(triggers))
        start(t, view, at);
}

void PolicyEngine::start(const Trigger& trigger, const ClusterViewPtr& view, const QDateTime& at)
{
    RetryPolicy* policy = find(trigger.policy.id);
    if (!policy)
        return;
    // Counted and stored before anything is sent: a crash mid-action must not make it fire again at once.
    ++policy->attempts;
    policy->lastAttemptAt = at;
    m_db->savePolicy(*policy);
    m_inFlight.insert(policy->id);
    m_triggerView.insert(policy->id, view->snapshot.takenAt);
    const QString policyId = policy->id;
    const Job job = trigger.job;
    const RetryPolicy::Action action = policy->action;
    auto task = act(m_backend, *policy, job, submission(job.id), view, m_historyPath, at, m_profileId);
    QCoro::connect(std::move(task), this,
                   [this, policyId, job, action](PolicyOutcome outcome) { finish(policyId, job, action, outcome); });
}

void PolicyEngine::finish(const QString& policyId, const Job& job, RetryPolicy::Action action,
                          const PolicyOutcome& outcome)
{
    m_inFlight.remove(policyId);
    PolicyLogEntry entry;
    entry.policyId = policyId;
    entry.time = now();
    entry.jobId = job.id;
    entry.newJobId = outcome.newJobId;
    entry.action = action;
    entry.outcome = outcome.outcome;
    entry.message = outcome.message;
    RetryPolicy* policy = find(policyId);
    if (policy && outcome.outcome == PolicyLogEntry::Outcome::Skipped)
        --policy->attempts; // nothing was sent: not an attempt, but the limit still re-arms from now
    if (!outcome.newJobId.isEmpty()) {
        rememberSubmission(outcome.newJobId, outcome.newSpec);
        // The original is cancelled and the policy follows the copy: its spec and secrets are of no more use.
        if (outcome.outcome == PolicyLogEntry::Outcome::Ok)
            forgetSubmission(job.id);
        if (policy) {
            policy->jobId = outcome.newJobId;
            Q_EMIT policyFollowed(policyId, job.id, outcome.newJobId);
        }
    }
    if (policy)
        m_db->savePolicy(*policy);
    // Repeating the same "nothing to do" every time the limit passes would bury the real actions.
    bool repeat = false;
    if (outcome.outcome == PolicyLogEntry::Outcome::Skipped) {
        const auto last = std::find_if(m_log.crbegin(), m_log.crend(),
                                       [&policyId](const PolicyLogEntry& e) { return e.policyId == policyId; });
        repeat = last != m_log.crend() && last->outcome == entry.outcome && last->message == entry.message;
    }
    if (!repeat)
        appendLog(entry);
    Q_EMIT policiesChanged();
}

void PolicyEngine::appendLog(PolicyLogEntry entry)
{
    m_log.append(entry);
    m_db->appendLog(entry);
    Q_EMIT actionLogged(entry);
}

} // namespace qc
