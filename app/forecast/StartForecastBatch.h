#pragma once

#include "../analysis/QueuePosition.h"
#include "../model/ClusterSnapshot.h"
#include "DependencyWait.h"
#include "LiveForecast.h"
#include "StartEstimate.h"
#include "TraceJob.h"

#include <QHash>
#include <QList>
#include <memory>
#include <optional>

namespace qc {

// StartForecast::compute for many jobs of one snapshot (the job table, status --json): the past split by partition
// once, and one LiveForecast per partition, built when a job of it is first forecast. Each estimate is the one
// StartForecast::compute gives for that job alone. Not thread-safe: one batch per thread.
class StartForecastBatch
{
public:
    // `past`: every partition's (Planner::toTrace of the finished jobs). `manyJobs` false: for one or a few jobs,
    // whose drains are planned one by one (the same estimates, without planning the whole partition).
    StartForecastBatch(const ClusterSnapshot& snapshot, const QList<TraceJob>& past, bool manyJobs = true);
    // The same with the past already split by partition.
    StartForecastBatch(const ClusterSnapshot& snapshot, QHash<QString, QList<TraceJob>> pastByPartition);
    ~StartForecastBatch();

    StartEstimate compute(const Job& job, const std::optional<QueuePosition>& position = std::nullopt);

private:
    ClusterSnapshot m_snapshot;
    QHash<QString, QList<TraceJob>> m_past;
    bool m_manyJobs = true;
    QHash<QString, std::shared_ptr<const LiveForecast>> m_models; // null: no past for the partition
    // Partition + '\n' + GPU type -> its pending jobs' QueueDrain plans, made when the first is needed.
    QHash<QString, QHash<QString, QueueDrain::Estimate>> m_drains;
    std::optional<QHash<QString, qint64>> m_ownCapWaits; // StartForecast::ownCapWaitsOfAll, when first needed
    std::unique_ptr<DependencyWait> m_dependencies; // the jobs indexed, when first needed
    std::optional<QHash<QString, qint64>> m_licenseWaits; // LicenseWait::ofAll, when first needed
    std::optional<QHash<QString, qint64>> m_groupCapWaits; // GroupCapWait::ofAll, when first needed
    QHash<QString, int> m_usableGpus; // partition + '\n' + GPU type -> QueueDrain::usableGpus
    QString m_heldNote; // StartForecast::Known::heldNote
};

} // namespace qc
