#include "JobActionController.h"

#include "dialogs/JobTimeDialog.h"
#include "dialogs/MessageBox.h"
#include "dialogs/MoveDialog.h"
#include "dialogs/ReprioritizeDialog.h"
#include "forecast/StartForecast.h"
#include "model/Clock.h"
#include "model/SlurmTime.h"
#include "policy/PolicyActions.h"
#include "policy/PolicyEngine.h"
#include "policy/ResubmitSpec.h"
#include "policy/SplitResubmit.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QToolBar>
#include <QToolButton>
#include <QWidget>

namespace qc {

JobActionController::JobActionController(QWidget* parent)
    : QObject(parent)
    , m_parent(parent)
{
    auto make = [this](const char* name) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromLatin1(name));
        a->setEnabled(false);
        return a;
    };
    m_hold = make("holdAction");
    m_release = make("releaseAction");
    m_reprioritize = make("reprioritizeAction");
    m_move = make("moveAction");
    m_moveMenu = new QMenu(parent);
    m_moveMenu->setObjectName(QStringLiteral("moveMenu"));
    m_move->setMenu(m_moveMenu);
    m_times = make("timeAction");
    m_cancel = make("cancelAction");
    // Keys for the toolbar; Delete cancels after the same confirmation as the button.
    m_hold->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_release->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_reprioritize->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_times->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_cancel->setShortcut(QKeySequence::Delete);
    connect(m_hold, &QAction::triggered, this, [this] { hold(idsOf(m_selection), true); });
    connect(m_release, &QAction::triggered, this, [this] { hold(idsOf(m_selection), false); });
    connect(m_reprioritize, &QAction::triggered, this, [this] { openReprioritize(m_selection); });
    connect(m_times, &QAction::triggered, this, [this] { openTimeDialog(m_selection); });
    connect(m_cancel, &QAction::triggered, this, [this] { confirmCancel(idsOf(m_selection)); });
    retranslate();
}

void JobActionController::setBackend(std::shared_ptr<Backend> backend)
{
    m_backend = std::move(backend);
    m_selection.clear();
    updateToolBar();
}

void JobActionController::setPolicyEngine(PolicyEngine* engine)
{
    m_policies = engine;
}

void JobActionController::setSelection(const QList<Job>& jobs, ClusterViewPtr view)
{
    m_selection = jobs;
    m_view = view ? std::move(view) : std::make_shared<const ClusterView>();
    updateToolBar();
}

void JobActionController::addToolBarActions(QToolBar* toolbar)
{
    for (QAction* a : { m_hold, m_release, m_reprioritize, m_move, m_times, m_cancel })
        toolbar->addAction(a);
    if (auto* button = qobject_cast<QToolButton*>(toolbar->widgetForAction(m_move)))
        button->setPopupMode(QToolButton::InstantPopup);
}

void JobActionController::retranslate()
{
    m_hold->setText(tr("Hold"));
    m_release->setText(tr("Release"));
    m_reprioritize->setText(tr("Reprioritize…"));
    m_move->setText(tr("Move…"));
    m_times->setText(tr("Change times…"));
    m_cancel->setText(tr("Cancel…"));
    updateToolBar();
}

JobActionController::Allowed JobActionController::check(const QList<Job>& jobs, const QString& currentUser)
{
    Allowed a;
    for (const auto& j : jobs) {
        a.mine = a.mine && j.user == currentUser;
        a.pending = a.pending && j.isPending();
        a.active = a.active && isActive(j.state);
        a.running = a.running && j.isRunningLike();
    }
    return a;
}

QList<QString> JobActionController::idsOf(const QList<Job>& jobs)
{
    QList<QString> ids;
    for (const auto& j : jobs)
        ids.append(j.id);
    return ids;
}

namespace {
void gate(QAction* a, bool allowed, const QString& whyNot, const QString& text)
{
    a->setEnabled(allowed);
    a->setToolTip(allowed ? text : whyNot);
}

QAction* addAction(QMenu* menu, const QString& text, bool allowed, const QString& whyNot)
{
    QAction* a = menu->addAction(text);
    a->setEnabled(allowed);
    if (!allowed)
        a->setToolTip(whyNot);
    return a;
}

// Chains the calls one job at a time and collects the failures with the job each belongs to.
QCoro::Task<QStringList> runAll(std::shared_ptr<Backend> keep, QList<QString> ids,
                                std::function<QCoro::Task<VoidResult>(QString)> call)
{
    QStringList failures;
    for (const QString& id : ids) {
        auto task = call(id);
        const VoidResult r = co_await task;
        if (!r.ok())
            failures.append(QStringLiteral("%1: %2").arg(id, r.error().toString()));
    }
    Q_UNUSED(keep)
    co_return failures;
}
} // namespace

