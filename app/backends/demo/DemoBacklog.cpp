#include "DemoBacklog.h"

#include "DemoRandom.h"

#include <cmath>

namespace qc::demo {

QList<Job> DemoBacklog::build(const DemoConfig& config, int count, const QDateTime& start)
{
    QList<Job> jobs;
    if (count <= 0 || config.regions.isEmpty() || config.accounts.isEmpty() || config.tiers.isEmpty())
        return jobs;
    jobs.reserve(count);
    DemoRandom random(config.seed ^ 0x6a6f6273u);
    const QDateTime later = start.addDays(30);
    // Shared strings: 100,000 jobs of a few dozen distinct names cost one copy of each name.
    QStringList names;
    for (int i = 0; i < 64; ++i)
        names << QStringLiteral("sweep-%1").arg(i);
    const QString heldReason = QStringLiteral("JobHeldUser");
    const QString beginReason = QStringLiteral("BeginTime");
    for (int i = 0; i < count; ++i) {
        const AccountConfig& account = config.accounts[i % config.accounts.size()];
        Job j;
        j.id = QString::number(kFirstId + i);
        j.name = names[i % names.size()];
        j.user = account.users.isEmpty() ? config.user : account.users[(i / 7) % account.users.size()];
        j.account = account.name;
        j.partition = config.regions[(i / 3) % config.regions.size()].name;
        j.state = JobState::Pending;
        j.gpus = 1 << (i % 4);
        j.nodes = 1;
        j.cpus = j.gpus * 8;
        j.memoryMb = qint64(j.gpus) * 64 * 1024;
        j.timeLimitS = 3600 * (1 + i % 24);
        j.qos = config.tiers[i % config.tiers.size()].name;
        j.priority = std::floor(random.uniform(1000, 2000));
        j.submitTime = start.addSecs(-qint64(i % 86400));
        if (i % 2 == 0) {
            j.reason = heldReason;
            j.priority = 0;
        } else {
            j.reason = beginReason;
            j.beginTime = later;
        }
        jobs.append(std::move(j));
    }
    return jobs;
}

} // namespace qc::demo
