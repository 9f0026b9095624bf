#pragma once

#include "../analysis/ClusterView.h"
#include "../model/FinishedJob.h"
#include "../model/HistorySample.h"

namespace qc {

// Turns one refresh into what the history keeps: a sample per region and the jobs that have finished.
namespace historycapture {

// One sample per region of the view, stamped with the snapshot's time. Pending jobs are counted by their
// primary cause (a pending job without one counts as "other"); a job submitted to several partitions
// counts in the first, as RegionSummary does.
QList<HistorySample> samples(const ClusterView& view);
// Jobs of the snapshot in a terminal state (COMPLETED, CANCELLED, FAILED, TIMEOUT, ...) with a submit time.
QList<FinishedJob> finishedJobs(const ClusterSnapshot& snapshot);
FinishedJob fromJob(const Job& job);

} // namespace historycapture
} // namespace qc