Capabilities JobActionController::capabilitiesFor(const QList<Job>& jobs) const
{
    // Side by side, each cluster judges its own jobs: a REST cluster's limits must not grey out a demo job.
    return m_backend->capabilitiesFor(idsOf(jobs));
}

void JobActionController::updateToolBar()
{
    const Capabilities caps = m_backend ? capabilitiesFor(m_selection) : Capabilities {};
    const Allowed a = check(m_selection, m_view->snapshot.currentUser);
    const bool any = m_backend && !m_selection.isEmpty();
    const QString none = tr("Select one or more of your jobs first.");
    const QString notMine = tr("Only the owner (or an operator) can change these jobs.");
    const QString notPending = tr("Only pending jobs can be changed this way.");
    const QString notAllowed = tr("This cluster does not let you do this.");
    auto why = [&](bool needPending, bool capability) {
        return !any                     ? none
            : !a.mine                   ? notMine
            : needPending && !a.pending ? notPending
            : !capability               ? notAllowed
                                        : QString();
    };
    const int n = int(m_selection.size());
    gate(m_hold, any && a.mine && a.pending && caps.hold, why(true, caps.hold),
         tr("Keep %n job(s) from starting", nullptr, n));
    gate(m_release, any && a.mine && a.pending && caps.release, why(true, caps.release),
         tr("Let %n held job(s) start", nullptr, n));
    const bool niceOrQos = caps.raiseNice || caps.lowerNice || caps.changeQos;
    gate(m_reprioritize, any && a.mine && a.pending && niceOrQos, why(true, niceOrQos),
         tr("Change nice or QOS of %n job(s), with the effect on their position", nullptr, n));
    gate(m_move, any && a.mine && a.pending && caps.changePartition, why(true, caps.changePartition),
         tr("Move %n job(s) to another partition", nullptr, n));
    const bool timeOk = caps.changeTimeLimit || caps.changeBeginTime;
    gate(m_times, any && a.mine && (a.active) && timeOk,
         !any            ? none
             : !a.mine   ? notMine
             : !a.active ? tr("Finished jobs have no times to change.")
                         : notAllowed,
         tr("Change start time or time limit of %n job(s)", nullptr, n));
    gate(m_cancel, any && a.mine && a.active && caps.cancel,
         !any          ? none
             : !a.mine ? notMine
                       : notAllowed,
         tr("Cancel %n job(s)", nullptr, n));

    m_moveMenu->clear();
    QStringList current;
    for (const Job& j : m_selection)
        current.append(j.partition);
    for (const auto& p : m_view->snapshot.partitions) {
        QAction* to = m_moveMenu->addAction(p.name);
        to->setObjectName(QStringLiteral("moveTo:") + p.name);
        // Moving to where every selected job already is would change nothing.
        to->setEnabled(current.count(p.name) != current.size());
        connect(to, &QAction::triggered, this, [this, name = p.name] { openMoveDialog(m_selection, name); });
    }
}

void JobActionController::apply(const QList<QString>& jobIds, const QString& what,
                                std::function<QCoro::Task<VoidResult>(QString)> call)
{
    if (!m_backend || jobIds.isEmpty())
        return;
    QCoro::connect(runAll(m_backend, jobIds, std::move(call)), this,
                   [this, what, count = jobIds.size()](QStringList failures) {
                       if (failures.isEmpty())
                           Q_EMIT finished(tr("%1: done for %n job(s)", nullptr, int(count)).arg(what), true);
                       else
                           Q_EMIT finished(tr("%1 failed — %2").arg(what, failures.join(QStringLiteral("; "))), false);
                   });
}

void JobActionController::hold(const QList<QString>& ids, bool on)
{
    auto backend = m_backend;
    JobUpdate u;
    u.hold = on;
    apply(ids, on ? tr("Hold") : tr("Release"), [backend, u](QString id) { return backend->update(id, u); });
}

