#include "ConnectionStatusBar.h"

#include "model/Clock.h"
#include "policy/PolicyEngine.h"
#include "service/ClusterSession.h"

#include <QLabel>

namespace qc {

namespace {
// A style sheet set again, even unchanged, re-polishes the label: ~1 ms each time, and the status is updated
// every second and on every chunk of a big job list arriving.
void setStyleSheetIfChanged(QLabel* label, const QString& sheet)
{
    if (label->styleSheet() != sheet)
        label->setStyleSheet(sheet);
}
} // namespace

ConnectionStatusBar::ConnectionStatusBar(QWidget* parent)
    : QStatusBar(parent)
    , m_backendLabel(new QLabel(this))
    , m_connectionLabel(new QLabel(this))
    , m_ageLabel(new QLabel(this))
    , m_policyLabel(new QLabel(this))
{
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_ageLabel->setObjectName(QStringLiteral("ageLabel"));
    m_policyLabel->setObjectName(QStringLiteral("policyLabel"));
    m_policyLabel->setStyleSheet(QStringLiteral("color:#C62828"));
    m_policyLabel->hide();
    addWidget(m_backendLabel);
    addWidget(m_connectionLabel, 1);
    addPermanentWidget(m_policyLabel);
    addPermanentWidget(m_ageLabel);
    m_ageTimer.setInterval(1000);
    connect(&m_ageTimer, &QTimer::timeout, this, &ConnectionStatusBar::updateStatus);
    m_ageTimer.start();
}

void ConnectionStatusBar::setSession(ClusterSession* session)
{
    m_session = session;
    connect(session, &ClusterSession::viewUpdated, this, &ConnectionStatusBar::updateStatus);
    connect(session->watcher(), &ClusterWatcher::refreshFailed, this, &ConnectionStatusBar::updateStatus);
    connect(session->watcher(), &ClusterWatcher::connectionStateChanged, this, &ConnectionStatusBar::updateStatus);
    connect(session->watcher(), &ClusterWatcher::readProgressChanged, this, &ConnectionStatusBar::updateStatus);
    connect(session->watcher(), &ClusterWatcher::intervalChanged, this, &ConnectionStatusBar::updateStatus);
    // What the session does on its own, in the background, is news for the status bar too.
    connect(session->policy(), &PolicyEngine::actionLogged, this, [this](const PolicyLogEntry& entry) {
        showMessage(tr("Auto-retry, job %1: %2").arg(entry.jobId, entry.message), 15000);
    });
    connect(session->policy(), &PolicyEngine::storeFailed, this,
            [this](const QString& error) { showMessage(tr("Policies not saved: %1").arg(error), 15000); });
    // The policy database loads in the background. A refusal can come before this connection exists (a database
    // that fails at once answers inside the engine's constructor), so the lasting mark reads the engine's state in
    // updateStatus(); the signal adds the passing message and the update.
    connect(session->policy(), &PolicyEngine::readyChanged, this, [this](bool ok, const QString& error) {
        if (!ok)
            showMessage(tr("Policies not loaded: %1").arg(error), 15000);
        updateStatus();
    });
    connect(session, &ClusterSession::historyFailed, this,
            [this](const QString& error) { showMessage(tr("History not saved: %1").arg(error), 15000); });
    updateStatus();
}

void ConnectionStatusBar::updateStatus()
{
    const QString policyError = m_session ? m_session->policy()->loadError() : QString();
    m_policyLabel->setVisible(!policyError.isEmpty());
    if (!policyError.isEmpty()) {
        m_policyLabel->setText(tr("Auto-retry off: policies not loaded"));
        m_policyLabel->setToolTip(tr("Policies not loaded: %1").arg(policyError));
    }
    if (!m_session) {
        m_backendLabel->setText(tr("Not connected"));
        m_connectionLabel->clear();
        m_ageLabel->clear();
        return;
    }
    const ClusterWatcher* watcher = m_session->watcher();
    m_backendLabel->setText(QStringLiteral("%1 — %2").arg(watcher->backend()->displayName(),
                                                          watcher->backend()->url().toString(QUrl::RemovePassword)));
    switch (watcher->connectionState()) {
    case ClusterWatcher::ConnectionState::Connecting:
        m_connectionLabel->setText(tr("Connecting…"));
        setStyleSheetIfChanged(m_connectionLabel, QString());
        break;
    case ClusterWatcher::ConnectionState::Connected:
        m_connectionLabel->setText(tr("Connected"));
        setStyleSheetIfChanged(m_connectionLabel, QStringLiteral("color:#2E7D32"));
        break;
    case ClusterWatcher::ConnectionState::Failing:
        m_connectionLabel->setText(
            tr("Refresh failed: %1 — showing the last good data").arg(watcher->lastError().toString()));
        setStyleSheetIfChanged(m_connectionLabel, QStringLiteral("color:#C62828"));
        break;
    }
    // A big queue's job list takes a while: say how much of it has arrived.
    if (const ClusterWatcher::ReadProgress p = watcher->readProgress(); p.bytes >= 0) {
        const QString mb = QString::number(double(p.bytes) / (1024 * 1024), 'f', 1);
        m_connectionLabel->setText(m_connectionLabel->text() + QStringLiteral(" — ")
                                   + tr("reading the job list: %1 MB, %n job(s) so far", nullptr, int(p.jobs)).arg(mb));
    }
    if (!watcher->hasSnapshot()) {
        m_ageLabel->setText(tr("No data yet"));
        return;
    }
    const qint64 age = std::max<qint64>(0, watcher->lastSuccess().secsTo(Clock::currentDateTimeUtc()));
    QString ageText
        = age < 120 ? tr("Data from %n s ago", nullptr, int(age)) : tr("Data from %n min ago", nullptr, int(age / 60));
    // When polling was stretched (a big queue, or a slow machine: the demo in a busy chroot too), say so: otherwise
    // data 40 s old looks like a stalled refresh. The reason named is the one known: refreshing takes long.
    if (watcher->isIntervalStretched())
        ageText += QStringLiteral(" · ")
            + tr("refreshed every %n s (refreshing takes long here)", nullptr, (watcher->interval() + 500) / 1000);
    m_ageLabel->setText(watcher->isStale() ? tr("STALE — %1").arg(ageText) : ageText);
    setStyleSheetIfChanged(m_ageLabel,
                           watcher->isStale() ? QStringLiteral("color:#C62828;font-weight:bold") : QString());
}

} // namespace qc
