#include "PolicyDatabase.h"

#include "PolicyStore.h"
#include "model/Clock.h"

#include <QPromise>
#include <memory>

namespace qc {

namespace {
// How long resubmittable specs are kept: older pending jobs are rare.
constexpr int kSubmissionDays = 90;
} // namespace

PolicyDatabase::PolicyDatabase(QString path, QObject* parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_context(new QObject)
    , m_store(new PolicyStore(m_path))
{
    m_thread.setObjectName(QStringLiteral("PolicyDatabase"));
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
    // Opened early so writes queued before load() land, but silently: nobody can be connected to failed() yet
    // (a receiver connects after construction and would catch this only if it won the race with this thread).
    // load() opens again and returns the error; a write into an unopened store emits failed().
    post([](PolicyStore& store) { (void)store.open(); });
}

PolicyDatabase::~PolicyDatabase()
{
    // Behind every queued step: close the connection on its own thread, then stop.
    QMetaObject::invokeMethod(
        m_context,
        [store = m_store, thread = &m_thread] {
            delete store;
            thread->quit();
        },
        Qt::QueuedConnection);
    m_thread.wait();
}

template<typename F> void PolicyDatabase::post(F step)
{
    QMetaObject::invokeMethod(
        m_context, [store = m_store, step = std::move(step)] { step(*store); }, Qt::QueuedConnection);
}

QFuture<Result<PolicyDatabase::Contents>> PolicyDatabase::load()
{
    auto promise = std::make_shared<QPromise<Result<Contents>>>();
    promise->start();
    auto future = promise->future();
    post([promise](PolicyStore& store) {
        Result<Contents> result = [&store]() -> Result<Contents> {
            if (auto r = store.open(); !r)
                return r.error();
            Contents c;
            auto policies = store.policies();
            if (!policies)
                return policies.error();
            auto log = store.log();
            if (!log)
                return log.error();
            const QDateTime cutoff = Clock::currentDateTimeUtc().addDays(-kSubmissionDays);
            auto expired = store.pruneSubmissions(cutoff);
            if (!expired)
                return expired.error();
            auto submissions = store.submissions(cutoff);
            if (!submissions)
                return submissions.error();
            c.expired = std::move(expired).value();
            c.policies = std::move(policies).value();
            c.log = std::move(log).value();
            c.submissions = std::move(submissions).value();
            return c;
        }();
        promise->addResult(std::move(result));
        promise->finish();
    });
    return future;
}

void PolicyDatabase::savePolicy(RetryPolicy policy)
{
    post([this, policy = std::move(policy)](PolicyStore& store) {
        if (auto r = store.savePolicy(policy); !r)
            Q_EMIT failed(r.error().toString());
    });
}

void PolicyDatabase::removePolicy(QString policyId)
{
    post([this, policyId = std::move(policyId)](PolicyStore& store) {
        if (auto r = store.removePolicy(policyId); !r)
            Q_EMIT failed(r.error().toString());
    });
}

void PolicyDatabase::appendLog(PolicyLogEntry entry)
{
    post([this, entry = std::move(entry)](PolicyStore& store) {
        if (auto r = store.appendLog(entry); !r)
            Q_EMIT failed(r.error().toString());
    });
}

void PolicyDatabase::rememberSubmission(QString jobId, JobSpec spec, QDateTime submittedAt)
{
    post([this, jobId = std::move(jobId), spec = std::move(spec), submittedAt](PolicyStore& store) {
        if (auto r = store.rememberSubmission(jobId, spec, submittedAt); !r)
            Q_EMIT failed(r.error().toString());
    });
}

void PolicyDatabase::replaceSubmissionSpec(QString jobId, JobSpec spec)
{
    post([this, jobId = std::move(jobId), spec = std::move(spec)](PolicyStore& store) {
        if (auto r = store.replaceSubmissionSpec(jobId, spec); !r)
            Q_EMIT failed(r.error().toString());
    });
}

void PolicyDatabase::forgetSubmission(QString jobId)
{
    post([this, jobId = std::move(jobId)](PolicyStore& store) {
        if (auto r = store.forgetSubmission(jobId); !r)
            Q_EMIT failed(r.error().toString());
    });
}

} // namespace qc
