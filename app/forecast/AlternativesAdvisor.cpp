#include "AlternativesAdvisor.h"

#include "../analysis/ReprioritizeEffect.h"
#include "../history/HistoryStore.h"
#include "../model/BackgroundPool.h"
#include "GroupCapWait.h"
#include "LiveForecast.h"
#include "OffPeakAdvisor.h"
#include "Planner.h"
#include "QueueDrain.h"
#include "RegionComparison.h"
#include "StartForecast.h"

#include <QFile>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <qcoro/qcorofuture.h>
#include <set>

namespace qc {

namespace {

QList<TraceJob> tracesOf(const QList<TraceJob>& all, const QString& partition)
{
    QList<TraceJob> out;
    for (const TraceJob& t : all) {
        if (t.queue == partition)
            out.append(t);
    }
    return out;
}

int largestNodeGpus(const ClusterSnapshot& snapshot, const QString& partition)
{
    int most = 0;
    for (const Node* node : snapshot.nodesOf(partition))
        most = std::max(most, node->gpusTotal());
    return most;
}

Alternative::Confidence confidenceOf(const StartEstimate& e)
{
    // Thin or missing history, an hour days ahead, or a tail past anything seen: the figure is a rough guide.
    if (!e.wait || e.wait->similarJobs == 0 || e.beyondSeen || e.wait->fromBeginTime || e.wait->similarJobs < 20)
        return Alternative::Confidence::Low;
    if (e.wait->similarJobs >= 100 && e.wait->tailReached && e.wait->anchor != WaitForecast::Anchor::None)
        return Alternative::Confidence::High;
    return Alternative::Confidence::Medium;
}

// Times from the estimate, the run and what the request costs in GPU-hours.
void settle(Alternative& a, const StartEstimate& e, qint64 runS)
{
    a.start = e;
    a.runS = runS;
    a.gpuHours = double(a.gpus) * a.jobs * double(runS) / 3600.0;
    a.confidence = e.kind == StartEstimate::Kind::Estimate ? confidenceOf(e) : Alternative::Confidence::Low;
    if (e.kind == StartEstimate::Kind::Estimate) {
        a.startP50S = std::max<qint64>(0, e.at.secsTo(e.p50));
        a.startP90S = e.p90.isValid() ? std::max<qint64>(a.startP50S, e.at.secsTo(e.p90)) : -1;
        a.finishP50S = a.startP50S + runS;
    } else if (e.kind == StartEstimate::Kind::NeverRuns && a.change != Alternative::Change::Keep) {
        a.allowed = false;
        // A change the user may not make (another user's job, a cluster without the right) that would never run
        // anyway says so first: "no a100 GPUs in us-east" matters even to the job's owner. Before, the first
        // reason alone was kept and the ownership hid it.
        // The lists read "no: <why>", so the reason is the bare one in lower case ("would never start: no a100
        // GPUs in us-east"), not the detail pane's sentence.
        const QString never
            = AlternativesAdvisor::tr("would never start: %1", "an alternative that the cluster would never run")
                  .arg(e.neverRunsWhy);
        if (a.whyNot.isEmpty())
            a.whyNot = never;
        else if (!a.whyNot.contains(never))
            a.whyNot = AlternativesAdvisor::tr("%1; also %2", "two reasons an alternative is not possible")
                           .arg(never, a.whyNot);
    }
}

void forbid(Alternative& a, const QString& why)
{
    if (!a.allowed)
        return; // the first reason is the one that decides
    a.allowed = false;
    a.whyNot = why;
}

} // namespace

StartEstimate AlternativesAdvisor::forecast(const ClusterSnapshot& snapshot, const Job& job,
                                            const QList<TraceJob>& history)
{
    const QList<TraceJob> same = tracesOf(history, job.partition);
    if (!same.isEmpty())
        return StartForecast::of(snapshot, job, LiveForecast::forecastForJob(snapshot, job, same));
    // No past for this partition: the live plan alone, as the anchor the forecast would pull towards.
    const QDateTime now = snapshot.takenAtOrNow();
    WaitForecast w;
    w.queue = job.partition;
    if (job.estimatedStart.isValid()) {
        w.anchorS = double(std::max<qint64>(0, now.secsTo(job.estimatedStart)));
        w.anchor = WaitForecast::Anchor::Scheduler;
    } else if (job.gpus > 0) {
        const QueueDrain::Estimate drain
            = QueueDrain::estimate(snapshot, JobShape::fromJob(job), job.id, job.submitTime);
        if (!drain.feasible)
            return StartForecast::of(snapshot, job, std::nullopt);
        w.anchorS = double(drain.startS);
        w.anchor = WaitForecast::Anchor::Drain;
    } else {
        return StartForecast::of(snapshot, job, std::nullopt);
    }
    w.p50 = w.upper = w.capS = w.anchorS;
    w.tailReached = false;
    return StartForecast::of(snapshot, job, w);
}

AlternativesAdvisor::Advice AlternativesAdvisor::advise(const ClusterSnapshot& snapshot, const QString& jobId,
                                                        const Capabilities& caps, const QList<FinishedJob>& history,
                                                        SortBy sortBy)
{
    Advice out;
    const Job* found = snapshot.findJob(jobId);
    if (!found) {
        out.error = tr("no job %1 in the queue").arg(jobId);
        return out;
    }
    if (!found->isPending()) {
        out.error
            = tr("job %1 is %2, not pending: alternatives are for waiting jobs").arg(jobId, jobStateName(found->state));
        return out;
    }
    const Job job = *found;
    const QList<TraceJob> trace = Planner::toTrace(history);
    const QDateTime now = snapshot.takenAtOrNow();
    const qint64 limit = QueueDrain::limitOf(snapshot, job);
    const Partition* home = snapshot.findPartition(job.partition);
    const bool canResubmit = caps.submit && caps.cancel;
    // Only the job's owner may change it; the list still shows what each change would bring.
    const bool owned = snapshot.currentUser.isEmpty() || job.user == snapshot.currentUser;
    const QString notOwned = tr("job %1 belongs to %2, not to you").arg(job.id, job.user);
    const QString noResubmit = tr("this cluster does not let you submit and cancel jobs here");

    auto base = [&](Alternative::Change change) {
        Alternative a;
        a.change = change;
        a.gpus = job.gpus;
        a.timeLimitS = limit;
        a.partition = job.partition;
        a.qos = job.qos;
        a.begin = job.beginTime;
        if (!owned)
            forbid(a, notOwned);
        return a;
    };
    // A changed copy of the job; the scheduler's estimate belongs to the request as it is, so it goes.
    auto variant = [&job]() {
        Job v = job;
        v.estimatedStart = QDateTime();
        return v;
    };
    // Resubmitted: a new job, so its queue age (and the priority it brought) starts again from now.
    auto resubmitted = [&](Job v) {
        v.submitTime = now;
        v.eligibleTime = QDateTime();
        if (const auto qosBase = ReprioritizeEffect::qosBase(snapshot, job.qos))
            v.priority = std::min(job.priority, *qosBase - job.nice);
        return v;
    };

    out.keep = base(Alternative::Change::Keep);
    settle(out.keep, forecast(snapshot, job, trace), limit);
    QList<Alternative>& alts = out.alternatives;

    // Fewer GPUs: powers of two below the request, the run longer in proportion (the work stays the same); and the
    // room left under the account's or QOS's GPU cap, which the detail pane's advice names ("resubmit with 15 GPUs")
    // and which no power of two may hit.
    std::vector<int> fewer;
    for (int g = 1; g < job.gpus; g *= 2)
        fewer.push_back(g);
    if (const Limit* cap = GroupCapWait::capOn(snapshot, job); cap && cap->used >= 0) {
        const qint64 room = cap->max - cap->used;
        if (room > 0 && room < job.gpus && std::find(fewer.begin(), fewer.end(), int(room)) == fewer.end())
            fewer.insert(std::upper_bound(fewer.begin(), fewer.end(), int(room)), int(room));
    }
    const int nodeGpus = largestNodeGpus(snapshot, job.partition);
    for (const int g : fewer) {
        Alternative a = base(Alternative::Change::FewerGpus);
        a.gpus = g;
        const qint64 run = qint64(std::ceil(double(limit) * job.gpus / g));
        a.timeLimitS = (run + 59) / 60 * 60;
        a.note = tr("Assumes the work takes %1 times as long on fewer GPUs; the job is resubmitted and its place in "
                    "the queue starts again.")
                     .arg(QLocale().toString(double(job.gpus) / g, 'f', 1));
        Job v = resubmitted(variant());
        v.gpus = g;
        v.timeLimitS = a.timeLimitS;
        v.nodes = g <= nodeGpus ? 1 : std::max(1, (job.nodes * g) / std::max(1, job.gpus));
        if (!canResubmit)
            forbid(a, noResubmit);
        if (home && home->maxTimeS > 0 && a.timeLimitS > home->maxTimeS)
            forbid(a,
                   tr("it needs a time limit of %1, above the partition's maximum of %2")
                       .arg(StartForecast::durationText(double(a.timeLimitS)),
                            StartForecast::durationText(double(home->maxTimeS))));
        settle(a, forecast(snapshot, v, trace), run);
        alts.append(a);
    }

    // Split into k jobs of n/k GPUs each: all parts queue at once; the work is done when the last one has run.
    for (int k : { 2, 4 }) {
        if (job.gpus < k || job.gpus % k != 0)
            continue;
        Alternative a = base(Alternative::Change::Split);
        a.jobs = k;
        a.gpus = job.gpus / k;
        a.note = tr("Only if the training can run as %1 independent parts; the job is resubmitted as %1 jobs and "
                    "its place in the queue starts again.")
                     .arg(k);
        if (!canResubmit)
            forbid(a, noResubmit);
        ClusterSnapshot split = snapshot;
        split.jobs.removeIf([&job](const Job& j) { return j.id == job.id; });
        Job part = resubmitted(variant());
        part.gpus = a.gpus;
        part.nodes = a.gpus <= nodeGpus ? 1 : std::max(1, job.nodes / k);
        for (int i = 1; i < k; ++i) {
            Job earlier = part;
            earlier.id = QStringLiteral("%1+part%2").arg(job.id).arg(i);
            earlier.submitTime = now.addSecs(-1); // submitted just before the last part, so they rank ahead of it
            split.jobs.append(earlier);
        }
        settle(a, forecast(split, part, trace), limit);
        alts.append(a);
    }

    // A shorter time limit: the running jobs' ends are where backfill holes close, so each end (rounded down to a
    // quarter hour) is a limit that might fit a hole. Only the ones that start earlier than every longer one stay,
    // and none below a quarter of the current limit: limits are often 1.2-4 times the run, rarely more, and a job
    // cut short has gained nothing. The work takes as long as before, so the finish counts the old run: a shorter
    // limit can only win by its start (ranking by start + new limit put "15 min" first for an 8 h job).
    const qint64 shortest = std::max(MinLimitS, limit / 4);
    {
        std::set<qint64, std::greater<>> limits;
        for (const Job& r : snapshot.jobs) {
            if (!r.isRunningLike() || r.partition != job.partition || r.gpus <= 0)
                continue;
            qint64 end = r.endTime.isValid() ? now.secsTo(r.endTime) : -1;
            if (end <= 0 && r.startTime.isValid() && r.timeLimitS > 0)
                end = now.secsTo(r.startTime) + r.timeLimitS;
            const qint64 l = end / 900 * 900;
            if (l >= shortest && l < limit)
                limits.insert(l);
        }
        std::vector<qint64> picked(limits.begin(), limits.end());
        if (picked.size() > size_t(MaxLimitCandidates)) { // spread over the range, longest and shortest kept
            std::vector<qint64> spread;
            for (int i = 0; i < MaxLimitCandidates; ++i)
                spread.push_back(picked[size_t(i) * (picked.size() - 1) / size_t(MaxLimitCandidates - 1)]);
            picked = spread;
        }
        qint64 bestStart = out.keep.hasStart() ? out.keep.startP50S : std::numeric_limits<qint64>::max();
        for (qint64 l : picked) {
            Alternative a = base(Alternative::Change::ShorterLimit);
            a.timeLimitS = l;
            a.note = tr("Only if the job finishes, or saves a checkpoint, within the shorter limit.");
            if (!caps.changeTimeLimit)
                forbid(a, tr("this cluster does not let you change the time limit"));
            Job v = variant();
            v.timeLimitS = l;
            settle(a, forecast(snapshot, v, trace), limit);
            if (a.hasStart() && a.startP50S < bestStart) {
                bestStart = a.startP50S;
                alts.append(a);
            }
        }
    }

    // Another partition (region): moved, so the job keeps its queue age.
    for (const Partition& p : snapshot.partitions) {
        if (p.name == job.partition)
            continue;
        JobShape shape = JobShape::fromJob(job);
        shape.queue = p.name;
        bool anyGpus = false;
        for (const Node* node : snapshot.nodesOf(p.name))
            anyGpus = anyGpus || node->gpusTotal() > 0;
        if (job.gpus > 0 && !anyGpus)
            continue; // a GPU job does not go to a partition without GPUs
        Alternative a = base(Alternative::Change::Partition);
        a.partition = p.name;
        if (!caps.changePartition)
            forbid(a, tr("this cluster does not let you move jobs"));
        if (const QString why = RegionComparison::rejection(snapshot, p, shape); !why.isEmpty())
            forbid(a, why);
        if (!p.allowedAccounts.isEmpty() && !p.allowedAccounts.contains(job.account))
            forbid(a, tr("account %1 may not use it").arg(job.account));
        const Job v = snapshot.movedTo(variant(), p.name);
        settle(a, forecast(snapshot, v, trace), limit);
        alts.append(a);
    }

    // Another QOS: its priority estimated from the jobs already waiting in it, as the Reprioritize dialog does.
    // Which QOS the job's account lets the user name comes from the accounting associations where they were read;
    // Slurm refuses any other ("Invalid qos specification"), so such a QOS is listed but not allowed.
    const std::optional<QStringList> accountQos = snapshot.qosAllowedFor(job.account, job.partition);
    QStringList qosNames = home ? home->allowedQos : QStringList();
    if (qosNames.isEmpty()) {
        auto add = [&qosNames](const QString& q) {
            if (!q.isEmpty() && !qosNames.contains(q))
                qosNames.append(q);
        };
        for (const Job& j : snapshot.jobs)
            add(j.qos);
        for (const Limit& l : snapshot.limits) {
            if (l.scope == Limit::Scope::QosPerUser)
                add(l.name);
        }
        for (const QString& q : accountQos.value_or(QStringList()))
            add(q);
    }
    qosNames.sort();
    for (const QString& q : std::as_const(qosNames)) {
        if (q == job.qos)
            continue;
        Alternative a = base(Alternative::Change::Qos);
        a.qos = q;
        if (!caps.changeQos)
            forbid(a, tr("this cluster does not let you change the QOS"));
        const bool accountKnown = accountQos.has_value();
        if (accountKnown && !accountQos->contains(q, Qt::CaseInsensitive))
            forbid(a,
                   tr("account %1 may not use QOS %2 (it may use: %3)")
                       .arg(job.account, q, accountQos->join(QStringLiteral(", "))));
        Job v = variant();
        v.qos = q;
        const QList<ReprioritizeEffect> effect = ReprioritizeEffect::compute(snapshot, { job.id }, std::nullopt, q);
        if (!effect.isEmpty())
            v.priority = effect.first().priorityAfter;
        const bool priorityUnknown = effect.isEmpty() || effect.first().qosUnknown;
        if (priorityUnknown && accountKnown)
            a.note = tr("No job waits in QOS %1, so its priority is not known.").arg(q);
        else if (priorityUnknown)
            a.note = tr("No job waits in QOS %1, so its priority is not known; your account must be allowed to use it.")
                         .arg(q);
        else if (!accountKnown)
            a.note = tr("Your account must be allowed to use QOS %1.").arg(q);
        settle(a, forecast(snapshot, v, trace), limit);
        if (priorityUnknown)
            a.confidence = Alternative::Confidence::Low;
        alts.append(a);
    }

    // An off-peak begin time: the best window of the Plan tab's ranking that is still ahead.
    if (const QList<TraceJob> same = tracesOf(trace, job.partition); !same.isEmpty() && out.keep.start.wait) {
        OffPeakAdvisor::Input input;
        input.shape = JobShape::fromJob(job);
        input.now = now;
        input.live = out.keep.start.wait;
        for (const FinishedJob& f : history) {
            if (f.partition == job.partition)
                input.history.append(f);
        }
        for (const OffPeakWindow& w : OffPeakAdvisor::recommend(input, {})) {
            if (now.secsTo(w.begin) < 1800 || (job.beginTime.isValid() && w.begin <= job.beginTime))
                continue;
            // Nor before the job can start at all (its dependencies ended, its user's jobs under a per-user cap):
            // "start no earlier than 13:00" for a job whose pipeline ends tomorrow changes nothing.
            if (out.keep.start.notBefore.isValid() && w.begin <= out.keep.start.notBefore
                && (out.keep.start.why == StartEstimate::Why::Dependency
                    || out.keep.start.why == StartEstimate::Why::OwnCap))
                continue;
            Alternative a = base(Alternative::Change::Begin);
            a.begin = w.begin;
            a.note = tr("Waits until then; that hour's forecast rests on the same weekday and hour in the past.");
            if (!caps.changeBeginTime)
                forbid(a, tr("this cluster does not let you change the begin time"));
            Job v = variant();
            v.beginTime = w.begin;
            settle(a, forecast(snapshot, v, trace), limit);
            alts.append(a);
            break;
        }
    }

    for (Alternative& a : alts) {
        if (a.hasStart() && out.keep.hasStart()) {
            a.finishGainS = out.keep.finishP50S - a.finishP50S;
            a.startGainS = out.keep.startP50S - a.startP50S;
        }
    }
    sort(alts, sortBy);
    return out;
}

void AlternativesAdvisor::sort(QList<Alternative>& alternatives, SortBy sortBy)
{
    std::stable_sort(alternatives.begin(), alternatives.end(), [sortBy](const Alternative& a, const Alternative& b) {
        if (a.allowed != b.allowed)
            return a.allowed;
        if (a.hasStart() != b.hasStart())
            return a.hasStart();
        const qint64 ka = sortBy == SortBy::Finish ? a.finishP50S : a.startP50S;
        const qint64 kb = sortBy == SortBy::Finish ? b.finishP50S : b.startP50S;
        if (ka != kb)
            return ka < kb;
        const qint64 pa = a.startP90S < 0 ? std::numeric_limits<qint64>::max() : a.startP90S;
        const qint64 pb = b.startP90S < 0 ? std::numeric_limits<qint64>::max() : b.startP90S;
        return pa < pb;
    });
}

AlternativesAdvisor::Advice AlternativesAdvisor::adviseFromStore(const ClusterSnapshot& snapshot, const QString& jobId,
                                                                 const Capabilities& capabilities,
                                                                 const QString& historyPath, SortBy sortBy)
{
    QList<FinishedJob> history;
    if (!historyPath.isEmpty() && QFile::exists(historyPath)) {
        // A store belongs to the thread that opened it: open, read and close here.
        HistoryStore store(historyPath);
        if (store.open().ok()) {
            const QDateTime at = snapshot.takenAtOrNow();
            auto jobs = store.jobs(at.addDays(-28), {});
            if (jobs.ok())
                history = jobs.value();
        }
    }
    return advise(snapshot, jobId, capabilities, history, sortBy);
}

QCoro::Task<AlternativesAdvisor::Advice> AlternativesAdvisor::adviseAsync(ClusterSnapshot snapshot, QString jobId,
                                                                          Capabilities capabilities,
                                                                          QString historyPath, SortBy sortBy)
{
    auto future = QtConcurrent::run(backgroundPool(), &AlternativesAdvisor::adviseFromStore, snapshot, jobId,
                                    capabilities, historyPath, sortBy);
    auto result = co_await future;
    co_return result;
}

} // namespace qc
