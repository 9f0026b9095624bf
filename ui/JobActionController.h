#pragma once

#include "analysis/ClusterView.h"
#include "backends/Backend.h"
#include "forecast/Alternative.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace qc {

class PolicyEngine;

// Job actions on the selected jobs, for the context menu and the job toolbar: hold, release, change priority,
// move, change times, requeue, cancel. Each is enabled only when the backend's capabilities and the jobs'
// states allow it, with a tooltip saying why not. Every action works on a multi-job selection.
class JobActionController : public QObject
{
    Q_OBJECT
public:
    explicit JobActionController(QWidget* parent);

    void setBackend(std::shared_ptr<Backend> backend);
    // Where submissions are remembered, so an alternative that resubmits a job sends exactly what was sent.
    void setPolicyEngine(PolicyEngine* engine);
    // The selection the toolbar acts on, with the view it came from (dialogs rank against its snapshot). The view is
    // shared, not copied: a copy of its snapshot made this the last owner of the previous refresh's jobs, freed on
    // the UI thread on every refresh.
    void setSelection(const QList<Job>& jobs, ClusterViewPtr view);
    // Adds the job toolbar's actions (Hold, Release, Reprioritize…, Move…, Change times…, Cancel…).
    void addToolBarActions(QToolBar* toolbar);
    void retranslate();

    // Fills `menu` for the selected jobs (all must belong to `currentUser`); `partitions` for "Move to".
    void populate(QMenu* menu, const QList<Job>& jobs, const QString& currentUser, const QStringList& partitions);

    // Runs one change on every job; reports per job. Confirmation is the caller's business.
    void apply(const QList<QString>& jobIds, const QString& what, std::function<QCoro::Task<VoidResult>(QString)> call);

    // The dialogs, opened non-modally on the given jobs; applied on OK.
    void openReprioritize(const QList<Job>& jobs);
    void openTimeDialog(const QList<Job>& jobs);
    void confirmCancel(const QList<QString>& ids);
    void hold(const QList<QString>& ids, bool on);
    void move(const QList<QString>& ids, const QString& partition);
    void openMoveDialog(const QList<Job>& jobs, const QString& partition);
    // A pending job to start no earlier than `begin`, in `partition` (moved there if it is elsewhere).
    void schedule(const Job& job, const QDateTime& begin, const QString& partition);
    // One alternative of the advisor, after a confirmation that shows the exact request: a shorter limit, another
    // partition or QOS, or a begin time, as an update of the waiting job; fewer GPUs (with the longer limit) as a
    // resubmission of the remembered request that cancels the original only while it still waits.
    void applyAlternative(const qc::Job& job, const qc::Alternative& alternative);

Q_SIGNALS:
    void finished(const QString& message, bool ok);

private:
    struct Allowed
    {
        bool mine = true, pending = true, active = true, running = true;
    };
    static Allowed check(const QList<Job>& jobs, const QString& currentUser);
    static QList<QString> idsOf(const QList<Job>& jobs);
    QString describeJobs(const QList<QString>& ids) const;
    void updateToolBar();
    Capabilities capabilitiesFor(const QList<Job>& jobs) const;

    // Shows the alternative's request (with its note) and asks; true: go ahead.
    bool confirmAlternative(const Alternative& alternative, const QString& text, QString detail);
    // The job's remembered request as the job is now; on failure says why (finished) and returns nothing.
    std::optional<JobSpec> rememberedRequest(const Job& job, const Alternative& alternative);
    void resubmitWithFewerGpus(const Job& job, const Alternative& alternative);
    void resubmitSplit(const Job& job, const Alternative& alternative);

    QWidget* m_parent;
    std::shared_ptr<Backend> m_backend;
    QPointer<PolicyEngine> m_policies;
    QList<Job> m_selection;
    ClusterViewPtr m_view = std::make_shared<const ClusterView>();
    QAction* m_hold;
    QAction* m_release;
    QAction* m_reprioritize;
    QAction* m_move;
    QMenu* m_moveMenu;
    QAction* m_times;
    QAction* m_cancel;
};

} // namespace qc
