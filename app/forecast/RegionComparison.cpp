#include "RegionComparison.h"

#include "LiveForecast.h"
#include "QueueDrain.h"

#include <algorithm>

namespace qc {

QString RegionComparison::rejection(const ClusterSnapshot& snapshot, const Partition& partition, const JobShape& shape)
{
    if (!partition.isUp())
        return tr("partition is %1").arg(partition.state);
    if (partition.maxTimeS > 0 && shape.timeLimitS > partition.maxTimeS)
        return tr("time limit above the partition's maximum");
    if (!shape.qos.isEmpty() && !partition.allowedQos.isEmpty() && !partition.allowedQos.contains(shape.qos))
        return tr("QOS %1 not allowed").arg(shape.qos);
    // A QOS that caps one user's GPUs below the request: never, in any partition.
    for (const Limit& l : snapshot.limits) {
        if (!shape.qos.isEmpty() && l.scope == Limit::Scope::QosPerUser && l.name == shape.qos
            && l.resource == QLatin1String("gres/gpu") && l.max >= 0 && shape.size > l.max
            && (l.user.isEmpty() || shape.user.isEmpty() || l.user == shape.user))
            return tr("QOS %1 allows one user at most %n GPU(s)", nullptr, int(l.max)).arg(shape.qos);
    }
    JobShape here = shape;
    here.queue = partition.name;
    const QueueDrain::Estimate drain = QueueDrain::estimate(snapshot, here);
    if (drain.capacity < std::max(1, shape.size)) {
        if (drain.capacity == 0 && !shape.gpuType.isEmpty())
            return tr("no %1 GPUs").arg(shape.gpuType);
        return tr("only %n usable GPU(s)", nullptr, drain.capacity);
    }
    return {};
}

QList<RegionEstimate> RegionComparison::compare(const ClusterSnapshot& snapshot, const JobShape& shape,
                                                const QList<TraceJob>& history)
{
    const QDateTime now = snapshot.takenAtOrNow();
    QList<RegionEstimate> out;
    for (const Partition& partition : snapshot.partitions) {
        RegionEstimate e;
        e.partition = partition.name;
        for (const Job& j : snapshot.jobs)
            e.pendingInPartition += j.isPending() && j.partition == partition.name;
        e.whyNot = rejection(snapshot, partition, shape);
        JobShape here = shape;
        here.queue = partition.name;
        here.licenses = snapshot.licensesIn(shape.licenses, partition.name);
        if (here.priority <= 0)
            here.priority = QueueDrain::typicalPriority(snapshot, partition.name, shape.qos);
        const QueueDrain::Estimate drain = QueueDrain::estimate(snapshot, here);
        e.capacity = drain.capacity;
        e.freeNow = drain.freeNow;
        e.jobsAhead = drain.jobsAhead;
        e.usable = e.whyNot.isEmpty();
        if (e.usable) {
            Job probe = LiveForecast::probeJob(here, now);
            if (probe.user.isEmpty())
                probe.user = snapshot.currentUser;
            WaitForecast f = LiveForecast::forecastForJob(snapshot, probe, history);
            const StartEstimate start = LiveForecast::startOfProbe(snapshot, probe, f);
            if (start.kind == StartEstimate::Kind::NeverRuns) {
                e.usable = false;
                // The panel reads "not usable: <why>": the bare reason, not the detail pane's sentence.
                e.whyNot = start.neverRunsWhy;
            } else {
                e.p50 = f.p50;
                e.p90 = f.upper;
                if (start.notBefore.isValid())
                    e.note = start.note;
            }
            e.startedSeen = f.startedSeen;
            e.anchored = f.anchor != WaitForecast::Anchor::None;
        }
        out.append(e);
    }
    std::stable_sort(out.begin(), out.end(), [](const RegionEstimate& a, const RegionEstimate& b) {
        if (a.usable != b.usable)
            return a.usable;
        if (a.p50 != b.p50)
            return a.p50 < b.p50;
        if (a.p90 != b.p90)
            return a.p90 < b.p90;
        return a.partition < b.partition;
    });
    return out;
}

} // namespace qc
