#pragma once

#include "../model/ClusterSnapshot.h"
#include "JobShape.h"
#include "RegionEstimate.h"
#include "TraceJob.h"

#include <QCoreApplication>
#include <QList>

namespace qc {

// "Where would it start first?" The same job shape in every partition of the cluster: which ones take it, and
// the expected start in each (LiveForecast: history + the live queue), usable ones first, soonest first.
class RegionComparison
{
    Q_DECLARE_TR_FUNCTIONS(RegionComparison)

public:
    // shape.queue is ignored; shape.priority <= 0 means "a new job": the typical priority of its QOS there.
    static QList<RegionEstimate> compare(const ClusterSnapshot& snapshot, const JobShape& shape,
                                         const QList<TraceJob>& history);
    // Empty when the partition takes the shape, otherwise why not.
    static QString rejection(const ClusterSnapshot& snapshot, const Partition& partition, const JobShape& shape);
};

} // namespace qc
