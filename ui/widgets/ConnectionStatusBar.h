#pragma once

#include <QPointer>
#include <QStatusBar>
#include <QTimer>

class QLabel;

namespace qc {

class ClusterSession;

// The window's status bar: which backend, whether its last refresh worked, how old the data is, and what the
// session did in the background (auto-retry actions, history or policies not saved). It follows the session
// itself; everyone else only shows messages on it.
class ConnectionStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit ConnectionStatusBar(QWidget* parent = nullptr);

    void setSession(ClusterSession* session);
    void retranslate() { updateStatus(); }

private:
    void updateStatus();

    QPointer<ClusterSession> m_session;
    QLabel* m_backendLabel;
    QLabel* m_connectionLabel;
    QLabel* m_ageLabel;
    // Shown while the session's auto-retry policies could not be loaded: a lasting state, not a passing message
    // that the next one (an alert, a submitted job) would take away.
    QLabel* m_policyLabel;
    QTimer m_ageTimer;
};

} // namespace qc
