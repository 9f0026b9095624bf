#include "StartForecast.h"

#include "../analysis/SlurmReasons.h"
#include "DependencyWait.h"
#include "GroupCapWait.h"
#include "LicenseWait.h"
#include "LiveForecast.h"
#include "QueueDrain.h"
#include "StartForecastBatch.h"

#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTimeZone>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
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
    if (why == Why::Dependency)
        return QStringLiteral("dependency");
    if (why == Why::Licenses)
        return QStringLiteral("licenses");
    if (why == Why::GroupCap)
        return QStringLiteral("group_cap");
    return {};
}

namespace {
// The tightest per-user GPU cap on the job: its QOS's MaxTRESPerUser (the same for every user; `user` only says
// whose usage `used` counts), or the user's own association in the job's account.
const Limit* perUserGpuCap(const ClusterSnapshot& snapshot, const Job& job)
{
    const Limit* best = nullptr;
    for (const Limit& l : snapshot.limits) {
        // The cheap tests first: this runs for every pending job, and the resource's text match was most of it.
        const bool applies = (l.scope == Limit::Scope::QosPerUser && l.isOf(job.qos))
            || (l.scope == Limit::Scope::UserAssoc && l.isOf(job.account) && (l.user.isEmpty() || l.user == job.user));
        if (!applies || l.max < 0 || (best && l.max >= best->max))
            continue;
        if (l.onGpus())
            best = &l;
    }
    return best;
}

// Whether `other` counts against the same per-user cap as `job`.
bool sharesCap(const Limit& cap, const Job& job, const Job& other)
{
    if (other.id == job.id || other.user != job.user)
        return false;
    return cap.isOf(cap.scope == Limit::Scope::QosPerUser ? other.qos : other.account);
}

qint64 ceilToMinute(qint64 secsSinceEpoch)
{
    return (secsSinceEpoch + 59) / 60 * 60;
}
} // namespace

QString StartForecast::durationText(double seconds)
{
    const QLocale locale;
    if (seconds < 60)
        return tr("under a minute");
    if (seconds < 5400)
        return tr("%n min", nullptr, int(std::lround(seconds / 60)));
    if (seconds < 48 * 3600)
        return tr("%1 h").arg(locale.toString(seconds / 3600, 'f', 1));
    return tr("%1 days").arg(locale.toString(seconds / 86400, 'f', 1));
}

QString StartForecast::timeText(const QDateTime& t, const QDateTime& now)
{
    if (!t.isValid())
        return QStringLiteral("—");
    static const QRegularExpression seconds(QStringLiteral("[:.]ss(\\.z+)?"));
    const QLocale locale;
    const QDateTime local = t.toLocalTime();
    if (local.date() == now.toLocalTime().date())
        return locale.toString(local.time(), locale.timeFormat(QLocale::ShortFormat).remove(seconds));
    return locale.toString(local, locale.dateTimeFormat(QLocale::ShortFormat).remove(seconds));
}

QString StartForecast::whenText(const StartEstimate& e)
{
    if (e.kind != StartEstimate::Kind::Estimate)
        return e.note;
    auto at = [&e](const QDateTime& t) { return timeText(t, e.at); };
    const double p50In = double(std::max<qint64>(0, e.at.secsTo(e.p50)));
    if (e.beyondSeen)
        return tr("Around %1 (in %2); the 90% bound is longer than anything seen here (%3).")
            .arg(at(e.p50), durationText(p50In), durationText(e.longestSeenS));
    return tr("Around %1 (in %2); 90% chance by %3 (in %4).")
        .arg(at(e.p50), durationText(p50In), at(e.p90), durationText(double(std::max<qint64>(0, e.at.secsTo(e.p90)))));
}

QString StartForecast::beyondSeenText(const StartEstimate& e)
{
    return tr("P90: longer than anything seen here (%1)").arg(durationText(e.longestSeenS));
}

