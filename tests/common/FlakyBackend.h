#pragma once

// Wraps a real backend and fails on demand, to test how the UI and the watcher treat failures, and keeps each
// spec it was asked to submit. The scheduler underneath stays real.

#include "backends/Backend.h"

#include <QTimer>
#include <qcoro/qcorotimer.h>

namespace qc::test {

class FlakyBackend final : public Backend
{
public:
    explicit FlakyBackend(std::shared_ptr<Backend> inner)
        : m_inner(std::move(inner))
    {
    }
    bool failing = false;
    QList<JobSpec> submitted;
    int snapshotRequests = 0; // fetchSnapshot calls, counted when they are made
    int fetchDelayMs = 0;
    QUrl url() const override { return m_inner->url(); }
    QString displayName() const override { return m_inner->displayName(); }
    Capabilities capabilities() const override { return m_inner->capabilities(); }
    QCoro::Task<Result<ClusterSnapshot>> fetchSnapshot() override
    {
        ++snapshotRequests;
        if (failing)
            co_return BackendError::make(BackendError::Kind::Unreachable, QStringLiteral("cluster unreachable"));
        if (fetchDelayMs > 0) { // a slow cluster: the answer comes this much later
            QTimer answer;
            answer.setSingleShot(true);
            answer.start(fetchDelayMs);
            co_await answer;
        }
        auto result = co_await m_inner->fetchSnapshot();
        co_return result;
    }
    int submitDelayMs = 0; // the scheduler's answer to a submit comes this much later (the request goes at once)
    QCoro::Task<Result<QString>> submit(JobSpec s) override
    {
        submitted.append(s);
        auto task = m_inner->submit(std::move(s));
        auto result = co_await std::move(task);
        if (submitDelayMs > 0) {
            QTimer answer;
            answer.setSingleShot(true);
            answer.start(submitDelayMs);
            co_await answer;
        }
        co_return result;
    }
    QCoro::Task<VoidResult> update(QString id, JobUpdate u) override { return m_inner->update(id, u); }
    QCoro::Task<VoidResult> cancel(QString id) override { return m_inner->cancel(id); }
    QCoro::Task<VoidResult> cancelIfPending(QString id) override { return m_inner->cancelIfPending(id); }
    QCoro::Task<VoidResult> requeue(QString id) override { return m_inner->requeue(id); }

private:
    std::shared_ptr<Backend> m_inner;
};

} // namespace qc::test
