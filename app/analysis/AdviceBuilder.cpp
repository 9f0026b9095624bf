#include "AdviceBuilder.h"

#include "../model/SlurmTime.h"
#include "CauseExplainer.h"

namespace qc {

namespace {
constexpr qint64 kShortestUsefulLimitS = 600; // a backfill window shorter than this helps nobody
} // namespace

AdviceBuilder::AdviceBuilder(const ClusterIndex& index, const Capabilities& capabilities)
    : m_index(index)
    , m_caps(capabilities)
{
}

bool AdviceBuilder::partitionAccepts(const Partition& p, const Job& job) const
{
    if (!p.isUp() || p.name == ClusterIndex::partitionOf(job))
        return false;
    if (p.maxTimeS > 0 && job.timeLimitS > p.maxTimeS)
        return false;
    if (!p.allowedQos.isEmpty() && !job.qos.isEmpty() && !p.allowedQos.contains(job.qos, Qt::CaseInsensitive))
        return false;
    if (!p.allowedAccounts.isEmpty() && !job.account.isEmpty()
        && !p.allowedAccounts.contains(job.account, Qt::CaseInsensitive))
        return false;
    return true;
}

QString AdviceBuilder::partitionThatFitsNow(const Job& job) const
{
    QString best;
    int bestFree = -1;
    for (const auto& p : m_index.snapshot().partitions) {
        if (!partitionAccepts(p, job))
            continue;
        const GpuCapacity& cap = m_index.capacity(p.name, job.gpuType);
        if (cap.nodes > 0 && cap.fitsNow(job.gpus, job.nodes) && cap.free > bestFree) {
            best = p.name;
            bestFree = cap.free;
        }
    }
    return best;
}

QString AdviceBuilder::partitionThatCouldEverFit(const Job& job) const
{
    for (const auto& p : m_index.snapshot().partitions) {
        const GpuCapacity& cap = m_index.capacity(p.name, job.gpuType);
        if (partitionAccepts(p, job) && cap.nodes > 0 && cap.canEverFit(job.gpus, job.nodes))
            return p.name;
    }
    return {};
}

QString AdviceBuilder::partitionWithLicenseRoom(const Job& job, int units) const
{
    for (const auto& p : m_index.snapshot().partitions) {
        if (!partitionAccepts(p, job) || p.licenseName.isEmpty())
            continue;
        const License* l = m_index.license(p.licenseName);
        const GpuCapacity& cap = m_index.capacity(p.name, job.gpuType);
        if (l && l->free() >= units && cap.nodes > 0 && cap.fitsNow(job.gpus, job.nodes))
            return p.name;
    }
    return {};
}

QString AdviceBuilder::freeGpuType(const Job& job) const
{
    if (job.gpuType.isEmpty() || job.gpus <= 0)
        return {};
    const QString partition = ClusterIndex::partitionOf(job);
    QString best;
    int bestFree = -1;
    for (const QString& type : m_index.gpuTypes(partition)) {
        if (type.compare(job.gpuType, Qt::CaseInsensitive) == 0)
            continue;
        const GpuCapacity& cap = m_index.capacity(partition, type);
        if (cap.fitsNow(job.gpus, job.nodes) && cap.free > bestFree) {
            best = type;
            bestFree = cap.free;
        }
    }
    return best;
}

bool AdviceBuilder::accountLimitReached(const Job& job) const
{
    // Another QOS does not help when the account's own limit is what comes next.
    for (const auto& l : m_index.snapshot().limits) {
        const bool account = (l.scope == Limit::Scope::AccountGroup || l.scope == Limit::Scope::UserAssoc)
            && l.isOf(job.account) && l.max >= 0
            && (l.scope == Limit::Scope::AccountGroup || l.user.isEmpty() || l.user == job.user);
        if (!account)
            continue;
        const qint64 used = l.used >= 0             ? l.used
            : l.scope == Limit::Scope::AccountGroup ? m_index.usageOfAccount(job.account).gpus
                                                    : m_index.usageOfUserInAccount(job.user, job.account).gpus;
        if (used + job.gpus > l.max)
            return true;
    }
    return false;
}

QString AdviceBuilder::qosWithRoom(const Job& job) const
{
    const Partition* p = m_index.snapshot().findPartition(ClusterIndex::partitionOf(job));
    if (!p)
        return {};
    for (const QString& qos : p->allowedQos) {
        if (qos.compare(job.qos, Qt::CaseInsensitive) == 0)
            continue;
        bool room = true;
        for (const auto& l : m_index.snapshot().limits) {
            if (l.scope == Limit::Scope::QosPerUser && l.isOf(qos) && l.max >= 0) {
                const qint64 used
                    = (l.used >= 0 && l.user == job.user) ? l.used : m_index.usageOfUserInQos(job.user, qos).gpus;
                room = room && used + job.gpus <= l.max;
            } else if (l.scope == Limit::Scope::QosGroup && l.isOf(qos) && l.max >= 0) {
                const qint64 used = l.used >= 0 ? l.used : m_index.usageOfQos(qos).gpus;
                room = room && used + job.gpus <= l.max;
            }
        }
        if (room)
            return qos;
    }
    return {};
}

void AdviceBuilder::changePartition(QList<Advice>& out, const QString& partition) const
{
    if (!m_caps.changePartition || partition.isEmpty())
        return;
    out.append({ QStringLiteral("change_partition"),
                 tr("Move the job to %1: its shape fits the free GPUs there now.").arg(partition), partition, 0 });
}

void AdviceBuilder::shortenForBackfill(QList<Advice>& out, const Job& job, const CauseResult& result,
                                       const std::optional<QueuePosition>& position) const
{
    // Backfill starts a later job on idle GPUs only if it ends before the reservation of a job ahead.
    if (!m_caps.changeTimeLimit || !position || !position->reservationAhead.isValid() || !result.evidence.fitsNow)
        return;
    const QDateTime now = m_index.snapshot().takenAt;
    const qint64 window = now.secsTo(position->reservationAhead) / 60 * 60;
    if (window < kShortestUsefulLimitS || (job.timeLimitS > 0 && window >= job.timeLimitS))
        return;
    out.append({ QStringLiteral("shorten_time_limit"),
                 tr("Shorten the time limit to %1 or less: the GPUs are idle until a job ahead starts at %2, so the "
                    "scheduler can backfill this job now.")
                     .arg(slurmtime::formatDuration(window), CauseExplainer::clock(position->reservationAhead, now)),
                 QString(), window });
}

void AdviceBuilder::offPeak(QList<Advice>& out, const Job& job, const std::optional<QueuePosition>& position) const
{
    if (!position || !(canResubmit() || m_caps.changeBeginTime))
        return;
    const GpuCapacity& cap = m_index.capacity(position->partition, job.gpuType);
    // Worth it only when the queue ahead is longer than the partition can turn over at once.
    if (cap.total <= 0 || position->gpusAhead < cap.total)
        return;
    out.append({ QStringLiteral("off_peak"),
                 tr("%1 GPUs are queued ahead in %2, more than its %3 GPUs of this type; queues are shorter at night "
                    "and at weekends, so submitting then starts sooner.")
                     .arg(QString::number(position->gpusAhead), position->partition, QString::number(cap.total)),
                 QString(), 0 });
}

QList<Advice> AdviceBuilder::build(const Job& job, const CauseResult& result,
                                   const std::optional<QueuePosition>& position) const
{
    QList<Advice> out;
    if (!result.primary)
        return out;
    const CauseEvidence& ev = result.evidence;
    auto lowerGpus = [&](int to, const QString& why) {
        if (canResubmit() && to > 0 && to < job.gpus)
            out.append({ QStringLiteral("lower_gpus"), tr("Resubmit with %n GPU(s): %1", nullptr, to).arg(why),
                         QString(), to });
    };
    switch (*result.primary) {
    case Cause::Fragmentation:
        if (canResubmit() && ev.splitNodes > 0)
            out.append({ QStringLiteral("split_job"),
                         tr("Split the job: %1 GPUs on each of %2 nodes would start now.")
                             .arg(ev.splitGpusPerNode)
                             .arg(ev.splitNodes),
                         QString(), ev.splitNodes });
        changePartition(out, partitionThatFitsNow(job));
        lowerGpus(ev.maxFreeOnOneNode, tr("that many are free on one node now."));
        break;
    case Cause::GpuShortage: {
        changePartition(out, partitionThatFitsNow(job));
        const QString type = freeGpuType(job);
        if (canResubmit() && !type.isEmpty())
            out.append({ QStringLiteral("change_gpu_type"),
                         tr("Resubmit on %1 GPUs: enough of them are free in %2 now.").arg(type, ev.partition), type,
                         0 });
        if (job.gpus <= ev.gpusPerNode)
            lowerGpus(ev.maxFreeOnOneNode, tr("that many are free on one node now."));
        shortenForBackfill(out, job, result, position);
        offPeak(out, job, position);
        break;
    }
    case Cause::Quota: {
        const bool mineRunning = ev.limitRunningJobsMine > 0
            || (job.user == m_index.snapshot().currentUser && ev.limitRunningJobs > 0
                && (ev.limitScope == Limit::Scope::QosPerUser || ev.limitScope == Limit::Scope::UserAssoc));
        if (mineRunning && job.user == m_index.snapshot().currentUser)
            out.append({ QStringLiteral("wait_own_jobs"),
                         ev.firstEnd.isValid()
                             ? tr("Wait for your own running jobs: the first ends by %1 at the latest.")
                                   .arg(CauseExplainer::clock(ev.firstEnd, m_index.snapshot().takenAt))
                             : tr("Wait for your own running jobs to finish."),
                         QString(), 0 });
        const bool qosLimit = ev.limitScope == Limit::Scope::QosPerUser || ev.limitScope == Limit::Scope::QosGroup;
        if (m_caps.changeQos && qosLimit && !accountLimitReached(job)) {
            const QString qos = qosWithRoom(job);
            if (!qos.isEmpty())
                out.append(
                    { QStringLiteral("change_qos"),
                      tr("Move the job to QOS %1, where your GPU limit has room (its priority may differ).").arg(qos),
                      qos, 0 });
        }
        if (ev.limitMax >= 0 && ev.limitUsed >= 0)
            lowerGpus(int(ev.limitMax - ev.limitUsed), tr("that fits the room left under the limit."));
        break;
    }
    case Cause::Priority:
        shortenForBackfill(out, job, result, position);
        if (!ev.fitsNow)
            changePartition(out, partitionThatFitsNow(job));
        if (m_caps.lowerNice)
            out.append({ QStringLiteral("raise_priority"), tr("Lower the job's nice value to raise its priority."),
                         QString(), 0 });
        offPeak(out, job, position);
        break;
    case Cause::StorageIo:
        changePartition(out, partitionWithLicenseRoom(job, ev.licenseWanted));
        if (canResubmit() && ev.licenseFree > 0 && ev.licenseFree < ev.licenseWanted)
            out.append({ QStringLiteral("lower_io"),
                         tr("Resubmit asking for %n unit(s) of %1: that many are free now.", nullptr, ev.licenseFree)
                             .arg(ev.licenseName),
                         ev.licenseName, ev.licenseFree });
        break;
    case Cause::NeverRuns:
        if (ev.partitionMaxTimeS > 0 && job.timeLimitS > ev.partitionMaxTimeS) {
            if (m_caps.changeTimeLimit)
                out.append(
                    { QStringLiteral("fix_time_limit"),
                      tr("Shorten the time limit to %1 or less.").arg(slurmtime::formatDuration(ev.partitionMaxTimeS)),
                      QString(), ev.partitionMaxTimeS });
            if (m_caps.changePartition) {
                const QString p = partitionThatCouldEverFit(job);
                if (!p.isEmpty())
                    out.append({ QStringLiteral("change_partition"),
                                 tr("Move the job to %1, which allows its time limit.").arg(p), p, 0 });
            }
        } else if (ev.gpusTotal >= 0 && job.gpus > 0
                   && !m_index.capacity(ev.partition, job.gpuType).canEverFit(job.gpus, job.nodes)) {
            if (m_caps.changePartition) {
                const QString p = partitionThatCouldEverFit(job);
                if (!p.isEmpty())
                    out.append({ QStringLiteral("change_partition"),
                                 tr("Move the job to %1, which has enough GPUs for it.").arg(p), p, 0 });
            }
            lowerGpus(ev.gpusTotal, tr("the partition has no more than that."));
        } else if (ev.rawReason.startsWith(QLatin1String("DependencyNeverSatisfied"))) {
            if (m_caps.cancel)
                out.append({ QStringLiteral("cancel_job"),
                             tr("Cancel it: the job it depends on did not succeed, so it will never start."), QString(),
                             0 });
        } else if (canResubmit()) {
            out.append({ QStringLiteral("fix_request"),
                         tr("Resubmit with a request the scheduler accepts (%1).").arg(ev.rawReason), QString(), 0 });
        }
        break;
    case Cause::BeginTime:
        if (m_caps.changeBeginTime)
            out.append({ QStringLiteral("change_begin_time"), tr("Move the begin time earlier if you need it sooner."),
                         QString(), 0 });
        break;
    case Cause::Held:
        if (ev.heldByAdmin && m_caps.release && SlurmReasons::viewerIsOperator(m_index.snapshot()))
            out.append({ QStringLiteral("release_hold"), tr("Release the hold to let it queue."), QString(), 0 });
        else if (ev.heldByAdmin)
            out.append(
                { QStringLiteral("contact_admin"), tr("Ask the cluster's operators why they hold it."), QString(), 0 });
        else if (m_caps.release && job.user == m_index.snapshot().currentUser)
            out.append({ QStringLiteral("release_hold"), tr("Release the hold to let it queue."), QString(), 0 });
        break;
    case Cause::Unavailable:
        changePartition(out, partitionThatFitsNow(job));
        break;
    case Cause::Startup:
    case Cause::Dependency:
    case Cause::Other:
        break;
    }
    return out;
}

} // namespace qc