void JobActionController::move(const QList<QString>& ids, const QString& partition)
{
    auto backend = m_backend;
    JobUpdate u;
    u.partition = partition;
    apply(ids, tr("Move to %1").arg(partition), [backend, u](QString id) { return backend->update(id, u); });
}

void JobActionController::openMoveDialog(const QList<Job>& jobs, const QString& partition)
{
    if (!m_backend || jobs.isEmpty())
        return;
    // Shows each job's place and GPU time here and there before anything is sent, as Reprioritize does.
    auto* dialog = new MoveDialog(m_view->snapshot, jobs, partition, m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { move(dialog->jobIds(), dialog->partition()); });
    dialog->open();
}

void JobActionController::schedule(const Job& job, const QDateTime& begin, const QString& partition)
{
    JobUpdate change;
    change.beginTime = begin;
    if (partition != job.partition)
        change.partition = partition;
    auto backend = m_backend; // the action may outlive a reconnect
    apply({ job.id }, tr("Schedule"), [backend, change](QString id) { return backend->update(id, change); });
}

void JobActionController::applyAlternative(const Job& job, const Alternative& a)
{
    if (!m_backend)
        return;
    if (!a.allowed) {
        Q_EMIT finished(tr("%1: not possible here: %2").arg(a.title(), a.whyNot), false);
        return;
    }
    JobUpdate change;
    QString request; // in scontrol's words, what the backend is asked to change
    switch (a.change) {
    case Alternative::Change::ShorterLimit:
        change.timeLimitS = a.timeLimitS;
        request = QStringLiteral("TimeLimit=%1").arg(slurmtime::formatDuration(a.timeLimitS));
        break;
    case Alternative::Change::Partition:
        change.partition = a.partition;
        request = QStringLiteral("Partition=%1").arg(a.partition);
        break;
    case Alternative::Change::Qos:
        change.qos = a.qos;
        request = QStringLiteral("QOS=%1").arg(a.qos);
        break;
    case Alternative::Change::Begin:
        change.beginTime = a.begin;
        request = QStringLiteral("StartTime=%1").arg(a.begin.toLocalTime().toString(Qt::ISODate));
        break;
    case Alternative::Change::FewerGpus:
        resubmitWithFewerGpus(job, a);
        return;
    case Alternative::Change::Split:
        resubmitSplit(job, a);
        return;
    case Alternative::Change::Keep:
        return;
    }
    const QString text = tr("Apply to job %1: %2?").arg(job.id, a.title());
    QString detail = tr("Request: update job %1: %2").arg(job.id, request);
    if (a.hasStart())
        detail += QLatin1Char('\n')
            + tr("Expected to start in %1 instead of %2.")
                  .arg(StartForecast::durationText(double(a.startP50S)),
                       StartForecast::durationText(double(a.startP50S + a.startGainS)));
    if (!confirmAlternative(a, text, detail))
        return;
    auto backend = m_backend; // the action may outlive a reconnect
    apply({ job.id }, a.title(), [backend, change](QString id) { return backend->update(id, change); });
}

bool JobActionController::confirmAlternative(const Alternative& a, const QString& text, QString detail)
{
    if (!a.note.isEmpty())
        detail += QLatin1Char('\n') + a.note;
    return MessageBox::warning(m_parent, QStringLiteral("confirmAlternative"), tr("Apply alternative"), text, detail,
                               QMessageBox::Yes | QMessageBox::No)
        == QMessageBox::Yes;
}

std::optional<JobSpec> JobActionController::rememberedRequest(const Job& job, const Alternative& a)
{
    const Result<JobSpec> built = ResubmitSpec::build(job, m_policies ? m_policies->submission(job.id) : std::nullopt,
                                                      Clock::currentDateTimeUtc());
    if (!built.ok()) {
        Q_EMIT finished(tr("%1: %2").arg(a.title(), built.error().message), false);
        return std::nullopt;
    }
    return built.value();
}

