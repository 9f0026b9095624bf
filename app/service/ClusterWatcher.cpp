#include "ClusterWatcher.h"

#include "../model/BackgroundPool.h"
#include "../model/ProcessCpuTime.h"
#include "model/Clock.h"

#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <qcoro/qcorofuture.h>

namespace qc {

ClusterWatcher::ClusterWatcher(std::shared_ptr<Backend> backend, QObject* parent)
    : QObject(parent)
    , m_backend(std::move(backend))
    , m_cpuClock(processCpuMs)
{
    m_timer.setInterval(m_baseInterval);
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
    QElapsedTimer took;
    took.start();
    const qint64 cpuBefore = m_cpuClock();
    QCoro::connect(fetchView(m_backend, m_viewStep), this, [this, took, cpuBefore](Result<ClusterViewPtr> result) {
        // The answer can be complete before refresh() returns (a backend that answers at once, a view built on
        // the pool before the coroutine checked): the signals still come from the event loop, never from inside
        // refresh(), so a caller that reacts to them after calling it sees one order only.
        QMetaObject::invokeMethod(
            this, [this, took, cpuBefore, result = std::move(result)]() { finishRefresh(result, took, cpuBefore); },
            Qt::QueuedConnection);
    });
}

void ClusterWatcher::finishRefresh(const Result<ClusterViewPtr>& result, const QElapsedTimer& took, qint64 cpuBefore)
{
    m_inFlight = false;
    if (m_progress.bytes >= 0) {
        m_progress = {};
        Q_EMIT readProgressChanged();
    }
    if (!result.ok()) {
        m_lastError = result.error();
        setState(ConnectionState::Failing);
        Q_EMIT refreshFailed(m_lastError);
        return;
    }
    m_view = result.value();
    m_lastSuccess = Clock::currentDateTimeUtc();
    m_lastError = {};
    setState(ConnectionState::Connected);
    // CPU time includes whatever else the process did meanwhile (painting, another cluster's refresh): it errs
    // towards polling less, never towards more than the share.
    const qint64 cpuAfter = cpuBefore < 0 ? -1 : m_cpuClock();
    noteRefreshCost(cpuAfter < 0 ? took.elapsed() : std::max(took.elapsed(), cpuAfter - cpuBefore));
    Q_EMIT snapshotUpdated(m_view->snapshot);
    Q_EMIT viewUpdated(m_view);
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

void ClusterWatcher::setInterval(int msec)
{
    m_baseInterval = std::max(1, msec);
    applyInterval();
}

void ClusterWatcher::setMaxRefreshShare(double share)
{
    m_maxRefreshShare = std::clamp(share, 0.001, 1.0);
    applyInterval();
}

void ClusterWatcher::noteRefreshCost(qint64 ms)
{
    // The median of a few: a periodic full read (REST's resync, slurm://'s static half once a minute) or one slow
    // answer must not stretch polling on its own, nor one quick answer shorten it.
    constexpr qsizetype kKept = 5;
    m_recentCostsMs.append(ms);
    if (m_recentCostsMs.size() > kKept)
        m_recentCostsMs.removeFirst();
    applyInterval();
}

void ClusterWatcher::applyInterval()
{
    qint64 wanted = m_baseInterval;
    if (!m_recentCostsMs.isEmpty()) {
        QList<qint64> sorted = m_recentCostsMs;
        std::sort(sorted.begin(), sorted.end());
        const qint64 median = sorted[sorted.size() / 2];
        wanted = std::clamp<qint64>(qint64(double(median) / m_maxRefreshShare), m_baseInterval,
                                    qint64(m_baseInterval) * MaxStretch);
        // Steps of a tenth of the base, so small changes of the refresh's duration do not restart the timer.
        const qint64 step = std::max(1, m_baseInterval / 10);
        wanted = std::min<qint64>((wanted + step - 1) / step * step, qint64(m_baseInterval) * MaxStretch);
    }
    if (wanted == m_timer.interval())
        return;
    m_timer.setInterval(int(wanted)); // restarts a running timer: the next refresh comes one interval from now
    Q_EMIT intervalChanged(int(wanted));
}

void ClusterWatcher::setState(ConnectionState state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT connectionStateChanged(state);
}

} // namespace qc
