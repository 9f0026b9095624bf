#include "RegionSummary.h"

#include <QHash>

namespace qc {

QList<RegionSummary> RegionSummary::fromSnapshot(const ClusterSnapshot& snapshot)
{
    QList<RegionSummary> out;
    QHash<QString, qsizetype> index;
    for (const auto& p : snapshot.partitions) {
        RegionSummary r;
        r.name = p.name;
        r.state = p.state;
        index.insert(p.name, out.size());
        out.append(r);
    }
    for (const auto& n : snapshot.nodes) {
        for (const auto& part : n.partitions) {
            auto it = index.find(part);
            if (it == index.end())
                continue;
            RegionSummary& r = out[*it];
            ++r.nodes;
            r.gpusTotal += n.gpusTotal();
            r.gpusBusy += n.gpusUsed();
            if (n.available()) {
                r.gpusFree += n.gpusFree();
                r.maxFreeOnOneNode = std::max(r.maxFreeOnOneNode, n.gpusFree());
            } else {
                r.gpusUnavailable += n.gpusTotal() - n.gpusUsed();
            }
            for (const auto& g : n.gpus) {
                r.gpusTotalByType[g.type] += g.total;
                if (n.available())
                    r.gpusFreeByType[g.type] += g.total - g.used;
            }
        }
    }
    for (const auto& j : snapshot.jobs) {
        // A job submitted to several partitions ("a,b") counts in the first; Slurm reports it that way.
        auto it = index.find(j.partition.section(QLatin1Char(','), 0, 0));
        if (it == index.end())
            continue;
        RegionSummary& r = out[*it];
        if (j.isPending()) {
            ++r.pendingJobs;
            r.pendingGpus += j.gpus;
        } else if (j.isRunningLike()) {
            ++r.runningJobs;
        }
    }
    return out;
}

} // namespace qc
