#include "LicenseWait.h"

#include "../analysis/SlurmReasons.h"
#include "UnitPoolReplay.h"
#include "model/LicenseRequest.h"

#include <algorithm>

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
    const QDateTime now = snapshot.takenAtOrNow();
    QHash<QString, UnitPoolReplay> pools;
    for (const License& l : snapshot.licenses)
        pools.insert(l.name, UnitPoolReplay(std::max(0, l.free())));
    auto consider = [&](const Job& job) {
        if (job.licenses.isEmpty())
            return;
        const bool running = job.isRunningLike();
        if (!running && !job.isPending())
            return;
        for (const LicenseRequest& r : LicenseRequest::parse(job.licenses)) {
            auto pool = pools.find(r.name);
            if (pool == pools.end())
                continue;
            if (running)
                pool->hold(snapshot, job, r.count, now);
            else
                pool->ask(job, r.count);
        }
    };
    for (const Job& job : snapshot.jobs) {
        if (!extra || job.id != extra->id)
            consider(job);
    }
    if (extra)
        consider(*extra);
    // Only a job waiting for licences takes its units as soon as they are there.
    const auto waitsForLicences
        = [](const Job& job) { return SlurmReasons::classify(job.reason).cause == Cause::StorageIo; };
    for (auto pool = pools.begin(); pool != pools.end(); ++pool)
        pool->run(snapshot, waitsForLicences, out);
    return out;
}

} // namespace qc
