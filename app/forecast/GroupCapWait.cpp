#include "GroupCapWait.h"

#include "../analysis/SlurmReasons.h"
#include "UnitPoolReplay.h"

#include <algorithm>

namespace qc {

namespace {
bool isGroupGpuCap(const Limit& l)
{
    return (l.scope == Limit::Scope::AccountGroup || l.scope == Limit::Scope::QosGroup) && l.max >= 0 && l.onGpus();
}

bool counts(const Limit& cap, const Job& job)
{
    return job.gpus > 0 && cap.isOf(cap.scope == Limit::Scope::AccountGroup ? job.account : job.qos);
}

// A job the scheduler holds back for a group limit takes its GPUs as soon as the cap has room.
bool waitsForAGroupCap(const Job& job)
{
    const SlurmReasons::Reason r = SlurmReasons::classify(job.reason);
    return r.cause == Cause::Quota
        && (r.limit == SlurmReasons::LimitHint::QosGroup || r.limit == SlurmReasons::LimitHint::Association);
}
} // namespace

qint64 GroupCapWait::of(const ClusterSnapshot& snapshot, const Job& job)
{
    if (!job.isPending() || job.gpus <= 0)
        return 0;
    return replay(snapshot, &job).value(job.id, 0);
}

QHash<QString, qint64> GroupCapWait::ofAll(const ClusterSnapshot& snapshot)
{
    return replay(snapshot, nullptr);
}

const Limit* GroupCapWait::capOn(const ClusterSnapshot& snapshot, const Job& job)
{
    // The one with the least room by the scheduler's count (most jobs carry one such cap at most).
    const Limit* tightest = nullptr;
    for (const Limit& l : snapshot.limits) {
        if (!isGroupGpuCap(l) || !counts(l, job))
            continue;
        const qint64 room = l.max - std::max<qint64>(0, l.used);
        if (!tightest || room < tightest->max - std::max<qint64>(0, tightest->used))
            tightest = &l;
    }
    return tightest;
}

QHash<QString, qint64> GroupCapWait::replay(const ClusterSnapshot& snapshot, const Job* extra)
{
    QHash<QString, qint64> out;
    // The caps that take part, by the name their jobs carry: one pass over the jobs, however many accounts have one.
    struct Cap
    {
        const Limit* limit;
        std::vector<const Job*> running;
        qint64 held = 0;
        std::vector<const Job*> asking;
    };
    std::vector<Cap> caps;
    QHash<QString, size_t> byAccount;
    QHash<QString, size_t> byQos;
    for (const Limit& l : snapshot.limits) {
        if (!isGroupGpuCap(l) || (extra && !counts(l, *extra)))
            continue;
        (l.scope == Limit::Scope::AccountGroup ? byAccount : byQos).insert(l.name.toLower(), caps.size());
        caps.push_back(Cap { &l, {}, 0, {} });
    }
    if (caps.empty())
        return out;
    auto take = [&](const QHash<QString, size_t>& index, const QString& name, const Job& job) {
        if (name.isEmpty())
            return;
        const auto found = index.constFind(name.toLower());
        if (found == index.cend())
            return;
        Cap& cap = caps[*found];
        if (job.isRunningLike()) {
            cap.running.push_back(&job);
            cap.held += job.gpus;
        } else if (job.isPending()) {
            cap.asking.push_back(&job);
        }
    };
    auto consider = [&](const Job& job) {
        if (job.gpus <= 0)
            return;
        if (!byAccount.isEmpty())
            take(byAccount, job.account, job);
        if (!byQos.isEmpty())
            take(byQos, job.qos, job);
    };
    for (const Job& job : snapshot.jobs) {
        if (!extra || job.id != extra->id)
            consider(job);
    }
    if (extra)
        consider(*extra);
    const QDateTime now = snapshot.takenAtOrNow();
    for (Cap& cap : caps) {
        if (cap.asking.empty())
            continue;
        UnitPoolReplay pool(std::max<qint64>(0, cap.limit->max - std::max(cap.held, cap.limit->used)));
        for (const Job* job : cap.running)
            pool.hold(snapshot, *job, job->gpus, now);
        for (const Job* job : cap.asking)
            pool.ask(*job, job->gpus);
        pool.run(snapshot, waitsForAGroupCap, out);
    }
    return out;
}

} // namespace qc
