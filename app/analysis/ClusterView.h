#pragma once

#include "../model/ClusterSnapshot.h"
#include "JobInsight.h"
#include "RegionSummary.h"

#include <QHash>
#include <QMap>
#include <memory>

namespace qc {

// One refresh, fully digested off the UI thread: the snapshot, an insight per job (same order) and
// the region summaries. Shared immutably with the views.
struct ClusterView
{
    ClusterSnapshot snapshot;
    QList<JobInsight> insights;
    QList<RegionSummary> regions;
    Capabilities capabilities;
    // Pending jobs' GPUs per partition (as the job names it) and cause (causeName()): the overview's breakdown,
    // summed here so the UI thread does not walk every job on each refresh.
    QMap<QString, QMap<QString, int>> pendingGpusByCause;
    QStringList jobQos; // the QOS the jobs name, sorted, each once (the Plan tab's choices)
    QStringList gpuTypes; // the GPU types of the nodes, sorted, each once

    const JobInsight* insightFor(qsizetype jobIndex) const
    {
        return jobIndex >= 0 && jobIndex < insights.size() ? &insights[jobIndex] : nullptr;
    }
    static QMap<QString, QMap<QString, int>> sumPendingGpusByCause(const ClusterSnapshot& snapshot,
                                                                   const QList<JobInsight>& insights);
    static QStringList distinctJobQos(const ClusterSnapshot& snapshot);
    static QStringList distinctGpuTypes(const ClusterSnapshot& snapshot);
    static std::shared_ptr<const ClusterView> build(ClusterSnapshot snapshot, Capabilities capabilities);
};

using ClusterViewPtr = std::shared_ptr<const ClusterView>;

} // namespace qc

Q_DECLARE_METATYPE(qc::ClusterViewPtr)
