#pragma once

#include "../analysis/ClusterView.h"
#include "../backends/Backend.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>

namespace qc {

// Polls one backend and keeps the last good snapshot. A failed refresh never discards data: it marks
// what is shown as stale and says why, and the next success clears it.
class ClusterWatcher : public QObject
{
    Q_OBJECT
public:
    enum class ConnectionState { Connecting, Connected, Failing };
    Q_ENUM(ConnectionState)

    explicit ClusterWatcher(std::shared_ptr<Backend> backend, QObject* parent = nullptr);

    Backend* backend() const { return m_backend.get(); }
    std::shared_ptr<Backend> sharedBackend() const { return m_backend; }
    const ClusterSnapshot& snapshot() const { return m_view->snapshot; }
    ClusterViewPtr view() const { return m_view; }
    bool hasSnapshot() const { return m_view->snapshot.takenAt.isValid(); }
    bool isStale() const { return m_state == ConnectionState::Failing; }
    ConnectionState connectionState() const { return m_state; }
    const BackendError& lastError() const { return m_lastError; }
    QDateTime lastSuccess() const { return m_lastSuccess; }
    // How far the refresh under way has read (Backend::readProgress); bytes < 0: nothing reported.
    struct ReadProgress
    {
        qint64 bytes = -1;
        qint64 total = -1;
        qint64 jobs = 0;
    };
    ReadProgress readProgress() const { return m_progress; }

    // Work on each new view before it reaches the UI thread, on the worker that built it, one view at a time (the
    // session's cause timeline). Must be safe to run while the watcher is gone: it holds what it needs.
    using ViewStep = std::function<void(const ClusterView&)>;
    void setViewStep(ViewStep step) { m_viewStep = std::move(step); }

    // The backend's polling interval. The watcher stretches it on queues so big that a refresh would otherwise
    // take more than maxRefreshShare() of the time (squeue on 100,000 jobs: ~1 s of its CPU and slurmctld's,
    // every refresh): interval() = max(baseInterval(), the median of the last refreshes' costs / share), at
    // most MaxStretch times the base. A refresh's cost is the longer of its duration and the CPU time the process
    // and its children used meanwhile: at 100,000 jobs a refresh of 1.5 s used 2.4 s of CPU (two squeue halves and
    // two parse threads side by side), so polling by duration alone took 8% of a core, not 5%. A refresh asked for
    // (F5, after an action) still runs at once.
    void setInterval(int msec);
    int baseInterval() const { return m_baseInterval; }
    int interval() const { return m_timer.interval(); }
    bool isIntervalStretched() const { return m_timer.interval() > m_baseInterval; }
    void setMaxRefreshShare(double share);
    double maxRefreshShare() const { return m_maxRefreshShare; }
    static constexpr double DefaultMaxRefreshShare = 0.05;
    static constexpr int MaxStretch = 8;
    void start();
    void stop() { m_timer.stop(); }

    // Where a refresh's CPU time is read (processCpuMs()); -1: unknown, the duration alone counts. For tests.
    using CpuClock = std::function<qint64()>;
    void setCpuClock(CpuClock clock) { m_cpuClock = std::move(clock); }

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void snapshotUpdated(const qc::ClusterSnapshot& snapshot);
    // The same refresh with insights and region summaries, computed off the UI thread.
    void viewUpdated(qc::ClusterViewPtr view);
    void refreshFailed(const qc::BackendError& error);
    void connectionStateChanged(qc::ClusterWatcher::ConnectionState state);
    // The refresh under way read more (readProgress()), or ended (bytes -1 again).
    void readProgressChanged();
    // interval() changed: the queue grew or shrank enough to stretch polling, or the base was set.
    void intervalChanged(int msec);

private:
    static QCoro::Task<Result<ClusterViewPtr>> fetchView(std::shared_ptr<Backend> backend, ViewStep step);
    void finishRefresh(const Result<ClusterViewPtr>& result, const QElapsedTimer& took, qint64 cpuBefore);
    void setState(ConnectionState state);
    void noteRefreshCost(qint64 ms);
    void applyInterval();

    std::shared_ptr<Backend> m_backend;
    ViewStep m_viewStep;
    QTimer m_timer;
    ClusterViewPtr m_view = std::make_shared<ClusterView>();
    BackendError m_lastError;
    QDateTime m_lastSuccess;
    ReadProgress m_progress;
    ConnectionState m_state = ConnectionState::Connecting;
    bool m_inFlight = false;
    int m_baseInterval = 5000;
    double m_maxRefreshShare = DefaultMaxRefreshShare;
    QList<qint64> m_recentCostsMs; // the last few refreshes' costs, oldest first
    CpuClock m_cpuClock;
};

} // namespace qc
