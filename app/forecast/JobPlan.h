#pragma once

#include "JobShape.h"
#include "OffPeakWindow.h"
#include "RegionEstimate.h"

#include <QDateTime>
#include <QList>

namespace qc {

// Where and when to run one job shape: the regions compared, and the start windows in the chosen one.
struct JobPlan
{
    JobShape shape; // shape.queue: the partition the windows are for (asked for, or the best usable one)
    QDateTime at; // the snapshot time everything counts from
    QList<RegionEstimate> regions; // usable first, soonest first
    QList<OffPeakWindow> windows; // best first
    qsizetype historyJobs = 0; // finished jobs the history had
    QString error; // non-empty: no plan (e.g. no partition takes the shape)
};

} // namespace qc