void JobActionController::resubmitWithFewerGpus(const Job& job, const Alternative& a)
{
    // The remembered request with the job as it is now, asking for fewer GPUs and the longer limit they need.
    const std::optional<JobSpec> built = rememberedRequest(job, a);
    if (!built)
        return;
    JobSpec spec = *built;
    spec.gpus = a.gpus;
    spec.timeLimitS = a.timeLimitS;
    const QString text = tr("Resubmit job %1: %2?").arg(job.id, a.title());
    QString detail = tr("Request: submit this, then cancel job %1 only if it is still waiting:").arg(job.id)
        + QLatin1Char('\n') + m_backend->previewSubmit(spec);
    if (!confirmAlternative(a, text, detail))
        return;
    QCoro::connect(PolicyActions::resubmit(m_backend, job, spec, tr("with %n GPU(s)", nullptr, a.gpus)), this,
                   [this, spec](PolicyOutcome outcome) {
                       const bool ok = outcome.outcome == PolicyLogEntry::Outcome::Ok;
                       // The copy is remembered too, so a later resubmission of it is exact as well.
                       if (ok && m_policies && !outcome.newJobId.isEmpty())
                           m_policies->rememberSubmission(outcome.newJobId, spec);
                       Q_EMIT finished(outcome.message, ok);
                   });
}

void JobActionController::resubmitSplit(const Job& job, const Alternative& a)
{
    // The remembered request as the job is now, with each part's share of the GPUs; every request is shown before
    // anything is sent, and the original goes only once every part is in and only while it still waits.
    const std::optional<JobSpec> built = rememberedRequest(job, a);
    if (!built)
        return;
    JobSpec part = *built;
    part.gpus = a.gpus;
    const int parts = std::max(2, a.jobs);
    const QString text = tr("Split job %1: %2?").arg(job.id, a.title());
    QString detail
        = tr("Request: submit these %n job(s), then cancel job %1 only if it is still waiting:", nullptr, parts)
              .arg(job.id);
    for (int i = 0; i < parts; ++i)
        detail += QLatin1Char('\n') + m_backend->previewSubmit(SplitResubmit::partSpec(part, i, parts));
    if (!confirmAlternative(a, text, detail))
        return;
    QCoro::connect(SplitResubmit::run(m_backend, job, part, parts), this, [this](SplitResubmit::Outcome outcome) {
        // Each part is remembered, so a later resubmission of one is exact as well.
        for (qsizetype i = 0; outcome.ok && m_policies && i < outcome.partIds.size(); ++i)
            m_policies->rememberSubmission(outcome.partIds[i], outcome.partSpecs[i]);
        Q_EMIT finished(outcome.message, outcome.ok);
    });
}

void JobActionController::openReprioritize(const QList<Job>& jobs)
{
    if (!m_backend || jobs.isEmpty())
        return;
    auto* dialog = new ReprioritizeDialog(capabilitiesFor(jobs), m_view->snapshot, jobs, m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, backend = m_backend] {
        const JobUpdate u = dialog->update();
        apply(dialog->jobIds(), tr("Change priority"), [backend, u](QString id) { return backend->update(id, u); });
    });
    dialog->open();
}

void JobActionController::openTimeDialog(const QList<Job>& jobs)
{
    if (!m_backend || jobs.isEmpty())
        return;
    auto* dialog = new JobTimeDialog(capabilitiesFor(jobs), m_view->snapshot, jobs, m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, backend = m_backend] {
        const JobUpdate u = dialog->update();
        apply(dialog->jobIds(), tr("Change times"), [backend, u](QString id) { return backend->update(id, u); });
    });
    dialog->open();
}

QString JobActionController::describeJobs(const QList<QString>& ids) const
{
    // Named, so the person confirming sees which jobs go; ten lines are enough to recognise a selection.
    constexpr qsizetype shown = 10;
    QStringList lines;
    for (qsizetype i = 0; i < std::min(shown, ids.size()); ++i) {
        const Job* job = m_view->snapshot.findJob(ids[i]);
        if (!job) {
            for (const Job& j : m_selection) {
                if (j.id == ids[i])
                    job = &j;
            }
        }
        lines.append(job && !job->name.isEmpty() ? tr("%1 (%2)").arg(ids[i], job->name) : ids[i]);
    }
    if (ids.size() > shown)
        lines.append(tr("and %n more", nullptr, int(ids.size() - shown)));
    return lines.join(QLatin1Char('\n'));
}

