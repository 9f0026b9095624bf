#pragma once

#include "service/AlertMonitor.h"

#include <QObject>

class QAction;
class QMenu;
class QSystemTrayIcon;
class QWidget;

namespace qc {

class ClusterSession;

// View ▸ Alerts and the tray icon: which alerts the person wants (saved), the position to alert at, and what
// the monitor raises for each view of the session, as tray messages and the last 100 in a list.
class AlertsController : public QObject
{
    Q_OBJECT
public:
    // Adds the Alerts submenu to `viewMenu`; `window` parents the position dialog.
    AlertsController(QMenu* viewMenu, QWidget* window);

    // A new cluster: what is true at connect is a baseline, not news.
    void setSession(ClusterSession* session);
    void retranslate();
    AlertMonitor& monitor() { return m_monitor; }
    const QList<Alert>& recentAlerts() const { return m_recent; }

Q_SIGNALS:
    // For the status bar: "title: message".
    void alertRaised(const QString& text);

private:
    void raise(const QList<Alert>& alerts);
    void askPosition();

    QWidget* m_window;
    AlertMonitor m_monitor;
    QList<Alert> m_recent;
    QMenu* m_menu;
    QList<QAction*> m_kindActions;
    QAction* m_positionAction;
    QSystemTrayIcon* m_tray = nullptr;
};

} // namespace qc
