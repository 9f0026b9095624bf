#include "StartForecast.h"

#include "../analysis/SlurmReasons.h"
#include "LiveForecast.h"
#include "QueueDrain.h"
#include "model/Clock.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace qc {

QString StartEstimate::noteKey() const
{
    switch (kind) {
    case Kind::Held:
        return QStringLiteral("held");
    case Kind::NeverRuns:
        return QStringLiteral("never_runs");
    case Kind::NoData:
        return QStringLiteral("too_little_data");
    case Kind::Started:
        return QStringLiteral("started");
    case Kind::Estimate:
        break;
    }
    if (beyondSeen)
        return QStringLiteral("beyond_seen");
    if (why == Why::BeginTime)
        return QStringLiteral("begin_time");
    if (why == Why::OwnCap)
        return QStringLiteral("own_cap");
    return {};
}

namespace {
const Limit* perUserGpuCap(const ClusterSnapshot& snapshot, const Job& job)
{
    if (job.qos.isEmpty())
        return nullptr;
    for (const Limit& l : snapshot.limits) {
        if (l.scope == Limit::Scope::QosPerUser && l.name == job.qos && l.resource == QLatin1String("gres/gpu")
            && l.max >= 0 && (l.user.isEmpty() || l.user == job.user))
            return &l;
    }
    return nullptr;
}
} // namespace

QString StartForecast::durationText(double seconds)
{
    if (seconds < 3600)
        return tr("%1 min").arg(std::max(0, int(std::lround(seconds / 60))));
    if (seconds < 48 * 3600)
        return tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
    return tr("%1 d").arg(seconds / 86400, 0, 'f', 1);
}

QString StartForecast::neverRunsReason(const ClusterSnapshot& snapshot, const Job& job)
{
    if (const Limit* cap = perUserGpuCap(snapshot, job); cap && job.gpus > cap->max)
        return tr("asks for %n GPU(s), more than QOS %1 allows one user (%2)", nullptr, job.gpus)
            .arg(job.qos)
            .arg(cap->max);
    const Partition* partition = snapshot.findPartition(job.partition);
    if (partition && partition->maxTimeS > 0 && job.timeLimitS > partition->maxTimeS)
        return tr("its time limit is above the partition's maximum");
    if (partition && job.gpus > 0 && !snapshot.nodesOf(job.partition).isEmpty()) {
        JobShape shape { job.partition, job.gpus, job.timeLimitS, job.priority, job.user };
        shape.gpuType = job.gpuType;
        const QueueDrain::Estimate drain = QueueDrain::estimate(snapshot, shape, job.id);
        if (drain.capacity < job.gpus)
            return tr("the partition has only %n usable GPU(s) of this type", nullptr, drain.capacity);
    }
    if (SlurmReasons::classify(job.reason).cause == Cause::NeverRuns)
        return tr("the scheduler says so (%1)").arg(job.reason);
    return {};
}

qint64 StartForecast::ownCapWaitS(const ClusterSnapshot& snapshot, const Job& job)
{
    const Limit* cap = perUserGpuCap(snapshot, job);
    if (!cap)
        return 0;
    if (job.gpus > cap->max)
        return -1;
    const QDateTime now = snapshot.takenAt.isValid() ? snapshot.takenAt : Clock::currentDateTimeUtc();
    // The user's own running jobs in this QOS, by when they end (their end time, else start + time limit).
    std::vector<std::pair<qint64, int>> ends;
    qint64 used = 0;
    for (const Job& other : snapshot.jobs) {
        if (other.id == job.id || !other.isRunningLike() || other.user != job.user || other.qos != job.qos)
            continue;
        used += other.gpus;
        qint64 end = other.endTime.isValid() ? now.secsTo(other.endTime) : -1;
        if (end <= 0 && other.startTime.isValid() && other.timeLimitS > 0)
            end = now.secsTo(other.startTime) + other.timeLimitS;
        ends.emplace_back(std::max<qint64>(end, 60), other.gpus);
    }
    if (used + job.gpus <= cap->max)
        return 0;
    std::sort(ends.begin(), ends.end());
    for (const auto& [end, gpus] : ends) {
        used -= gpus;
        if (used + job.gpus <= cap->max)
            return end;
    }
    return 0; // the snapshot does not show what holds the cap; let the queue decide
}

