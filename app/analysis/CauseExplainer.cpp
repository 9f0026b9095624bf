#include "CauseExplainer.h"

#include "../model/SlurmTime.h"
#include "SlurmReasons.h"

namespace qc {

QString CauseExplainer::duration(qint64 seconds)
{
    seconds = std::max<qint64>(0, seconds);
    const qint64 days = seconds / 86400;
    const qint64 hours = (seconds % 86400) / 3600;
    const qint64 minutes = (seconds % 3600) / 60;
    if (days > 0)
        return hours > 0 ? tr("%1 d %2 h").arg(days).arg(hours) : tr("%1 d").arg(days);
    if (hours > 0)
        return minutes > 0 ? tr("%1 h %2 min").arg(hours).arg(minutes) : tr("%1 h").arg(hours);
    if (minutes > 0)
        return tr("%1 min").arg(minutes);
    return tr("%1 s").arg(seconds);
}

QString CauseExplainer::clock(const QDateTime& time, const QDateTime& now)
{
    const QDateTime local = time.toLocalTime();
    if (now.isValid() && local.date() == now.toLocalTime().date())
        return local.toString(QStringLiteral("HH:mm"));
    return local.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString CauseExplainer::gpuWord(const CauseEvidence& ev, int count)
{
    return ev.gpuType.isEmpty() ? tr("%n GPU(s)", nullptr, count) : tr("%n %1 GPU(s)", nullptr, count).arg(ev.gpuType);
}

QString CauseExplainer::describe(const Job& job, const CauseResult& result,
                                 const std::optional<QueuePosition>& position, const ClusterSnapshot& snapshot)
{
    if (!result.primary)
        return {};
    QStringList parts { sentence(*result.primary, job, result, position, snapshot) };
    for (Cause c : result.secondary) {
        const QString s = sentence(c, job, result, position, snapshot);
        if (!s.isEmpty())
            parts.append(tr("Also: %1").arg(s));
    }
    // Backfill's plan (SchedNodeList; those nodes carry the PLANNED flag): the job has its place, and where.
    if (job.isPending() && !job.scheduledNodes.isEmpty())
        parts.append(job.estimatedStart.isValid()
                         ? tr("Backfill has planned this job on %1 at %2.")
                               .arg(job.scheduledNodes, clock(job.estimatedStart, snapshot.takenAt))
                         : tr("Backfill has planned this job on %1.").arg(job.scheduledNodes));
    // The priority sentence says it already; every other eligible job needs the caveat too.
    if (position && position->lowerBound && *result.primary != Cause::Priority)
        parts.append(tr("Its queue position %1 in %2 is a lower bound: other users' jobs are hidden.")
                         .arg(position->position)
                         .arg(position->partition));
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

QString CauseExplainer::sentence(Cause cause, const Job& job, const CauseResult& result,
                                 const std::optional<QueuePosition>& position, const ClusterSnapshot& snapshot)
{
    const CauseEvidence& ev = result.evidence;
    const QDateTime now = snapshot.takenAt;
    switch (cause) {
    case Cause::Fragmentation: {
        const QString free = tr("%1 free in %2, at most %3 on one node;")
                                 .arg(gpuWord(ev, ev.gpusFree), ev.partition, QString::number(ev.maxFreeOnOneNode));
        QString s;
        if (job.nodes > 1)
            s = free + QLatin1Char(' ')
                + tr("this job wants %1 GPUs on each of %2 nodes.")
                      .arg((job.gpus + job.nodes - 1) / job.nodes)
                      .arg(job.nodes);
        else if (job.gpus <= ev.gpusPerNode)
            s = free + QLatin1Char(' ') + tr("this job wants %1 on one node.").arg(job.gpus);
        else
            s = free + QLatin1Char(' ')
                + tr("this job wants %1 on whole %2-GPU nodes.").arg(job.gpus).arg(ev.gpusPerNode);
        if (ev.splitNodes > 0)
            s += QLatin1Char(' ')
                + tr("%1 GPUs x %2 nodes would start now.").arg(ev.splitGpusPerNode).arg(ev.splitNodes);
        return s;
    }
    case Cause::GpuShortage: {
        if (job.gpus <= 0)
            return tr("CPUs or memory in %1 are busy.").arg(ev.partition);
        QString s = tr("%1 free of %2 in %3; this job wants %4.")
                        .arg(gpuWord(ev, std::max(0, ev.gpusFree)), QString::number(std::max(0, ev.gpusTotal)),
                             ev.partition, QString::number(job.gpus));
        if (ev.fitsNow)
            s += QLatin1Char(' ') + tr("They fit now, so CPUs, memory or a reservation hold it back.");
        else if (ev.enoughFreeAt.isValid())
            s += QLatin1Char(' ')
                + tr("By the running jobs' time limits, enough are free by %1 at the latest.")
                      .arg(clock(ev.enoughFreeAt, now));
        return s;
    }
    case Cause::Priority: {
        QString s;
        if (position) {
            const QString hours = QString::number(position->gpuHoursAhead, 'f', 0);
            s = position->lowerBound
                ? tr("At least %n job(s) (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3; other "
                     "users' jobs are hidden, so this is a lower bound.",
                     nullptr, position->jobsAhead)
                      .arg(position->gpusAhead)
                      .arg(hours, position->partition)
                : tr("%n job(s) (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3.", nullptr,
                     position->jobsAhead)
                      .arg(position->gpusAhead)
                      .arg(hours, position->partition);
        } else {
            s = tr("Jobs with higher priority are ahead of this one in %1.").arg(ev.partition);
        }
        if (ev.fitsNow && job.gpus > 0)
            s += QLatin1Char(' ')
                + tr("%1 are free, but the scheduler keeps them for higher-priority jobs.")
                      .arg(gpuWord(ev, ev.gpusFree));
        if (job.estimatedStart.isValid())
            s += QLatin1Char(' ') + tr("The scheduler estimates a start at %1.").arg(clock(job.estimatedStart, now));
        return s;
    }
    case Cause::Quota:
        return quota(job, ev, snapshot);
    case Cause::StorageIo:
        if (ev.licenseName.isEmpty())
            return tr("Waiting for burst buffer storage (%1).").arg(ev.rawReason);
        if (ev.licenseTotal < 0)
            return tr("Waiting for %n unit(s) of storage IO licence %1.", nullptr, ev.licenseWanted)
                .arg(ev.licenseName);
        return tr("Storage IO licence %1: %2 of %3 free; this job wants %4.")
            .arg(ev.licenseName, QString::number(ev.licenseFree), QString::number(ev.licenseTotal),
                 QString::number(ev.licenseWanted));
    case Cause::NeverRuns:
        return neverRuns(job, ev);
    case Cause::BeginTime:
        return ev.beginTime.isValid() ? tr("Not before %1, the begin time asked for.").arg(clock(ev.beginTime, now))
                                      : tr("Waiting for the begin time asked for.");
    case Cause::Dependency:
        return ev.dependsOn.isEmpty()
            ? tr("Waiting for a dependency (%1).").arg(job.dependency)
            : tr("Waiting for job(s) %1 to finish.").arg(ev.dependsOn.join(QStringLiteral(", ")));
    case Cause::Held:
        // Slurm marks every hold set by root or an operator as an administrator hold, also on one's own job.
        if (ev.heldByAdmin && SlurmReasons::viewerIsOperator(snapshot))
            return tr("Held with an administrator hold (set by root or an operator); you are %1, so you can release "
                      "it.")
                .arg(snapshot.currentUser);
        return ev.heldByAdmin ? tr("Held by an administrator; only an operator can release it.")
                              : tr("Held by its owner; it queues once released.");
    case Cause::Startup: {
        const QString what = job.reasonDescription.isEmpty() || job.reasonDescription == QLatin1String("None")
            ? QString()
            : QStringLiteral(" (%1)").arg(job.reasonDescription);
        if (ev.startingForS >= 0)
            return tr("Starting for %1%2.").arg(duration(ev.startingForS), what);
        return tr("The scheduler is preparing the job (%1).").arg(ev.rawReason);
    }
    case Cause::Unavailable: {
        QStringList parts;
        if (!ev.partitionState.isEmpty() && ev.partitionState.compare(QLatin1String("UP"), Qt::CaseInsensitive) != 0)
            parts.append(tr("Partition %1 is %2.").arg(ev.partition, ev.partitionState));
        if (!ev.unavailableNodes.isEmpty()) {
            QStringList shown = ev.unavailableNodes.mid(0, 5);
            QString list = shown.join(QStringLiteral(", "));
            if (ev.unavailableNodes.size() > 5)
                list += QLatin1Char(' ') + tr("and %n more", nullptr, int(ev.unavailableNodes.size() - 5));
            parts.append(tr("Nodes down, drained or reserved: %1.").arg(list));
        }
        if (parts.isEmpty())
            parts.append(tr("Nodes or the partition this job needs are not available (%1).").arg(ev.rawReason));
        return parts.join(QLatin1Char(' '));
    }
    case Cause::Other:
        if (!result.knownReason)
            return tr("The scheduler reports an unrecognised reason \"%1\".").arg(ev.rawReason);
        if (ev.rawReason.isEmpty() || ev.rawReason == QLatin1String("None"))
            return tr("The scheduler has not evaluated this job yet.");
        return tr("The scheduler reports %1.").arg(ev.rawReason);
    }
    return {};
}

QString CauseExplainer::quota(const Job& job, const CauseEvidence& ev, const ClusterSnapshot& snapshot)
{
    if (ev.limitMax < 0)
        return tr("A scheduler limit (%1) holds this job; its numbers are not visible here.").arg(ev.rawReason);
    const bool gpu = ev.limitResource.contains(QLatin1String("gpu"), Qt::CaseInsensitive);
    if (!gpu)
        return tr("Limit on %1 of %2: %3 in use of %4.")
            .arg(ev.limitResource, ev.limitName, QString::number(ev.limitUsed), QString::number(ev.limitMax));
    const bool mine = job.user == snapshot.currentUser;
    const int jobs = std::max(0, ev.limitRunningJobs);
    QString s;
    switch (ev.limitScope) {
    case Limit::Scope::QosPerUser:
        s = mine ? tr("Your QOS %1 allows %2 GPUs per user; your %n running job(s) use %3;", nullptr, jobs)
                       .arg(ev.limitName, QString::number(ev.limitMax), QString::number(ev.limitUsed))
                 : tr("QOS %1 allows %2 GPUs per user; %4's %n running job(s) use %3;", nullptr, jobs)
                       .arg(ev.limitName, QString::number(ev.limitMax), QString::number(ev.limitUsed), job.user);
        break;
    case Limit::Scope::QosGroup:
        s = tr("QOS %1 may use %2 GPUs at once; its %n running job(s) use %3 (%4 of them yours);", nullptr, jobs)
                .arg(ev.limitName, QString::number(ev.limitMax), QString::number(ev.limitUsed),
                     QString::number(ev.limitRunningJobsMine));
        break;
    case Limit::Scope::AccountGroup:
        s = tr("Account %1 may use %2 GPUs at once; its %n running job(s) use %3 (%4 of them yours);", nullptr, jobs)
                .arg(ev.limitName, QString::number(ev.limitMax), QString::number(ev.limitUsed),
                     QString::number(ev.limitRunningJobsMine));
        break;
    case Limit::Scope::UserAssoc:
        s = tr("Your share of account %1 allows %2 GPUs; your %n running job(s) use %3;", nullptr, jobs)
                .arg(ev.limitName, QString::number(ev.limitMax), QString::number(ev.limitUsed));
        break;
    }
    s += QLatin1Char(' ') + tr("this job wants %1 more.").arg(job.gpus);
    if (ev.firstEnd.isValid())
        s += QLatin1Char(' ')
            + tr("The first of them ends by %1 (time limit).").arg(clock(ev.firstEnd, snapshot.takenAt));
    return s;
}

QString CauseExplainer::neverRuns(const Job& job, const CauseEvidence& ev)
{
    if (ev.partitionMaxTimeS > 0 && job.timeLimitS > ev.partitionMaxTimeS)
        return tr("Time limit %1 exceeds the partition maximum %2.")
            .arg(slurmtime::formatDuration(job.timeLimitS), slurmtime::formatDuration(ev.partitionMaxTimeS));
    if (ev.gpusTotal >= 0 && job.gpus > ev.gpusTotal)
        return tr("This job wants %1; partition %2 has %3 in all.")
            .arg(gpuWord(ev, job.gpus), ev.partition, QString::number(ev.gpusTotal));
    if (ev.rawReason.startsWith(QLatin1String("DependencyNeverSatisfied")))
        return tr("Its dependency %1 can never be satisfied: a job it waits for failed or was cancelled.")
            .arg(job.dependency);
    if (ev.gpusTotal > 0 && job.gpus > ev.gpusPerNode && ev.gpusPerNode > 0)
        return tr("This job wants %1 on whole %2-GPU nodes; partition %3 does not have that many nodes.")
            .arg(gpuWord(ev, job.gpus), QString::number(ev.gpusPerNode), ev.partition);
    return tr("The scheduler will not run this job as submitted (%1).").arg(ev.rawReason);
}

} // namespace qc
