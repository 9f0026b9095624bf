#pragma once

#include "AlertsController.h"
#include "service/ClusterSession.h"
#include "widgets/JobsPane.h"
#include "widgets/LanguageMenu.h"
#include "widgets/OverviewTabs.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QMenu;
class QToolBar;

namespace qc {

class AccountingImportAction;
class TraceImportAction;
class BusyHoursView;
class CauseBreakdownChart;
class ConnectionStatusBar;
class JobActionController;
class JobDetailPane;
class RetryPolicyDialog;

// Owns menus, actions, toolbar, status bar and layout, and one ClusterSession per connection; the panes do the
// work and are wired to each other here.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Connects to a backend URL; on error keeps the current connection and says why. Returns success.
    bool connectTo(const QString& url);
    void connectTo(std::shared_ptr<Backend> backend);
    ClusterSession* session() const { return m_session.get(); }
    ClusterWatcher* watcher() const { return m_session ? m_session->watcher() : nullptr; }
    // The auto-retry policies of the connected cluster; null before the first connection.
    PolicyEngine* policyEngine() const { return m_session ? m_session->policy() : nullptr; }
    JobDetailPane* detailPane() const { return m_detail; }
    JobsPane* jobsPane() const { return m_jobs; }
    JobTableModel* jobModel() const { return m_jobs->model(); }
    JobFilterProxyModel* jobProxy() const { return m_jobs->proxy(); }
    AlertMonitor& alerts() { return m_alerts->monitor(); }
    const QList<Alert>& recentAlerts() const { return m_alerts->recentAlerts(); }
    CauseBreakdownChart* causeChart() const { return m_overview->causeChart(); }
    JobActionController* actions() const { return m_actions; }
    BusyHoursView* busyHours() const { return m_overview->busyHours(); }
    // File ▸ Import accounting history… for the connected cluster.
    AccountingImportAction* accountingImport() const { return m_importAccounting; }
    TraceImportAction* traceImport() const { return m_importTrace; }
    void switchLanguage(const QString& language) { m_languageMenu->switchTo(language); }
    // Recomputes the busy-hours statistics from the history database, off the UI thread.
    void refreshHistoryStats();
    // The job-table context menu for the current selection (exposed for tests).
    QMenu* buildJobMenu(QWidget* parent) { return m_jobs->buildMenu(parent); }
    // Opens the auto-retry policy dialog for the given jobs (non-modal, deleted on close) and returns it.
    RetryPolicyDialog* openRetryPolicyDialog(const QList<Job>& jobs);
    // Opens the submit dialog (non-modal, deleted on close) and returns it.
    class SubmitDialog* openSubmitDialog();
    // Opens View ▸ Usage and cost… for the connected cluster (non-modal, deleted on close); the history arrives
    // in it once read off the UI thread.
    class UsageDialog* openUsageDialog();
    // Opens the cluster profiles dialog (non-modal, deleted on close); its "Connect" connects here.
    class ProfilesDialog* openProfilesDialog();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildLayout();
    void retranslate();
    void showCurrentJob();
    void requestAlternatives(const Job& job);
    void promptConnect();
    void scheduleAt(const QDateTime& begin, const QString& partition, const QString& jobId);

    std::unique_ptr<ClusterSession> m_session;
    JobActionController* m_actions;
    JobsPane* m_jobs = nullptr;
    OverviewTabs* m_overview = nullptr;
    JobDetailPane* m_detail = nullptr;
    ConnectionStatusBar* m_status = nullptr;
    AlertsController* m_alerts = nullptr;
    QMenu* m_fileMenu;
    QMenu* m_viewMenu;
    LanguageMenu* m_languageMenu;
    QMenu* m_helpMenu;
    QToolBar* m_jobBar = nullptr;
    QAction* m_refreshAction;
    QAction* m_submitAction;
    QAction* m_connectAction;
    QAction* m_profilesAction;
    AccountingImportAction* m_importAccounting;
    TraceImportAction* m_importTrace;
    QAction* m_quitAction;
    QAction* m_aboutAction;
    QAction* m_helpAction;
    QAction* m_findAction;
    QAction* m_usageAction;
};

} // namespace qc
