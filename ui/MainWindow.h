#pragma once

#include "analysis/CauseTimeline.h"
#include "forecast/WaitForecast.h"
#include "history/HistoryWriter.h"
#include "service/AlertMonitor.h"
#include "service/ClusterWatcher.h"

#include <QMainWindow>
#include <QTimer>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSystemTrayIcon;
class QTabWidget;
class QToolBar;
class QTableView;

namespace qc {

class AccountingImportAction;
class BusyHoursView;
class CauseBreakdownChart;
class HeatmapWidget;
class NodeGridWidget;
class JobActionController;
class JobDetailPane;
class PolicyEngine;
class RetryPolicyDialog;
class JobFilterProxyModel;
class LiveLoadChart;
class OffPeakPanel;
class JobTableModel;
class JobViewState;
class RegionTableModel;

// Owns menus, toolbar, status bar and layout; the job table, region overview and detail pane do the work.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Connects to a backend URL; on error keeps the current connection and says why. Returns success.
    bool connectTo(const QString& url);
    void connectTo(std::shared_ptr<Backend> backend);
    ClusterWatcher* watcher() const { return m_watcher.get(); }
    JobDetailPane* detailPane() const { return m_detail; }
    JobTableModel* jobModel() const { return m_jobModel; }
    JobFilterProxyModel* jobProxy() const { return m_proxy; }
    void switchLanguage(const QString& language);
    AlertMonitor& alerts() { return m_alerts; }
    const QList<Alert>& recentAlerts() const { return m_recentAlerts; }
    CauseBreakdownChart* causeChart() const { return m_causeChart; }
    const CauseTimeline& timeline() const { return m_timeline; }
    JobActionController* actions() const { return m_actions; }
    // The auto-retry policies of the connected cluster; null before the first connection.
    PolicyEngine* policyEngine() const { return m_policy.get(); }
    // Opens the auto-retry policy dialog for the given jobs (non-modal, deleted on close) and returns it.
    RetryPolicyDialog* openRetryPolicyDialog(const QList<Job>& jobs);
    BusyHoursView* busyHours() const { return m_busyHours; }
    // File ▸ Import accounting history… for the connected cluster.
    AccountingImportAction* accountingImport() const { return m_importAccounting; }
    // Recomputes the busy-hours statistics from the history database, off the UI thread.
    void refreshHistoryStats();
    // The job-table context menu for the current selection (exposed for tests).
    QMenu* buildJobMenu(QWidget* parent);
    // Opens the submit dialog (non-modal, deleted on close) and returns it.
    class SubmitDialog* openSubmitDialog();
    // Opens the cluster profiles dialog (non-modal, deleted on close); its "Connect" connects here.
    class ProfilesDialog* openProfilesDialog();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildLayout();
    void retranslate();
    void onViewUpdated(const ClusterViewPtr& view);
    void onRefreshFailed(const BackendError& error);
    void widenIdColumn(const QList<Job>& jobs);
    void fitJobColumns();
    void updateEmptyHint();
    void saveViewState() const;
    void restorePendingSelection();
    void updateStatus();
    void updateDetail();
    void updateJobActions();
    void updateForecast(const Job& job);
    void updateRegionFilter(const QList<RegionSummary>& regions);
    void updateTypeHeatmap(const QList<RegionSummary>& regions);
    void promptConnect();
    void buildAlertMenu();
    void raiseAlerts(const QList<Alert>& alerts);
    void scheduleAt(const QDateTime& begin, const QString& partition, const QString& jobId);

    std::unique_ptr<ClusterWatcher> m_watcher;
    JobTableModel* m_jobModel;
    JobFilterProxyModel* m_proxy;
    RegionTableModel* m_regionModel;
    QTableView* m_jobView;
    QTableView* m_regionView;
    JobDetailPane* m_detail;
    QComboBox* m_scopeBox;
    QComboBox* m_stateBox;
    QComboBox* m_regionBox;
    QLineEdit* m_search;
    QLabel* m_backendLabel;
    QLabel* m_connectionLabel;
    QLabel* m_ageLabel;
    QMenu* m_fileMenu;
    QMenu* m_viewMenu;
    QMenu* m_languageMenu;
    QMenu* m_helpMenu;
    QMenu* m_alertMenu;
    QList<QAction*> m_alertActions;
    QAction* m_positionAction;
    QTabWidget* m_topTabs;
    QToolBar* m_jobBar = nullptr;
    CauseBreakdownChart* m_causeChart;
    NodeGridWidget* m_nodeGrid;
    HeatmapWidget* m_typeHeatmap;
    QSystemTrayIcon* m_tray = nullptr;
    AlertMonitor m_alerts;
    CauseTimeline m_timeline;
    QList<Alert> m_recentAlerts;
    QAction* m_refreshAction;
    QAction* m_submitAction;
    QAction* m_connectAction;
    QAction* m_profilesAction;
    AccountingImportAction* m_importAccounting;
    QAction* m_quitAction;
    QAction* m_aboutAction;
    QAction* m_helpAction;
    QAction* m_findAction;
    QLabel* m_emptyHint;
    std::unique_ptr<JobViewState> m_viewState;
    QString m_profileId; // whose view state is shown
    QString m_pendingRegion; // saved region and job, applied when the first view has them
    QString m_pendingJob;
    QAction* m_englishAction;
    QAction* m_chineseAction;
    QTimer m_ageTimer;
    JobActionController* m_actions;
    BusyHoursView* m_busyHours;
    LiveLoadChart* m_liveLoad;
    OffPeakPanel* m_plan;
    std::unique_ptr<HistoryWriter> m_history;
    std::unique_ptr<PolicyEngine> m_policy;
    QDateTime m_lastSample;
    QTimer m_statsTimer;
    bool m_statsInFlight = false;
    QHash<QString, QList<std::pair<QDateTime, WaitForecast>>> m_forecastTrail; // job id -> estimates seen
};

} // namespace qc