void JobActionController::confirmCancel(const QList<QString>& ids)
{
    if (!m_backend || ids.isEmpty())
        return;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Cancel jobs"),
                                tr("Cancel %n job(s)? This cannot be undone.", nullptr, int(ids.size())),
                                QMessageBox::Yes | QMessageBox::No, m_parent);
    box->setInformativeText(describeJobs(ids));
    box->setObjectName(QStringLiteral("cancelConfirmation"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, ids, backend = m_backend] {
        if (box->clickedButton() == box->button(QMessageBox::Yes))
            apply(ids, tr("Cancel"), [backend](QString id) { return backend->cancel(id); });
    });
    box->open();
}

void JobActionController::populate(QMenu* menu, const QList<Job>& jobs, const QString& currentUser,
                                   const QStringList& partitions)
{
    if (!m_backend || jobs.isEmpty())
        return;
    const Capabilities caps = capabilitiesFor(jobs);
    const Allowed a = check(jobs, currentUser);
    const QList<QString> ids = idsOf(jobs);
    const QString notMine = tr("Only the owner (or an operator) can change these jobs.");
    const QString notPending = tr("Only pending jobs can be changed this way.");
    const QString notAllowed = tr("This cluster does not let you do this.");
    auto pendingWhy = [&](bool capability) {
        return !a.mine ? notMine : !a.pending ? notPending : capability ? QString() : notAllowed;
    };
    auto backend = m_backend;

    auto* holdAction = addAction(menu, tr("Hold"), a.mine && a.pending && caps.hold, pendingWhy(caps.hold));
    connect(holdAction, &QAction::triggered, this, [this, ids] { hold(ids, true); });
    auto* releaseAction = addAction(menu, tr("Release"), a.mine && a.pending && caps.release, pendingWhy(caps.release));
    connect(releaseAction, &QAction::triggered, this, [this, ids] { hold(ids, false); });
    auto* lower = addAction(menu, tr("Let others go first (nice +100)"), a.mine && a.pending && caps.raiseNice,
                            pendingWhy(caps.raiseNice));
    connect(lower, &QAction::triggered, this, [this, jobs, backend] {
        apply(idsOf(jobs), tr("Lower priority"), [backend, jobs](QString id) {
            JobUpdate u;
            for (const auto& j : jobs)
                if (j.id == id)
                    u.nice = std::max(0, j.nice) + 100;
            return backend->update(id, u);
        });
    });
    const bool niceOrQos = caps.raiseNice || caps.lowerNice || caps.changeQos;
    auto* reprioritize = addAction(menu, tr("Reprioritize…"), a.mine && a.pending && niceOrQos, pendingWhy(niceOrQos));
    connect(reprioritize, &QAction::triggered, this, [this, jobs] { openReprioritize(jobs); });
    QMenu* moveTo = menu->addMenu(tr("Move to"));
    moveTo->setEnabled(a.mine && a.pending && caps.changePartition);
    for (const QString& p : partitions) {
        QAction* to = moveTo->addAction(p);
        connect(to, &QAction::triggered, this, [this, ids, p] {
            QList<Job> jobs;
            for (const QString& id : ids) {
                if (const Job* j = m_view->snapshot.findJob(id))
                    jobs.append(*j);
            }
            openMoveDialog(jobs, p);
        });
    }
    auto* times
        = addAction(menu, tr("Change times…"), a.mine && a.active && (caps.changeTimeLimit || caps.changeBeginTime),
                    !a.mine ? notMine : notAllowed);
    connect(times, &QAction::triggered, this, [this, jobs] { openTimeDialog(jobs); });
    menu->addSeparator();
    auto* requeue = addAction(menu, tr("Requeue"), a.mine && a.running && caps.requeue,
                              !a.mine          ? notMine
                                  : !a.running ? tr("Only running jobs can be requeued.")
                                               : notAllowed);
    connect(requeue, &QAction::triggered, this, [this, ids, backend] {
        apply(ids, tr("Requeue"), [backend](QString id) { return backend->requeue(id); });
    });
    auto* cancel = addAction(menu, tr("Cancel…"), a.mine && a.active && caps.cancel, !a.mine ? notMine : notAllowed);
    connect(cancel, &QAction::triggered, this, [this, ids] { confirmCancel(ids); });
}

} // namespace qc
