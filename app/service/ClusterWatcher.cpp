#include "ClusterWatcher.h"

#include "../model/BackgroundPool.h"
#include "model/Clock.h"

#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

ClusterWatcher::ClusterWatcher(std::shared_ptr<Backend> backend, QObject* parent)
    : QObject(parent)
    , m_backend(std::move(backend))
{
    m_timer.setInterval(5000);
    connect(&m_timer, &QTimer::timeout, this, &ClusterWatcher::refresh);
    connect(m_backend.get(), &Backend::readProgress, this, [this](qint64 bytes, qint64 total, qint64 jobs) {
        m_progress = ReadProgress { bytes, total, jobs };
        Q_EMIT readProgressChanged();
    });
}

void ClusterWatcher::start()
{
    m_timer.start();
    refresh();
}

void ClusterWatcher::refresh()
{
    // One request at a time: a slow cluster must not pile up refreshes.
    if (m_inFlight)
        return;
    m_inFlight = true;
    QCoro::connect(fetchView(m_backend, m_viewStep), this, [this](Result<ClusterViewPtr> result) {
        m_inFlight = false;
        if (m_progress.bytes >= 0) {
            m_progress = {};
            Q_EMIT readProgressChanged();
        }
        if (result.ok()) {
            m_view = result.value();
            m_lastSuccess = Clock::currentDateTimeUtc();
            m_lastError = {};
            setState(ConnectionState::Connected);
            Q_EMIT snapshotUpdated(m_view->snapshot);
            Q_EMIT viewUpdated(m_view);
        } else {
            m_lastError = result.error();
            setState(ConnectionState::Failing);
            Q_EMIT refreshFailed(m_lastError);
        }
    });
}

QCoro::Task<Result<ClusterViewPtr>> ClusterWatcher::fetchView(std::shared_ptr<Backend> backend, ViewStep step)
{
    // A free coroutine holding the backend and the step: nothing here touches the watcher, which may be gone.
    auto snapshot = co_await backend->fetchSnapshot();
    if (!snapshot.ok())
        co_return snapshot.error();
    auto work = [step = std::move(step)](ClusterSnapshot taken, Capabilities capabilities) {
        ClusterViewPtr built = ClusterView::build(std::move(taken), capabilities);
        if (step)
            step(*built);
        return built;
    };
    auto future
        = QtConcurrent::run(backgroundPool(), std::move(work), std::move(snapshot).value(), backend->capabilities());
    ClusterViewPtr view = co_await future;
    co_return view;
}

void ClusterWatcher::setState(ConnectionState state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT connectionStateChanged(state);
}

} // namespace qc
