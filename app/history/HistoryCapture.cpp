#include "HistoryCapture.h"

#include <QHash>

namespace qc::historycapture {

QList<HistorySample> samples(const ClusterView& view)
{
    const ClusterSnapshot& snapshot = view.snapshot;
    const QDateTime time = snapshot.takenAtOrNow();
    QList<HistorySample> out;
    QHash<QString, qsizetype> index;
    for (const auto& r : view.regions) {
        HistorySample s;
        s.time = time;
        s.region = r.name;
        s.gpusTotal = r.gpusTotal;
        s.gpusBusy = r.gpusBusy;
        s.gpusFree = r.gpusFree;
        s.runningJobs = r.runningJobs;
        s.pendingJobs = r.pendingJobs;
        s.pendingGpus = r.pendingGpus;
        s.gpusTotalByType = r.gpusTotalByType;
        s.gpusFreeByType = r.gpusFreeByType;
        index.insert(r.name, out.size());
        out.append(std::move(s));
    }
    // RegionSummary has no busy count per type; the nodes have it.
    for (const auto& n : snapshot.nodes) {
        for (const auto& part : n.partitions) {
            const auto it = index.constFind(part);
            if (it == index.cend())
                continue;
            for (const auto& g : n.gpus)
                out[*it].gpusBusyByType[g.type] += g.used;
        }
    }
    for (qsizetype i = 0; i < snapshot.jobs.size(); ++i) {
        const Job& job = snapshot.jobs[i];
        if (!job.isPending())
            continue;
        const auto it = index.constFind(job.partition.section(QLatin1Char(','), 0, 0));
        if (it == index.cend())
            continue;
        const JobInsight* insight = view.insightFor(i);
        const Cause cause = insight && insight->cause ? *insight->cause : Cause::Other;
        const QString name = causeName(cause);
        out[*it].pendingJobsByCause[name] += 1;
        out[*it].pendingGpusByCause[name] += job.gpus;
    }
    return out;
}

FinishedJob fromJob(const Job& job)
{
    return FinishedJob::fromJob(job);
}

QList<FinishedJob> finishedJobs(const ClusterSnapshot& snapshot)
{
    QList<FinishedJob> out;
    for (const auto& job : snapshot.jobs) {
        if (isFinished(job.state) && job.submitTime.isValid())
            out.append(fromJob(job));
    }
    return out;
}

} // namespace qc::historycapture
