#include "StartForecastBatch.h"

#include "DependencyWait.h"
#include "GroupCapWait.h"
#include "LicenseWait.h"
#include "StartForecast.h"

namespace qc {

namespace {
QHash<QString, QList<TraceJob>> byPartition(const QList<TraceJob>& past)
{
    QHash<QString, QList<TraceJob>> out;
    for (const TraceJob& t : past)
        out[t.queue].append(t);
    return out;
}
} // namespace

StartForecastBatch::StartForecastBatch(const ClusterSnapshot& snapshot, const QList<TraceJob>& past, bool manyJobs)
    : StartForecastBatch(snapshot, byPartition(past))
{
    m_manyJobs = manyJobs;
}

StartForecastBatch::StartForecastBatch(const ClusterSnapshot& snapshot, QHash<QString, QList<TraceJob>> pastByPartition)
    : m_snapshot(snapshot)
    , m_past(std::move(pastByPartition))
{
}

StartForecastBatch::~StartForecastBatch() = default;

StartEstimate StartForecastBatch::compute(const Job& job, const std::optional<QueuePosition>& position)
{
    auto it = m_models.constFind(job.partition);
    if (it == m_models.cend()) {
        const QList<TraceJob> past = m_past.value(job.partition);
        it = m_models.insert(job.partition,
                             past.isEmpty() ? nullptr : std::make_shared<const LiveForecast>(m_snapshot, past));
    }
    // Partition + '\n' + GPU type: the key of the drains and of the usable GPUs, made once per GPU job.
    const QString group = job.gpus > 0 ? job.partition + QLatin1Char('\n') + job.gpuType : QString();
    std::optional<WaitForecast> wait;
    if (*it) {
        // The drain anchors the forecast of a GPU job the scheduler gives no estimate for (LiveForecast).
        const QueueDrain::Estimate* drain = nullptr;
        if (m_manyJobs && job.isPending() && job.gpus > 0 && !job.estimatedStart.isValid()
            && job.submitTime.isValid()) {
            auto plans = m_drains.find(group);
            if (plans == m_drains.end())
                plans = m_drains.insert(group, QueueDrain::estimatePending(m_snapshot, job.partition, job.gpuType));
            const auto found = plans->constFind(job.id);
            if (found != plans->cend())
                drain = &*found;
        }
        wait = (*it)->forecast(job, drain);
    }
    if (!m_manyJobs)
        return StartForecast::of(m_snapshot, job, wait, position);
    if (!m_ownCapWaits)
        m_ownCapWaits = StartForecast::ownCapWaitsOfAll(m_snapshot);
    StartForecast::Known known;
    known.ownCapWait = m_ownCapWaits->value(job.id, 0);
    if (wait) {
        if (!m_dependencies)
            m_dependencies = std::make_unique<DependencyWait>(m_snapshot);
        known.dependencyWait = m_dependencies->of(job, std::llround(wait->p50));
        if (*known.dependencyWait > 0)
            known.dependencyWaitP50
                = m_dependencies->of(job, std::llround(wait->p50), DependencyWait::medianShare(wait->runShareOfLimit));
    }
    if (!m_licenseWaits)
        m_licenseWaits = LicenseWait::ofAll(m_snapshot);
    known.licenseWait = m_licenseWaits->value(job.id, 0);
    if (!m_groupCapWaits)
        m_groupCapWaits = GroupCapWait::ofAll(m_snapshot);
    known.groupCapWait = m_groupCapWaits->value(job.id, 0);
    known.heldNote = &m_heldNote;
    if (job.gpus > 0) { // the nodes scanned once per partition and type, not once per job
        auto usable = m_usableGpus.constFind(group);
        if (usable == m_usableGpus.cend())
            usable = m_usableGpus.insert(group, QueueDrain::usableGpus(m_snapshot, job.partition, job.gpuType));
        known.usableGpus = *usable;
    }
    return StartForecast::of(m_snapshot, job, wait, position, known);
}

} // namespace qc
