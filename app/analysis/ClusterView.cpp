#include "ClusterView.h"

#include "../model/DisposeOffUiThread.h"

#include <QSet>

namespace qc {

QMap<QString, QMap<QString, int>> ClusterView::sumPendingGpusByCause(const ClusterSnapshot& snapshot,
                                                                     const QList<JobInsight>& insights)
{
    QMap<QString, QMap<QString, int>> totals;
    const qsizetype n = std::min(snapshot.jobs.size(), insights.size());
    for (qsizetype i = 0; i < n; ++i) {
        const Job& job = snapshot.jobs[i];
        if (insights[i].cause && job.isPending())
            totals[job.partition][causeName(*insights[i].cause)] += job.gpus;
    }
    return totals;
}

namespace {
QStringList sorted(const QSet<QString>& names)
{
    QStringList out(names.cbegin(), names.cend());
    out.sort();
    return out;
}
} // namespace

QStringList ClusterView::distinctJobQos(const ClusterSnapshot& snapshot)
{
    QSet<QString> names;
    for (const Job& j : snapshot.jobs) {
        if (!j.qos.isEmpty())
            names.insert(j.qos);
    }
    return sorted(names);
}

QStringList ClusterView::distinctGpuTypes(const ClusterSnapshot& snapshot)
{
    QSet<QString> types;
    for (const Node& n : snapshot.nodes) {
        for (const GpuCount& g : n.gpus) {
            if (!g.type.isEmpty())
                types.insert(g.type);
        }
    }
    return sorted(types);
}

std::shared_ptr<const ClusterView> ClusterView::build(ClusterSnapshot snapshot, Capabilities capabilities)
{
    // Whoever drops the last reference on the UI thread (the table, the watcher, a pane) does not pay for freeing a
    // whole refresh there: the view is deleted on a pool thread then, and its pages go back to the system.
    std::shared_ptr<ClusterView> view(new ClusterView, [](ClusterView* gone) {
        disposeOffUiThread(std::unique_ptr<ClusterView>(gone), FreedPages::ReturnToTheSystem);
    });
    view->insights = JobInsight::computeAll(snapshot, capabilities);
    view->regions = RegionSummary::fromSnapshot(snapshot);
    view->pendingGpusByCause = sumPendingGpusByCause(snapshot, view->insights);
    view->jobQos = distinctJobQos(snapshot);
    view->gpuTypes = distinctGpuTypes(snapshot);
    view->capabilities = capabilities;
    view->snapshot = std::move(snapshot);
    return view;
}

} // namespace qc
