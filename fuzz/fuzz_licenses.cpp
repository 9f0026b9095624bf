// A job's licence request and dependency as squeue and slurmrestd print them, and the licence, group-cap and
// dependency waits that plan with them: every licence item parsed has a name and a count in [1, MaxCount], every
// dependency id is digits, and one job's wait equals the one the pass over all jobs gives it, never negative,
// whatever the time limits (some as large as a server may send).
#include "FuzzInput.h"
#include "forecast/DependencyWait.h"
#include "forecast/GroupCapWait.h"
#include "forecast/LicenseWait.h"
#include "model/LicenseRequest.h"
#include "model/TimeZones.h"

#include <cstdlib>
#include <limits>

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString input = fuzz::text(data, size);
    // Each line is one job's licence field; the pools are what the first line names, with units to spare for some.
    const QStringList fields = input.split(QLatin1Char('\n')).mid(0, 16);
    ClusterSnapshot snapshot;
    snapshot.takenAt = QDateTime::fromSecsSinceEpoch(1764500000, qc::utcZone());
    for (const LicenseRequest& r : LicenseRequest::parse(fields.value(0))) {
        if (r.name.isEmpty() || r.count < 1 || r.count > LicenseRequest::MaxCount)
            std::abort();
        snapshot.licenses.append(License { r.name, r.count * 2, r.count });
    }
    // An account's GPU cap as large as the first line is long, with the scheduler's count from the second.
    snapshot.limits.append(Limit { Limit::Scope::AccountGroup,
                                   QStringLiteral("lab"),
                                   {},
                                   QStringLiteral("gres/gpu"),
                                   qint64(fields.value(0).size()),
                                   qint64(fields.value(1).size()) - 1 });
    for (int i = 0; i < fields.size(); ++i) {
        Job job;
        job.id = QString::number(i);
        job.partition = QStringLiteral("gpu");
        job.licenses = fields[i];
        job.dependency = fields[(i + 1) % fields.size()]; // the next line's text: chains, cycles, junk
        job.priority = fields[i].size() % 3;
        job.timeLimitS = fields[i].startsWith(QLatin1Char('~')) ? std::numeric_limits<qint64>::max() / 2
                                                                : 60 * (1 + fields[i].size());
        job.account = QStringLiteral("lab");
        job.gpus = fields[i].size() % 9;
        job.submitTime = snapshot.takenAt.addSecs(-60 * i);
        job.state = i % 2 ? JobState::Running : JobState::Pending;
        if (job.state == JobState::Running)
            job.startTime = snapshot.takenAt.addSecs(-30 * i);
        job.reason = i % 3 == 1 ? QStringLiteral("Licenses")
            : i % 3 == 2        ? QStringLiteral("Dependency")
                                : QStringLiteral("AssocGrpGRES");
        snapshot.jobs.append(job);
    }
    const QHash<QString, qint64> all = LicenseWait::ofAll(snapshot);
    const QHash<QString, qint64> allCaps = GroupCapWait::ofAll(snapshot);
    const DependencyWait dependencies(snapshot);
    for (const Job& job : snapshot.jobs) {
        if (!job.isPending())
            continue;
        const qint64 one = LicenseWait::of(snapshot, job);
        if (one < 0 || one != all.value(job.id, 0))
            std::abort();
        const qint64 cap = GroupCapWait::of(snapshot, job);
        if (cap < 0 || cap != allCaps.value(job.id, 0))
            std::abort();
        const qint64 queueWait = 600 * job.id.toLongLong();
        const qint64 after = DependencyWait::of(snapshot, job, queueWait);
        if (after < 0 || after != dependencies.of(job, queueWait))
            std::abort();
        for (const QString& id : DependencyWait::jobIds(job.dependency)) {
            if (id.isEmpty() || !id.front().isDigit())
                std::abort();
        }
    }
    return 0;
}
