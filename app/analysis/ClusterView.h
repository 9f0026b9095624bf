#pragma once

#include "../model/ClusterSnapshot.h"
#include "JobInsight.h"
#include "RegionSummary.h"

#include <QHash>
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

    const JobInsight* insightFor(qsizetype jobIndex) const
    {
        return jobIndex >= 0 && jobIndex < insights.size() ? &insights[jobIndex] : nullptr;
    }
    static std::shared_ptr<const ClusterView> build(ClusterSnapshot snapshot, Capabilities capabilities);
};

using ClusterViewPtr = std::shared_ptr<const ClusterView>;

} // namespace qc

Q_DECLARE_METATYPE(qc::ClusterViewPtr)
