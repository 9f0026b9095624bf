#include "ClusterWatcher.h"

namespace qc {

ClusterWatcher::ClusterWatcher(std::shared_ptr<Backend> backend, QObject* parent)
    : QObject(parent)
    , m_backend(std::move(backend))
{
    m_timer.setInterval(5000);
    connect(&m_timer, &QTimer::timeout, this, &ClusterWatcher::refresh);
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
    QCoro::connect(m_backend->fetchSnapshot(), this, [this](Result<ClusterSnapshot> result) {
        m_inFlight = false;
        if (result.ok()) {
            m_snapshot = std::move(result).value();
            m_lastSuccess = QDateTime::currentDateTimeUtc();
            m_lastError = {};
            setState(ConnectionState::Connected);
            Q_EMIT snapshotUpdated(m_snapshot);
        } else {
            m_lastError = result.error();
            setState(ConnectionState::Failing);
            Q_EMIT refreshFailed(m_lastError);
        }
    });
}

void ClusterWatcher::setState(ConnectionState state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT connectionStateChanged(state);
}

} // namespace qc
