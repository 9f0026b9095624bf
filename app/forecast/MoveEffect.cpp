#include "MoveEffect.h"

#include "../analysis/QueuePosition.h"
#include "QueueDrain.h"
#include "StartForecast.h"

#include <algorithm>

namespace qc {

namespace {
// As ReprioritizeEffect counts: held jobs, jobs waiting on another and jobs whose begin time is ahead stand in
// front of no one; the moved jobs are ranked anyway.
bool competes(const Job& j, const QDateTime& now, const QStringList& moved)
{
    if (!j.isPending())
        return false;
    if (moved.contains(j.id))
        return true;
    if (j.reason.startsWith(QLatin1String("JobHeld")) || j.reason.startsWith(QLatin1String("Dependency")))
        return false;
    return !(j.beginTime.isValid() && now.isValid() && j.beginTime > now);
}

MoveEffect::Side sideOf(const ClusterSnapshot& snapshot, const Job& job, const QList<Job>& queue)
{
    MoveEffect::Side side;
    side.partition = job.partition;
    QList<const Job*> here;
    for (const Job& j : queue) {
        if (j.partition == job.partition)
            here.append(&j);
    }
    std::sort(here.begin(), here.end(), [](const Job* a, const Job* b) { return QueuePosition::runsBefore(*a, *b); });
    side.of = int(here.size());
    for (qsizetype k = 0; k < here.size(); ++k) {
        if (here[k]->id == job.id)
            side.rank = int(k) + 1;
    }
    ClusterSnapshot moved = snapshot;
    moved.jobs = queue;
    side.blocker = StartForecast::neverRunsReason(moved, job);
    if (!snapshot.findPartition(job.partition))
        side.blocker = MoveEffect::tr("there is no partition %1").arg(job.partition);
    if (side.blocker.isEmpty() && job.gpus > 0) {
        JobShape shape { job.partition, job.gpus, job.timeLimitS, job.priority, job.user };
        shape.gpuType = job.gpuType;
        shape.qos = job.qos;
        const QueueDrain::Estimate drain = QueueDrain::estimate(moved, shape, job.id, job.submitTime);
        side.gpusFreeInS = drain.feasible ? drain.startS : -1;
    } else if (side.blocker.isEmpty()) {
        side.gpusFreeInS = 0;
    }
    return side;
}
} // namespace

QList<MoveEffect> MoveEffect::compute(const ClusterSnapshot& snapshot, const QStringList& jobIds,
                                      const QString& partition)
{
    QList<Job> before;
    QList<Job> after;
    for (const Job& j : snapshot.jobs) {
        if (!j.isPending() && !j.isRunningLike())
            continue;
        if (j.isPending() && !competes(j, snapshot.takenAt, jobIds))
            continue;
        before.append(j);
        after.append(jobIds.contains(j.id) && j.isPending() ? snapshot.movedTo(j, partition) : j);
    }
    QList<MoveEffect> out;
    for (const QString& id : jobIds) {
        const auto b = std::find_if(before.cbegin(), before.cend(), [&id](const Job& j) { return j.id == id; });
        const auto a = std::find_if(after.cbegin(), after.cend(), [&id](const Job& j) { return j.id == id; });
        if (b == before.cend() || a == after.cend() || !b->isPending())
            continue;
        MoveEffect e;
        e.jobId = id;
        e.before = sideOf(snapshot, *b, before);
        e.after = sideOf(snapshot, *a, after);
        out.append(e);
    }
    return out;
}

QString MoveEffect::describe(const Side& side)
{
    if (!side.blocker.isEmpty())
        return tr("never starts there: %1").arg(side.blocker);
    const QString rank = tr("#%1 of %2 in %3").arg(side.rank).arg(side.of).arg(side.partition);
    if (side.gpusFreeInS == 0)
        return tr("%1; its GPUs are free now").arg(rank);
    if (side.gpusFreeInS > 0)
        return tr("%1; its GPUs free in about %2 (by time limits)")
            .arg(rank, StartForecast::durationText(double(side.gpusFreeInS)));
    return rank;
}

} // namespace qc
