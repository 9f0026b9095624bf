#include "QueuePosition.h"

#include "ClusterIndex.h"

#include <QHash>
#include <algorithm>

namespace qc {

bool QueuePosition::runsBefore(const Job& a, const Job& b)
{
    if (a.priority != b.priority)
        return a.priority > b.priority;
    if (a.submitTime != b.submitTime)
        return a.submitTime < b.submitTime;
    // Numeric ids compare as numbers ("99" before "100"); array tasks fall back to text.
    bool okA = false;
    bool okB = false;
    const qint64 na = a.id.toLongLong(&okA);
    const qint64 nb = b.id.toLongLong(&okB);
    if (okA && okB)
        return na < nb;
    return a.id < b.id;
}

QList<std::optional<QueuePosition>> QueuePosition::computeAll(const ClusterSnapshot& snapshot,
                                                              const QList<bool>& eligible)
{
    const auto& jobs = snapshot.jobs;
    QList<std::optional<QueuePosition>> out(jobs.size());
    QHash<QString, QList<qsizetype>> byPartition;
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        if (jobs[i].isPending() && eligible.value(i, false))
            byPartition[ClusterIndex::partitionOf(jobs[i])].append(i);
    }
    for (auto it = byPartition.begin(); it != byPartition.end(); ++it) {
        QList<qsizetype>& queue = it.value();
        std::sort(queue.begin(), queue.end(),
                  [&jobs](qsizetype a, qsizetype b) { return runsBefore(jobs[a], jobs[b]); });
        qint64 gpus = 0;
        double gpuHours = 0;
        QDateTime reservation;
        for (qsizetype k = 0; k < queue.size(); ++k) {
            const Job& job = jobs[queue[k]];
            QueuePosition p;
            p.partition = it.key();
            p.position = int(k) + 1;
            p.queueLength = int(queue.size());
            p.jobsAhead = int(k);
            p.gpusAhead = gpus;
            p.gpuHoursAhead = gpuHours;
            p.lowerBound = !snapshot.othersJobsVisible;
            p.estimatedStart = job.estimatedStart;
            p.reservationAhead = reservation;
            out[queue[k]] = p;
            gpus += job.gpus;
            gpuHours += job.gpuHoursByLimit();
            if (job.estimatedStart.isValid() && (!reservation.isValid() || job.estimatedStart < reservation))
                reservation = job.estimatedStart;
        }
    }
    return out;
}

} // namespace qc
