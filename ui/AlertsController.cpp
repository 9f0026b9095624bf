#include "AlertsController.h"

#include "service/ClusterSession.h"

#include <QApplication>
#include <QInputDialog>
#include <QMenu>
#include <QSettings>
#include <QSystemTrayIcon>

namespace qc {

AlertsController::AlertsController(QMenu* viewMenu, QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_menu(viewMenu->addMenu(QString()))
{
    QSettings settings;
    for (int k = 0; k <= int(Alert::Kind::NeverRuns); ++k) {
        auto* action = m_menu->addAction(QString());
        action->setCheckable(true);
        const QString key = QStringLiteral("alerts/kind%1").arg(k);
        action->setChecked(settings.value(key, true).toBool());
        m_monitor.setEnabled(Alert::Kind(k), action->isChecked());
        connect(action, &QAction::toggled, this, [this, k, key](bool on) {
            m_monitor.setEnabled(Alert::Kind(k), on);
            QSettings().setValue(key, on);
        });
        m_kindActions.append(action);
    }
    m_monitor.setPositionThreshold(settings.value(QStringLiteral("alerts/position"), 3).toInt());
    m_positionAction = m_menu->addAction(QString());
    connect(m_positionAction, &QAction::triggered, this, &AlertsController::askPosition);
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_tray->show();
    }
}

void AlertsController::setSession(ClusterSession* session)
{
    m_monitor.reset();
    connect(session, &ClusterSession::viewUpdated, this,
            [this](const ClusterViewPtr& view) { raise(m_monitor.update(*view)); });
}

void AlertsController::askPosition()
{
    bool ok = false;
    const int n
        = QInputDialog::getInt(m_window, tr("Position alert"), tr("Tell me when one of my jobs reaches position:"),
                               m_monitor.positionThreshold(), 1, 10000, 1, &ok);
    if (ok) {
        m_monitor.setPositionThreshold(n);
        QSettings().setValue(QStringLiteral("alerts/position"), n);
        retranslate();
    }
}

void AlertsController::raise(const QList<Alert>& alerts)
{
    for (const auto& alert : alerts) {
        m_recent.append(alert);
        if (m_tray && QSystemTrayIcon::supportsMessages())
            m_tray->showMessage(alert.title, alert.message, QSystemTrayIcon::Information, 10000);
        Q_EMIT alertRaised(alert.title + QStringLiteral(": ") + alert.message);
    }
    while (m_recent.size() > 100)
        m_recent.removeFirst();
}

void AlertsController::retranslate()
{
    m_menu->setTitle(tr("&Alerts"));
    const QStringList names { tr("When my job starts"), tr("When why it waits changes"),
                              tr("When my job reaches a queue position"), tr("When my job can never start") };
    for (int k = 0; k < m_kindActions.size(); ++k)
        m_kindActions[k]->setText(names.value(k));
    m_positionAction->setText(tr("Position to alert at: %1…").arg(m_monitor.positionThreshold()));
    if (m_tray)
        m_tray->setToolTip(tr("QueueCast"));
}

} // namespace qc