QString StartForecast::basisText(const WaitForecast& w, bool gpus)
{
    const QString ahead = gpus ? tr("%n job(s) ahead needing %1 GPU(s)", nullptr, w.pendingAhead).arg(w.sizeAhead)
                               : tr("%n job(s) ahead needing %1 CPU(s)", nullptr, w.pendingAhead).arg(w.sizeAhead);
    const int days = std::max(1, int(std::ceil(double(w.similarSinceS) / 86400.0)));
    return tr("%1; %2 in the last %3")
        .arg(ahead, tr("%n similar job(s)", nullptr, w.similarJobs), tr("%n day(s)", nullptr, days));
}

StartEstimate StartForecast::of(const ClusterSnapshot& snapshot, const Job& job,
                                const std::optional<WaitForecast>& wait)
{
    StartEstimate e;
    e.at = snapshot.takenAt.isValid() ? snapshot.takenAt : Clock::currentDateTimeUtc();
    e.wait = wait;
    if (wait) {
        e.basis = basisText(*wait, job.gpus > 0);
        e.longestSeenS = wait->longestSeenS;
    }
    if (job.state != JobState::Pending && job.state != JobState::Unknown) {
        e.kind = StartEstimate::Kind::Started;
        return e;
    }
    if (const QString why = neverRunsReason(snapshot, job); !why.isEmpty()) {
        e.kind = StartEstimate::Kind::NeverRuns;
        e.note = tr("Never starts as written: %1").arg(why);
        return e;
    }
    if (SlurmReasons::classify(job.reason).cause == Cause::Held) {
        e.kind = StartEstimate::Kind::Held;
        e.releaseWaitS = wait ? wait->p50 : -1;
        e.note = wait ? tr("Held: starts after release, then in about %1").arg(durationText(wait->p50))
                      : tr("Held: starts after release");
        return e;
    }
    if (!wait) {
        e.kind = StartEstimate::Kind::NoData;
        e.note = tr("Too little history for this partition to forecast");
        return e;
    }
    e.kind = StartEstimate::Kind::Estimate;
    // The queue wait counts from when the job may start at all: its begin time, or when the user's own jobs
    // have freed enough under the per-user cap.
    qint64 from = 0;
    if (job.beginTime.isValid() && e.at.secsTo(job.beginTime) > 0) {
        from = e.at.secsTo(job.beginTime);
        e.why = StartEstimate::Why::BeginTime;
    }
    if (const qint64 cap = ownCapWaitS(snapshot, job); cap > from) {
        from = cap;
        e.why = StartEstimate::Why::OwnCap;
    }
    if (from > 0)
        e.notBefore = e.at.addSecs(from);
    e.p50 = e.at.addSecs(from + qint64(std::llround(wait->p50)));
    e.beyondSeen = wait->beyondSeen;
    if (!wait->beyondSeen)
        e.p90 = e.at.addSecs(from + qint64(std::llround(std::max(wait->upper, wait->p50))));
    if (e.beyondSeen)
        e.note = tr("P90: longer than anything seen here (%1)").arg(durationText(wait->longestSeenS));
    else if (e.why == StartEstimate::Why::BeginTime)
        e.note = tr("Counted from its begin time");
    else if (e.why == StartEstimate::Why::OwnCap)
        e.note = tr("Over QOS %1's per-user GPU cap: waits for your own jobs to end first").arg(job.qos);
    return e;
}

StartEstimate StartForecast::compute(const ClusterSnapshot& snapshot, const Job& job, const QList<TraceJob>& history)
{
    QList<TraceJob> samePartition;
    for (const TraceJob& t : history) {
        if (t.queue == job.partition)
            samePartition.append(t);
    }
    std::optional<WaitForecast> wait;
    if (!samePartition.isEmpty())
        wait = LiveForecast::forecastForJob(snapshot, job, samePartition);
    return of(snapshot, job, wait);
}

} // namespace qc
