#pragma once

#include "../model/ClusterSnapshot.h"
#include "../model/FinishedJob.h"
#include "JobPlan.h"
#include "OffPeakAdvisor.h"
#include "TraceJob.h"

#include <QCoreApplication>
#include <qcoro/qcorotask.h>

class QThreadPool;

namespace qc {

// One call for the CLI and the UI: compare the regions for a shape, pick its partition (or the best usable
// one), forecast "now" there and rank the start windows over the next days.
class Planner
{
    Q_DECLARE_TR_FUNCTIONS(Planner)

public:
    // shape.queue empty: the best usable partition. shape.priority <= 0: typical for its QOS there.
    static JobPlan make(const ClusterSnapshot& snapshot, JobShape shape, const QList<FinishedJob>& history,
                        const OffPeakAdvisor::Options& options = {});
    // The same on a worker thread of `pool`, reading the finished jobs of the last four weeks from a history database
    // (empty path or unreadable store: plans from the live queue alone). The caller owns the pool and destroys it
    // (which waits) before the history database can go: a plan still reading it at exit crashed in SQLite.
    static QCoro::Task<JobPlan> makeAsync(QThreadPool* pool, ClusterSnapshot snapshot, JobShape shape,
                                          QString historyPath, OffPeakAdvisor::Options options);
    static JobPlan makeFromStore(const ClusterSnapshot& snapshot, const JobShape& shape, const QString& historyPath,
                                 const OffPeakAdvisor::Options& options);
    static QList<TraceJob> toTrace(const QList<FinishedJob>& jobs);
    // The other way: a log's job as the history keeps it, its times in `zone`.
    static FinishedJob fromTrace(const TraceJob& job, const QTimeZone& zone);
};

} // namespace qc