QString StartForecast::neverRunsReason(const ClusterSnapshot& snapshot, const Job& job, std::optional<int> usableGpus)
{
    if (const Limit* cap = perUserGpuCap(snapshot, job); cap && job.gpus > cap->max)
        return tr("asks for %n GPU(s), more than QOS %1 allows one user (%2)", nullptr, job.gpus)
            .arg(job.qos)
            .arg(cap->max);
    const Partition* partition = snapshot.findPartition(job.partition);
    if (partition && partition->maxTimeS > 0 && job.timeLimitS > partition->maxTimeS)
        return tr("its time limit is above the partition's maximum");
    if (partition && job.gpus > 0 && !snapshot.nodesOf(job.partition).isEmpty()) {
        const int capacity = usableGpus ? *usableGpus : QueueDrain::usableGpus(snapshot, job.partition, job.gpuType);
        // "only 0 usable GPUs" read oddly in the alternatives list (another region without the type): say "no".
        if (capacity == 0 && !job.gpuType.isEmpty())
            return tr("the partition has no usable %1 GPUs").arg(job.gpuType);
        if (capacity == 0)
            return tr("the partition has no usable GPUs");
        if (capacity < job.gpus)
            return tr("the partition has only %n usable GPU(s) of this type", nullptr, capacity);
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
    const QDateTime now = snapshot.takenAtOrNow();
    // When the user's GPUs under the cap come free: running jobs at their end (end time, else start + limit).
    std::multiset<std::pair<qint64, int>> frees;
    qint64 used = 0;
    std::vector<const Job*> ahead; // the user's own pending jobs under the cap that the scheduler takes first
    for (const Job& other : snapshot.jobs) {
        if (!sharesCap(*cap, job, other) || other.gpus <= 0)
            continue;
        if (other.isRunningLike()) {
            used += other.gpus;
            frees.insert({ QueueDrain::secondsUntilEnd(snapshot, other, now), other.gpus });
        } else if (other.isPending() && other.gpus <= cap->max && QueuePosition::runsBefore(other, job)
                   && SlurmReasons::classify(other.reason).cause != Cause::Held) {
            ahead.push_back(&other);
        }
    }
    if (used + job.gpus <= cap->max && ahead.empty())
        return 0;
    std::sort(ahead.begin(), ahead.end(), [](const Job* a, const Job* b) { return QueuePosition::runsBefore(*a, *b); });
    // Replay the cap: each job (the ones ahead, then this one) starts once enough has come free.
    qint64 t = 0;
    auto fit = [&](int gpus) {
        while (used + gpus > cap->max && !frees.empty()) {
            const auto first = frees.begin();
            t = std::max(t, first->first);
            used -= first->second;
            frees.erase(first);
        }
        return used + gpus <= cap->max;
    };
    for (const Job* other : ahead) {
        if (!fit(other->gpus))
            break;
        used += other->gpus;
        frees.insert({ t + QueueDrain::limitOf(snapshot, *other), other->gpus });
    }
    // When even that does not fit, the snapshot does not show all that holds the cap: the queue decides the rest.
    fit(job.gpus);
    return t;
}

QString StartForecast::groupCapText(const Limit* cap, const QString& by)
{
    if (!cap)
        return tr("Waits for room under a group GPU cap: by %1 at the latest if the jobs holding it run to their time "
                  "limits")
            .arg(by);
    const QString whose
        = cap->scope == Limit::Scope::AccountGroup ? tr("account %1").arg(cap->name) : tr("QOS %1").arg(cap->name);
    return tr("Waits for room under the %1-GPU cap of %2, shared by its users: by %3 at the latest if the jobs holding "
              "it run to their time limits")
        .arg(QString::number(cap->max), whose, by);
}

QHash<QString, qint64> StartForecast::ownCapWaitsOfAll(const ClusterSnapshot& snapshot)
{
    QHash<QString, qint64> out;
    // A group: one user under one cap. The jobs that ask: pending, under a cap they fit in.
    struct Group
    {
        const Limit* cap = nullptr;
        std::vector<const Job*> askers;
        std::vector<const Job*> members; // the user's GPU jobs the cap counts
    };
    std::map<std::pair<const Limit*, QString>, Group> groups;
    for (const Job& job : snapshot.jobs) {
        if (!job.isPending())
            continue;
        const Limit* cap = perUserGpuCap(snapshot, job);
        if (!cap || job.gpus > cap->max)
            continue;
        Group& g = groups[{ cap, job.user }];
        g.cap = cap;
        g.askers.push_back(&job);
    }
    if (groups.empty())
        return out;
    QHash<QString, std::vector<Group*>> byUser;
    for (auto& [key, group] : groups)
        byUser[key.second].push_back(&group);
    for (const Job& job : snapshot.jobs) {
        if (job.gpus <= 0)
            continue;
        const auto users = byUser.constFind(job.user);
        if (users == byUser.cend())
            continue;
        for (Group* g : *users) {
            const Limit& cap = *g->cap;
            if (cap.isOf(cap.scope == Limit::Scope::QosPerUser ? job.qos : job.account))
                g->members.push_back(&job);
        }
    }
    const QDateTime now = snapshot.takenAtOrNow();
    for (auto& [key, g] : groups) {
        if (g.members.empty())
            continue; // nothing of the user's holds the cap: every wait is 0 (left out, as all zeros are)
        const int max = int(g.cap->max);
        std::multiset<std::pair<qint64, int>> frees;
        qint64 used = 0;
        std::vector<std::pair<const Job*, bool>> sequence; // job, asks
        for (const Job* other : g.members) {
            if (other->isRunningLike()) {
                used += other->gpus;
                frees.insert({ QueueDrain::secondsUntilEnd(snapshot, *other, now), other->gpus });
            }
        }
        // Every pending member and every asker once, in the order the scheduler takes them: the jobs ahead of an
        // asker are the qualifying ones before it, so one replay of the cap answers them all.
        QSet<const Job*> asking(g.askers.cbegin(), g.askers.cend());
        for (const Job* other : g.members) {
            if (other->isPending() && !asking.contains(other))
                sequence.emplace_back(other, false);
        }
        for (const Job* asker : g.askers)
            sequence.emplace_back(asker, true);
        std::sort(sequence.begin(), sequence.end(),
                  [](const auto& a, const auto& b) { return QueuePosition::runsBefore(*a.first, *b.first); });
        // ownCapWaitS's replay, shared: `broken` once a job ahead did not fit (every release taken since).
        qint64 t = 0;
        bool broken = false;
        auto fit = [&](int gpus) {
            while (used + gpus > max && !frees.empty()) {
                const auto first = frees.begin();
                t = std::max(t, first->first);
                used -= first->second;
                frees.erase(first);
            }
            return used + gpus <= max;
        };
        auto wouldWait = [&](int gpus) {
            qint64 at = t;
            qint64 u = used;
            for (auto it = frees.begin(); u + gpus > max && it != frees.end(); ++it) {
                at = std::max(at, it->first);
                u -= it->second;
            }
            return at;
        };
        for (const auto& [job, asks] : sequence) {
            const bool goesAhead
                = job->gpus > 0 && job->gpus <= max && SlurmReasons::classify(job->reason).cause != Cause::Held;
            if (!goesAhead || broken) {
                if (const qint64 wait = asks ? wouldWait(job->gpus) : 0; wait != 0)
                    out.insert(job->id, wait);
                continue;
            }
            // The asker's own wait is this very fit; for the jobs after it, it is the first step of their replay.
            const bool fits = fit(job->gpus);
            if (asks && t != 0)
                out.insert(job->id, t);
            if (!fits) {
                broken = true;
                continue;
            }
            used += job->gpus;
            frees.insert({ t + QueueDrain::limitOf(snapshot, *job), job->gpus });
        }
    }
    return out;
}

QString StartForecast::basisText(const WaitForecast& w, bool gpus, const std::optional<QueuePosition>& position)
{
    // With a place in the queue: the very jobs "Place in the queue" counts ahead. Without one: the partition's
    // pending jobs, named as such, so the two never read as different counts of the same thing.
    QString ahead;
    if (position)
        ahead = gpus
            ? tr("%n eligible job(s) ahead needing %1 GPU(s)", nullptr, position->jobsAhead).arg(position->gpusAhead)
            : tr("%n eligible job(s) ahead", nullptr, position->jobsAhead);
    else
        ahead = gpus
            ? tr("%n job(s) pending in the partition needing %1 GPU(s)", nullptr, w.pendingAhead).arg(w.sizeAhead)
            : tr("%n job(s) pending in the partition needing %1 CPU(s)", nullptr, w.pendingAhead).arg(w.sizeAhead);
    const int days = std::max(1, int(std::ceil(double(w.similarSinceS) / 86400.0)));
    return tr("%1; %2 in the last %3")
        .arg(ahead, tr("%n similar job(s)", nullptr, w.similarJobs), tr("%n day(s)", nullptr, days));
}

StartEstimate StartForecast::of(const ClusterSnapshot& snapshot, const Job& job,
                                const std::optional<WaitForecast>& wait, const std::optional<QueuePosition>& position)
{
    return of(snapshot, job, wait, position, Known {});
}

StartEstimate StartForecast::of(const ClusterSnapshot& snapshot, const Job& job,
                                const std::optional<WaitForecast>& wait, const std::optional<QueuePosition>& position,
                                const Known& known)
{
    StartEstimate e;
    e.at = snapshot.takenAtOrNow();
    e.wait = wait;
    if (wait) {
        e.basis = basisText(*wait, job.gpus > 0, position);
        e.longestSeenS = wait->longestSeenS;
    }
    if (job.state != JobState::Pending && job.state != JobState::Unknown) {
        e.kind = StartEstimate::Kind::Started;
        return e;
    }
    if (const QString why = neverRunsReason(snapshot, job, known.usableGpus); !why.isEmpty()) {
        e.kind = StartEstimate::Kind::NeverRuns;
        e.note = tr("Never starts as written: %1").arg(why);
        e.neverRunsWhy = why;
        return e;
    }
    if (SlurmReasons::classify(job.reason).cause == Cause::Held) {
        e.kind = StartEstimate::Kind::Held;
        e.releaseWaitS = wait ? wait->p50 : -1;
        if (wait) {
            e.note = tr("Held: starts after release, then in about %1").arg(durationText(wait->p50));
        } else if (known.heldNote) {
            if (known.heldNote->isNull())
                *known.heldNote = tr("Held: starts after release");
            e.note = *known.heldNote;
        } else {
            e.note = tr("Held: starts after release");
        }
        return e;
    }
    if (!wait) {
        e.kind = StartEstimate::Kind::NoData;
        e.note = tr("Too little history for this partition to forecast");
        return e;
    }
    e.kind = StartEstimate::Kind::Estimate;
    // The queue wait counts from when the job may start at all: its begin time, or when the user's own jobs have freed
    // enough under the per-user cap.
    qint64 from = 0;
    if (job.beginTime.isValid() && e.at.secsTo(job.beginTime) > 0) {
        from = e.at.secsTo(job.beginTime);
        e.why = StartEstimate::Why::BeginTime;
    }
    if (const qint64 cap = known.ownCapWait ? *known.ownCapWait : ownCapWaitS(snapshot, job); cap > from) {
        from = cap;
        e.why = StartEstimate::Why::OwnCap;
    }
    // After the jobs it depends on have ended: the queue wait counts from then, as from a begin time. For the P90 they
    // run to their time limits, for the P50 the share of them the partition's jobs run (DependencyWait::medianShare).
    qint64 from50 = from;
    if (const qint64 after
        = known.dependencyWait ? *known.dependencyWait : DependencyWait::of(snapshot, job, std::llround(wait->p50));
        after > from) {
        from = after;
        e.why = StartEstimate::Why::Dependency;
        from50 = std::max(from50,
                          known.dependencyWaitP50
                              ? *known.dependencyWaitP50
                              : DependencyWait::of(snapshot, job, std::llround(wait->p50),
                                                   DependencyWait::medianShare(wait->runShareOfLimit)));
    }
    // The licences' room runs alongside the queue wait, not before it: the start is the later of the two (added, the
    // demo's licence-bound jobs started before their P50 0.91 of the time). The licence plan counts the holders'
    // time limits and jobs end before them, so the median takes half of it. Of the shares tried on two demo days
    // (bench/demo_live_calibration.py: 0.3, 0.5, 0.7, 1), 0.3 and 0.5 gave the P50 the smallest error (4.73, 4.78 h);
    // on three other days this lowered the P90's pinball loss from 2.75 to 2.04 h a forecast.
    // A group's GPU cap (an account's or a QOS's, shared by all its users) is room of the same kind: its holders end
    // before their limits too. On three demo days, the AssocGrpGRES jobs' P90s within the day came true 0.84 of the
    // time instead of 0.72, and the P90 pinball of all forecasts fell from 2.04 to 1.99 h (README).
    const qint64 licenses = known.licenseWait ? *known.licenseWait : LicenseWait::of(snapshot, job);
    const qint64 groupCap = known.groupCapWait ? *known.groupCapWait : GroupCapWait::of(snapshot, job);
    qint64 room = std::max(licenses, groupCap);
    if (room > from)
        e.why = groupCap > licenses ? StartEstimate::Why::GroupCap : StartEstimate::Why::Licenses;
    else
        room = 0;
    if (std::max(from, room) > 0)
        e.notBefore = e.at.addSecs(std::max(from, room));
    // Whole minutes, so the times do not change with every refresh's seconds: the median to the nearest minute
    // (rounding it up would turn a 20 s wait into "in 1 min"), the upper bound up. Begin times are whole minutes,
    // so neither falls before one.
    const qint64 at = e.at.toSecsSinceEpoch();
    auto minuteOf = [&](double waitS, bool up) {
        const qint64 roomHere = up ? room : room / 2;
        const qint64 t = at + std::max((up ? from : from50) + qint64(std::llround(waitS)), roomHere);
        return QDateTime::fromSecsSinceEpoch(up ? ceilToMinute(t) : (t + 30) / 60 * 60, e.at.timeZone());
    };
    e.p50 = minuteOf(wait->p50, false);
    e.beyondSeen = wait->beyondSeen;
    if (!wait->beyondSeen)
        e.p90 = minuteOf(std::max(wait->upper, wait->p50), true);
    // What moved the start comes first: a bound beyond anything seen is in whenText() already, and the pane showed it
    // twice in place of the cap's or the licences' note.
    if (e.why == StartEstimate::Why::BeginTime)
        e.note = tr("Counted from its begin time");
    else if (e.why == StartEstimate::Why::OwnCap)
        // Named: the job may be another user's (the pane shows any job), and "your own jobs" then misled.
        e.note = tr("Over the per-user cap of %n GPU(s) (%1): waits until %2's own jobs free enough, about %3", nullptr,
                    int(perUserGpuCap(snapshot, job)->max))
                     .arg(perUserGpuCap(snapshot, job)->name, job.user, timeText(e.notBefore, e.at));
    else if (e.why == StartEstimate::Why::Dependency)
        e.note = tr("Waits for the jobs it depends on (%1) to end: about %2 if they run to their time limits, then "
                    "for the queue")
                     .arg(job.dependency, timeText(e.notBefore, e.at));
    else if (e.why == StartEstimate::Why::Licenses)
        e.note = tr("Waits for room in its licences (%1): by %2 at the latest if the jobs holding them run to their "
                    "time limits")
                     .arg(job.licenses, timeText(e.notBefore, e.at));
    else if (e.why == StartEstimate::Why::GroupCap)
        e.note = groupCapText(GroupCapWait::capOn(snapshot, job), timeText(e.notBefore, e.at));
    else if (e.beyondSeen)
        e.note = beyondSeenText(e);
    return e;
}

StartEstimate StartForecast::compute(const ClusterSnapshot& snapshot, const Job& job, const QList<TraceJob>& history,
                                     const std::optional<QueuePosition>& position)
{
    return StartForecastBatch(snapshot, history, false).compute(job, position);
}

} // namespace qc
