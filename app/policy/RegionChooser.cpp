#include "RegionChooser.h"

#include "../forecast/ForecastService.h"

#include <QLocale>

namespace qc {

QStringList RegionChooser::candidates(const ClusterSnapshot& snapshot, const Job& job)
{
    QStringList out;
    for (const auto& p : snapshot.partitions) {
        if (!p.isUp() || (p.maxTimeS > 0 && job.timeLimitS > p.maxTimeS))
            continue;
        if (!p.allowedQos.isEmpty() && !job.qos.isEmpty() && !p.allowedQos.contains(job.qos))
            continue;
        if (!p.allowedAccounts.isEmpty() && !job.account.isEmpty() && !p.allowedAccounts.contains(job.account))
            continue;
        int gpus = 0;
        for (const Node* node : snapshot.nodesOf(p.name)) {
            for (const auto& g : node->gpus) {
                if (job.gpuType.isEmpty() || g.type == job.gpuType)
                    gpus += g.total;
            }
        }
        if (gpus >= job.gpus)
            out.append(p.name);
    }
    return out;
}

RegionChooser::Choice RegionChooser::choose(ClusterViewPtr view, Job job, QString historyPath)
{
    Choice choice;
    choice.currentPartition = job.partition;
    const ClusterSnapshot& snapshot = view->snapshot;
    QStringList considered;
    for (const QString& partition : candidates(snapshot, job)) {
        Job shape = job;
        shape.partition = partition;
        if (partition != job.partition) {
            // Elsewhere it would be a new submission, waiting from now.
            shape.submitTime = snapshot.takenAt;
            shape.eligibleTime = snapshot.takenAt;
            shape.estimatedStart = {};
        }
        QDateTime start;
        if (const auto forecast = ForecastService::compute(historyPath, snapshot, shape))
            start = snapshot.takenAt.addSecs(qint64(forecast->p50));
        else if (partition == job.partition && job.estimatedStart.isValid())
            start = job.estimatedStart; // the scheduler's own estimate, when the history has nothing
        if (!start.isValid())
            continue;
        considered.append(tr("%1: %2").arg(partition, QLocale().toString(start.toLocalTime(), QLocale::ShortFormat)));
        if (partition == job.partition)
            choice.currentExpectedStart = start;
        // Ties stay where the job is: a resubmission loses its place for nothing.
        if (!choice.expectedStart.isValid() || start < choice.expectedStart
            || (start == choice.expectedStart && partition == job.partition)) {
            choice.partition = partition;
            choice.expectedStart = start;
        }
    }
    choice.explanation = considered.isEmpty()
        ? tr("No region has a start forecast for this job yet (the history is empty or too short).")
        : tr("Expected starts — %1").arg(considered.join(QStringLiteral("; ")));
    return choice;
}

} // namespace qc
