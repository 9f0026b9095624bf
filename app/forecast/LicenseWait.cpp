#include "LicenseWait.h"

#include "../analysis/QueuePosition.h"
#include "../analysis/SlurmReasons.h"
#include "FreeProfile.h"
#include "QueueDrain.h"
#include "model/Clock.h"
#include "model/LicenseRequest.h"

#include <algorithm>
#include <vector>

namespace qc {

qint64 LicenseWait::of(const ClusterSnapshot& snapshot, const Job& job)
{
    if (job.licenses.isEmpty() || !job.isPending())
        return 0;
    return replay(snapshot, &job).value(job.id, 0);
}

QHash<QString, qint64> LicenseWait::ofAll(const ClusterSnapshot& snapshot)
{
    return replay(snapshot, nullptr);
}

QHash<QString, qint64> LicenseWait::replay(const ClusterSnapshot& snapshot, const Job* extra)
{
    QHash<QString, qint64> out;
    if (snapshot.licenses.isEmpty())
        return out;
    const QDateTime now = snapshot.takenAt.isValid() ? snapshot.takenAt : Clock::currentDateTimeUtc();
    struct Ask
    {
        const Job* job;
        int units;
    };
    struct Plan
    {
        FreeProfile free;
        std::vector<Ask> asks;
    };
    QHash<QString, Plan> plans;
    for (const License& l : snapshot.licenses)
        plans.insert(l.name, Plan { FreeProfile(std::max(0, l.free())), {} });
    auto consider = [&](const Job& job) {
        if (job.licenses.isEmpty())
            return;
        const bool running = job.isRunningLike();
        if (!running && !job.isPending())
            return;
        for (const LicenseRequest& r : LicenseRequest::parse(job.licenses)) {
            auto plan = plans.find(r.name);
            if (plan == plans.end())
                continue;
            if (running)
                plan->free.add(QueueDrain::secondsUntilEnd(snapshot, job, now), FreeProfile::Forever, r.count);
            else
                plan->asks.push_back({ &job, r.count });
        }
    };
    for (const Job& job : snapshot.jobs) {
        if (!extra || job.id != extra->id)
            consider(job);
    }
    if (extra)
        consider(*extra);
    constexpr size_t MaxAhead = 2000; // beyond this the answer is "days" either way
    for (auto plan = plans.begin(); plan != plans.end(); ++plan) {
        std::vector<Ask>& asks = plan->asks;
        if (asks.empty())
            continue;
        std::stable_sort(asks.begin(), asks.end(),
                         [](const Ask& a, const Ask& b) { return QueuePosition::runsBefore(*a.job, *b.job); });
        size_t placed = 0;
        for (const Ask& ask : asks) {
            const qint64 limit = QueueDrain::limitOf(snapshot, *ask.job);
            const qint64 at = plan->free.earliestFit(0, limit, ask.units);
            if (at > 0 && at < FreeProfile::Forever) {
                qint64& wait = out[ask.job->id];
                wait = std::max(wait, at);
            }
            // Only a job waiting for licences takes its units as soon as they are there.
            const bool takesFirst = at < FreeProfile::Forever && placed < MaxAhead
                && SlurmReasons::classify(ask.job->reason).cause == Cause::StorageIo;
            if (takesFirst) {
                plan->free.add(at, at + limit, -ask.units);
                ++placed;
            }
        }
    }
    return out;
}

} // namespace qc
