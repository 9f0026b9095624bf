#pragma once

#include "analysis/ClusterView.h"
#include "model/Job.h"
#include "model/JobSpec.h"
#include "models/JobTableDiff.h"

#include <QFont>
#include <QHash>
#include <QPointer>
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QTabWidget;
class QTableView;
class QToolBar;

namespace qc {

class ClusterSession;
class JobActionController;
class JobFilterProxyModel;
class JobTableModel;
class JobViewState;
struct JobInsight;

// The job table with its filter bar (scope, state, region, search), the hint shown when "My jobs" is empty and
// the context menu. It follows the session it is given and remembers the arranged view per cluster profile.
class JobsPane : public QWidget
{
    Q_OBJECT
public:
    JobsPane(JobActionController* actions, QWidget* parent = nullptr);
    ~JobsPane() override;

    // The filters live on the window's toolbar; the pane still drives them.
    void addFilterBar(QToolBar* toolbar);
    // The window's top tabs, whose current tab is saved with the view.
    void rememberTabs(QTabWidget* tabs) { m_tabs = tabs; }
    // Saves the view of the session left, restores the one saved for the new session's profile.
    void setSession(ClusterSession* session);
    void retranslate();
    void focusSearch();
    void saveViewState() const;

    JobTableModel* model() const { return m_model; }
    JobFilterProxyModel* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    // The job under the cursor and its insight; null when none.
    const Job* currentJob() const;
    const JobInsight* currentInsight() const;
    QList<Job> selectedJobs() const;
    // The context menu for the current selection.
    QMenu* buildMenu(QWidget* parent);

Q_SIGNALS:
    // Another job is current, or the current one's data changed (a refresh, a failed refresh).
    void currentJobChanged();
    void duplicateRequested(const qc::JobSpec& spec);
    void retryPolicyRequested(const QList<qc::Job>& jobs);

private:
    void onViewUpdated(const ClusterViewPtr& view);
    void diffNext(); // diffs the waiting view off the UI thread, then shows it
    void showView(const ClusterViewPtr& view, const JobTableDiff& diff);
    void onRefreshFailed();
    void widenIdColumn(const QList<Job>& jobs);
    void fitColumns();
    QHash<QString, int> m_fitWidths; // "column\ntext" -> width wanted, for fitColumns
    QFont m_fitFont;
    void updateEmptyHint();
    void updateRegionFilter(const QList<RegionSummary>& regions);
    void restorePendingSelection();
    void updateJobActions();
    void tellJobsOnScreen();

    JobActionController* m_actions;
    QTabWidget* m_tabs = nullptr;
    QPointer<ClusterSession> m_session;
    JobTableModel* m_model;
    ClusterViewPtr m_waitingView; // arrived while a diff was running
    bool m_diffing = false;
    JobFilterProxyModel* m_proxy;
    QComboBox* m_scopeBox;
    QComboBox* m_stateBox;
    QComboBox* m_regionBox;
    QLineEdit* m_search;
    QLabel* m_emptyHint;
    QTableView* m_view;
    std::unique_ptr<JobViewState> m_viewState;
    QString m_profileId; // whose view state is shown
    QString m_pendingRegion; // saved region and job, applied when the first view has them
    QString m_pendingJob;
};

} // namespace qc
