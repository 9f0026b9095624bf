#include "ReprioritizeEffect.h"

#include "ClusterIndex.h"
#include "QueuePosition.h"

#include <QHash>
#include <algorithm>

namespace qc {

std::optional<double> ReprioritizeEffect::qosBase(const ClusterSnapshot& snapshot, const QString& qos)
{
    std::optional<double> base;
    for (const Job& j : snapshot.jobs) {
        if (j.isPending() && j.qos == qos) {
            const double withoutNice = j.priority + j.nice;
            base = base ? std::min(*base, withoutNice) : withoutNice;
        }
    }
    return base;
}

namespace {
// Jobs that cannot start whatever their priority (held, not yet allowed to begin, waiting on another job) do
// not stand in front of anyone; the selected jobs are ranked anyway, for when they become eligible.
bool competes(const Job& j, const QDateTime& now, const QStringList& selected)
{
    if (!j.isPending())
        return false;
    if (selected.contains(j.id))
        return true;
    if (j.reason.startsWith(QLatin1String("JobHeld")) || j.reason.startsWith(QLatin1String("Dependency")))
        return false;
    return !(j.beginTime.isValid() && now.isValid() && j.beginTime > now);
}

// 1-based rank of `id` among `queue` ordered by the scheduler; 0 when absent.
int rankOf(QList<const Job*> queue, const QString& id)
{
    std::sort(queue.begin(), queue.end(), [](const Job* a, const Job* b) { return QueuePosition::runsBefore(*a, *b); });
    for (qsizetype k = 0; k < queue.size(); ++k) {
        if (queue[k]->id == id)
            return int(k) + 1;
    }
    return 0;
}
} // namespace

QList<ReprioritizeEffect> ReprioritizeEffect::compute(const ClusterSnapshot& snapshot, const QStringList& jobIds,
                                                      std::optional<int> newNice, const QString& newQos)
{
    // The changed copy of every pending job; the selected ones get their new priority all at once, so that
    // changing several of one's own jobs together ranks them against each other correctly.
    QList<Job> after;
    QHash<QString, ReprioritizeEffect> effects;
    QHash<QString, std::optional<double>> bases;
    auto baseOf = [&](const QString& qos) {
        if (!bases.contains(qos))
            bases.insert(qos, qosBase(snapshot, qos));
        return bases.value(qos);
    };
    for (const Job& j : snapshot.jobs) {
        if (!competes(j, snapshot.takenAt, jobIds))
            continue;
        Job changed = j;
        if (jobIds.contains(j.id)) {
            ReprioritizeEffect e;
            e.jobId = j.id;
            e.priorityBefore = j.priority;
            double priority = j.priority;
            if (newNice) {
                priority -= double(*newNice) - j.nice; // both may be near INT_MAX apart
                changed.nice = *newNice;
            }
            if (!newQos.isEmpty() && newQos != j.qos) {
                const auto from = baseOf(j.qos);
                const auto to = baseOf(newQos);
                if (from && to) {
                    priority += *to - *from;
                    e.qosEstimated = true;
                } else {
                    e.qosUnknown = true;
                }
                changed.qos = newQos;
            }
            e.priorityAfter = priority;
            changed.priority = priority;
            effects.insert(j.id, e);
        }
        after.append(changed);
    }

    QList<ReprioritizeEffect> out;
    for (const QString& id : jobIds) {
        if (!effects.contains(id))
            continue;
        ReprioritizeEffect e = effects.value(id);
        const Job* original = snapshot.findJob(id);
        const QString partition = ClusterIndex::partitionOf(*original);
        QList<const Job*> partitionBefore, partitionAfter, mineBefore, mineAfter;
        for (const Job& j : snapshot.jobs) {
            if (!competes(j, snapshot.takenAt, jobIds))
                continue;
            if (ClusterIndex::partitionOf(j) == partition)
                partitionBefore.append(&j);
            if (j.user == snapshot.currentUser)
                mineBefore.append(&j);
        }
        for (const Job& j : after) {
            if (ClusterIndex::partitionOf(j) == partition)
                partitionAfter.append(&j);
            if (j.user == snapshot.currentUser)
                mineAfter.append(&j);
        }
        e.inPartition = { rankOf(partitionBefore, id), rankOf(partitionAfter, id), int(partitionBefore.size()) };
        if (original->user == snapshot.currentUser)
            e.amongMine = { rankOf(mineBefore, id), rankOf(mineAfter, id), int(mineBefore.size()) };
        out.append(e);
    }
    return out;
}

} // namespace qc
