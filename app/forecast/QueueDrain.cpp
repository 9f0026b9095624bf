#include "QueueDrain.h"

#include "FreeProfile.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>
#include <vector>

namespace qc {

namespace {

bool sameType(const QString& wanted, const QString& jobType)
{
    return wanted.isEmpty() || jobType.compare(wanted, Qt::CaseInsensitive) == 0;
}

qint64 secondsUntilBegin(const Job& job, const QDateTime& now)
{
    return job.beginTime.isValid() ? std::max<qint64>(0, now.secsTo(job.beginTime)) : 0;
}

bool waitsForSomethingElse(const Job& job)
{
    // Held or dependent jobs do not compete for GPUs until released; they cannot be planned from a snapshot.
    return job.reason.startsWith(QLatin1String("JobHeld")) || job.reason == QLatin1String("Dependency")
        || job.reason == QLatin1String("DependencyNeverSatisfied");
}

} // namespace

QueueDrain::Estimate QueueDrain::estimate(const ClusterSnapshot& snapshot, const JobShape& shape,
                                          const QString& excludeJobId, const QDateTime& submittedAt)
{
    Estimate e;
    const Partition* partition = snapshot.findPartition(shape.queue);
    if (!partition || !partition->isUp())
        return e;
    const QDateTime now = snapshot.takenAtOrNow();
    const QDateTime mySubmit = submittedAt.isValid() ? submittedAt : now;
    for (const Node* node : snapshot.nodesOf(shape.queue)) {
        if (!node->available())
            continue;
        for (const GpuCount& g : node->gpus) {
            if (sameType(shape.gpuType, g.type))
                e.capacity += g.total;
        }
        e.freeNow += shape.gpuType.isEmpty() ? node->gpusFree() : node->gpusFree(shape.gpuType);
    }
    const int need = std::max(1, shape.size);
    if (need > e.capacity)
        return e;
    // A one-node request cannot use GPUs that are free only in fragments (4 on each of two nodes do not start an
    // 8-GPU job); the pooled profile below cannot see that, so such a job waits at least for the next release.
    // (A request larger than any node spans nodes whatever its node count says.)
    int mostFreeOnOneNode = 0;
    int largestNode = 0;
    for (const Node* node : snapshot.nodesOf(shape.queue)) {
        if (!node->available())
            continue;
        mostFreeOnOneNode
            = std::max(mostFreeOnOneNode, shape.gpuType.isEmpty() ? node->gpusFree() : node->gpusFree(shape.gpuType));
        for (const GpuCount& g : node->gpus) {
            if (sameType(shape.gpuType, g.type))
                largestNode = std::max(largestNode, g.total);
        }
    }
    const bool fragmentedNow = shape.nodes == 1 && need <= largestNode && mostFreeOnOneNode < need;
    e.feasible = true;
    const qint64 shapeLimit = limitOf(partition, shape.timeLimitS);

    FreeProfile profile(e.freeNow);
    std::vector<const Job*> ahead;
    for (const Job& job : snapshot.jobs) {
        if (job.id == excludeJobId || job.partition != shape.queue || job.gpus <= 0
            || !sameType(shape.gpuType, job.gpuType))
            continue;
        if (job.isRunningLike()) {
            profile.add(secondsUntilEnd(snapshot, job, now), FreeProfile::Forever, job.gpus);
        } else if (job.isPending() && !waitsForSomethingElse(job)) {
            const bool before = job.priority > shape.priority
                || (job.priority == shape.priority && job.submitTime.isValid() && job.submitTime < mySubmit);
            if (before)
                ahead.push_back(&job);
        }
    }
    // Running jobs never hold more than the capacity; the steps above may add up past it when the snapshot
    // counts GPUs of nodes that have since gone down, which only makes the estimate earlier.
    std::stable_sort(ahead.begin(), ahead.end(), [](const Job* a, const Job* b) {
        if (a->priority != b->priority)
            return a->priority > b->priority;
        return a->submitTime < b->submitTime;
    });
    constexpr std::size_t MaxAhead = 2000; // beyond this the answer is "days" either way
    if (ahead.size() > MaxAhead)
        ahead.resize(MaxAhead);
    for (const Job* job : ahead) {
        if (job->gpus > e.capacity)
            continue; // can never start here; it does not block anyone
        if (!profile.place(secondsUntilBegin(*job, now), limitOf(partition, job->timeLimitS), job->gpus))
            continue;
        ++e.jobsAhead;
        e.gpusAhead += job->gpus;
    }
    const qint64 start = profile.earliestFit(0, shapeLimit, need, !fragmentedNow);
    e.startS = start >= FreeProfile::Forever ? std::numeric_limits<qint64>::max() : start;
    e.feasible = start < FreeProfile::Forever;
    return e;
}

qint64 QueueDrain::limitOf(const Partition* partition, qint64 ownLimitS)
{
    const qint64 limit = ownLimitS > 0         ? ownLimitS
        : partition && partition->maxTimeS > 0 ? partition->maxTimeS
                                               : DefaultLimitS;
    return std::min(limit, FarS);
}

qint64 QueueDrain::limitOf(const ClusterSnapshot& snapshot, const Job& job)
{
    // The partition is looked up only when the job has no limit of its own.
    return limitOf(job.timeLimitS > 0 ? nullptr : snapshot.findPartition(job.partition), job.timeLimitS);
}

qint64 QueueDrain::secondsUntilEnd(const ClusterSnapshot& snapshot, const Job& job, const QDateTime& now)
{
    qint64 end = job.endTime.isValid() ? now.secsTo(job.endTime) : -1;
    if (end <= 0 && job.startTime.isValid())
        end = now.secsTo(job.startTime) + limitOf(snapshot, job);
    return std::max<qint64>(end, 60);
}

JobShape QueueDrain::shapeOf(const Job& job)
{
    JobShape shape { job.partition, job.gpus > 0 ? job.gpus : job.cpus, job.timeLimitS, job.priority, job.user };
    shape.gpuType = job.gpuType;
    shape.qos = job.qos;
    shape.nodes = job.nodes == 1 ? 1 : 0;
    return shape;
}

int QueueDrain::usableGpus(const ClusterSnapshot& snapshot, const QString& partition, const QString& gpuType)
{
    int capacity = 0;
    for (const Node& node : snapshot.nodes) {
        if (!node.available() || !node.partitions.contains(partition))
            continue;
        for (const GpuCount& g : node.gpus) {
            if (sameType(gpuType, g.type))
                capacity += g.total;
        }
    }
    return capacity;
}

QHash<QString, QueueDrain::Estimate> QueueDrain::estimatePending(const ClusterSnapshot& snapshot,
                                                                 const QString& partitionName, const QString& gpuType)
{
    QHash<QString, Estimate> out;
    const Partition* partition = snapshot.findPartition(partitionName);
    // The jobs to estimate: the group's pending GPU jobs with a submit time.
    std::vector<const Job*> wanted;
    for (const Job& job : snapshot.jobs) {
        if (job.isPending() && job.partition == partitionName && job.gpus > 0 && job.gpuType == gpuType
            && job.submitTime.isValid())
            wanted.push_back(&job);
    }
    if (wanted.empty())
        return out;
    if (!partition || !partition->isUp()) {
        for (const Job* job : wanted)
            out.insert(job->id, Estimate {});
        return out;
    }
    const QDateTime now = snapshot.takenAtOrNow();
    // What estimate() reads from the nodes, the same for every job of the type.
    Estimate base;
    int mostFreeOnOneNode = 0;
    int largestNode = 0;
    for (const Node* node : snapshot.nodesOf(partitionName)) {
        if (!node->available())
            continue;
        const int freeHere = gpuType.isEmpty() ? node->gpusFree() : node->gpusFree(gpuType);
        for (const GpuCount& g : node->gpus) {
            if (sameType(gpuType, g.type)) {
                base.capacity += g.total;
                largestNode = std::max(largestNode, g.total);
            }
        }
        base.freeNow += freeHere;
        mostFreeOnOneNode = std::max(mostFreeOnOneNode, freeHere);
    }

    // Running jobs release their GPUs; the pending ones that compete, in the order estimate() places them.
    FreeProfile profile(base.freeNow);
    std::vector<const Job*> order;
    bool undated = false;
    for (const Job& job : snapshot.jobs) {
        if (job.partition != partitionName || job.gpus <= 0 || !sameType(gpuType, job.gpuType))
            continue;
        if (job.isRunningLike()) {
            profile.add(secondsUntilEnd(snapshot, job, now), FreeProfile::Forever, job.gpus);
        } else if (job.isPending() && !waitsForSomethingElse(job)) {
            order.push_back(&job);
            undated = undated || !job.submitTime.isValid();
        }
    }
    if (undated) {
        // A competitor without a submit time is ahead of no one at its priority, yet sorts first among them: the
        // jobs ahead are no longer a prefix. Rare enough to plan each job on its own.
        for (const Job* job : wanted)
            out.insert(job->id, estimate(snapshot, shapeOf(*job), job->id, job->submitTime));
        return out;
    }
    auto runsFirst = [](const Job* a, const Job* b) {
        if (a->priority != b->priority)
            return a->priority > b->priority;
        return a->submitTime < b->submitTime;
    };
    std::stable_sort(order.begin(), order.end(), runsFirst);
    // Each wanted job's prefix: the competitors with a higher priority, or the same and submitted before it.
    std::vector<std::pair<size_t, const Job*>> byPrefix;
    byPrefix.reserve(wanted.size());
    for (const Job* job : wanted) {
        const auto end = std::partition_point(order.begin(), order.end(), [job](const Job* c) {
            return c->priority > job->priority || (c->priority == job->priority && c->submitTime < job->submitTime);
        });
        byPrefix.emplace_back(size_t(end - order.begin()), job);
    }
    std::stable_sort(byPrefix.begin(), byPrefix.end(), [](const auto& a, const auto& b) { return a.first < b.first; });

    constexpr size_t MaxAhead = 2000; // as estimate(): beyond this the answer is "days" either way
    size_t placedUpTo = 0; // order[0, placedUpTo) is in the profile (those that fit)
    int jobsAhead = 0;
    int gpusAhead = 0;
    // Between two placements the profile stays the same: many jobs share a shape.
    std::map<std::tuple<qint64, int, bool>, qint64> fits;
    for (const auto& [prefix, job] : byPrefix) {
        const size_t upTo = std::min(prefix, MaxAhead);
        if (placedUpTo < upTo)
            fits.clear();
        for (; placedUpTo < upTo; ++placedUpTo) {
            const Job* ahead = order[placedUpTo];
            if (ahead->gpus > base.capacity)
                continue; // can never start here; it does not block anyone
            if (!profile.place(secondsUntilBegin(*ahead, now), limitOf(partition, ahead->timeLimitS), ahead->gpus))
                continue;
            ++jobsAhead;
            gpusAhead += ahead->gpus;
        }
        Estimate e = base;
        const int need = std::max(1, job->gpus);
        if (need > e.capacity) {
            out.insert(job->id, e);
            continue;
        }
        const bool oneNode = job->nodes == 1;
        const bool fragmentedNow = oneNode && need <= largestNode && mostFreeOnOneNode < need;
        e.jobsAhead = jobsAhead;
        e.gpusAhead = gpusAhead;
        const auto key = std::make_tuple(limitOf(partition, job->timeLimitS), need, !fragmentedNow);
        auto hit = fits.find(key);
        if (hit == fits.end())
            hit = fits.emplace(key, profile.earliestFit(0, std::get<0>(key), need, !fragmentedNow)).first;
        e.startS = hit->second >= FreeProfile::Forever ? std::numeric_limits<qint64>::max() : hit->second;
        e.feasible = hit->second < FreeProfile::Forever;
        out.insert(job->id, e);
    }
    return out;
}

double QueueDrain::typicalPriority(const ClusterSnapshot& snapshot, const QString& partition, const QString& qos)
{
    std::vector<double> inQos;
    std::vector<double> all;
    for (const Job& job : snapshot.jobs) {
        if (!job.isPending() || job.partition != partition)
            continue;
        all.push_back(job.priority);
        if (!qos.isEmpty() && job.qos == qos)
            inQos.push_back(job.priority);
    }
    std::vector<double>& pick = inQos.empty() ? all : inQos;
    if (pick.empty())
        return 0;
    std::nth_element(pick.begin(), pick.begin() + std::ptrdiff_t(pick.size() / 2), pick.end());
    return pick[pick.size() / 2];
}

} // namespace qc
