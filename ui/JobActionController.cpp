#include "JobActionController.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QWidget>

namespace qc {

JobActionController::JobActionController(QWidget* parent)
    : QObject(parent)
    , m_parent(parent)
{
}

namespace {
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
        const VoidResult r = co_await call(id);
        if (!r.ok())
            failures.append(QStringLiteral("%1: %2").arg(id, r.error().toString()));
    }
    Q_UNUSED(keep)
    co_return failures;
}
} // namespace

void JobActionController::apply(const QList<QString>& jobIds, const QString& what,
    std::function<QCoro::Task<VoidResult>(QString)> call)
{
    if (!m_backend || jobIds.isEmpty())
        return;
    QCoro::connect(runAll(m_backend, jobIds, std::move(call)), this, [this, what, count = jobIds.size()](QStringList failures) {
        if (failures.isEmpty())
            Q_EMIT finished(tr("%1: done for %n job(s)", nullptr, int(count)).arg(what), true);
        else
            Q_EMIT finished(tr("%1 failed — %2").arg(what, failures.join(QStringLiteral("; "))), false);
    });
}

void JobActionController::populate(QMenu* menu, const QList<Job>& jobs, const QString& currentUser,
    const QStringList& partitions)
{
    if (!m_backend || jobs.isEmpty())
        return;
    const Capabilities caps = m_backend->capabilities();
    bool allMine = true, allPending = true, allActive = true, allRunning = true;
    QList<QString> ids;
    for (const auto& j : jobs) {
        allMine = allMine && j.user == currentUser;
        allPending = allPending && j.isPending();
        allActive = allActive && isActive(j.state);
        allRunning = allRunning && j.isRunningLike();
        ids.append(j.id);
    }
    const QString notMine = tr("Only the owner (or an operator) can change these jobs.");
    const QString notPending = tr("Only pending jobs can be changed this way.");
    const QString notAllowed = tr("This cluster does not let you do this.");
    auto backend = m_backend;

    auto* hold = addAction(menu, tr("Hold"), allMine && allPending && caps.hold, !allMine ? notMine : !allPending ? notPending : notAllowed);
    connect(hold, &QAction::triggered, this, [this, ids, backend] {
        JobUpdate u;
        u.hold = true;
        apply(ids, tr("Hold"), [backend, u](QString id) { return backend->update(id, u); });
    });
    auto* release = addAction(menu, tr("Release"), allMine && allPending && caps.release, !allMine ? notMine : !allPending ? notPending : notAllowed);
    connect(release, &QAction::triggered, this, [this, ids, backend] {
        JobUpdate u;
        u.hold = false;
        apply(ids, tr("Release"), [backend, u](QString id) { return backend->update(id, u); });
    });
    auto* lower = addAction(menu, tr("Let others go first (nice +100)"), allMine && allPending && caps.raiseNice,
        !allMine ? notMine : !allPending ? notPending : notAllowed);
    connect(lower, &QAction::triggered, this, [this, jobs, backend] {
        QList<QString> ids;
        for (const auto& j : jobs)
            ids.append(j.id);
        apply(ids, tr("Lower priority"), [backend, jobs](QString id) {
            JobUpdate u;
            for (const auto& j : jobs)
                if (j.id == id)
                    u.nice = std::max(0, j.nice) + 100;
            return backend->update(id, u);
        });
    });
    QMenu* move = menu->addMenu(tr("Move to"));
    move->setEnabled(allMine && allPending && caps.changePartition);
    for (const QString& p : partitions) {
        QAction* a = move->addAction(p);
        connect(a, &QAction::triggered, this, [this, ids, backend, p] {
            JobUpdate u;
            u.partition = p;
            apply(ids, tr("Move to %1").arg(p), [backend, u](QString id) { return backend->update(id, u); });
        });
    }
    menu->addSeparator();
    auto* requeue = addAction(menu, tr("Requeue"), allMine && allRunning && caps.requeue,
        !allMine ? notMine : !allRunning ? tr("Only running jobs can be requeued.") : notAllowed);
    connect(requeue, &QAction::triggered, this, [this, ids, backend] {
        apply(ids, tr("Requeue"), [backend](QString id) { return backend->requeue(id); });
    });
    auto* cancel = addAction(menu, tr("Cancel…"), allMine && allActive && caps.cancel, !allMine ? notMine : notAllowed);
    connect(cancel, &QAction::triggered, this, [this, ids, backend] {
        const auto answer = QMessageBox::question(m_parent, tr("Cancel jobs"),
            tr("Cancel %n job(s)? This cannot be undone.", nullptr, int(ids.size())));
        if (answer == QMessageBox::Yes)
            apply(ids, tr("Cancel"), [backend](QString id) { return backend->cancel(id); });
    });
}

} // namespace qc
