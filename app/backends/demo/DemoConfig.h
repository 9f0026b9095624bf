#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace qc::demo {

struct NodeGroup
{
    QString gpuType;
    int count = 0;
};

struct RegionConfig
{
    QString name;
    int utcOffsetHours = 0; // tenants follow their own clock
    QList<NodeGroup> nodeGroups; // every node has 8 GPUs of one type
    int ioCapacity = 24; // storage IO units, modelled as a Slurm license "<region>-io"
    qint64 maxTimeS = 3 * 86400;
    int drainedNodes = 0; // nodes out for maintenance
};

// Priority tier, shown to users as the QOS.
struct TierConfig
{
    QString name;
    double basePriority = 0;
    int maxGpusPerUser = 0; // 0: no per-user cap
    double share = 0; // fraction of background jobs in this tier
};

struct AccountConfig
{
    QString name;
    int maxGpus = 0; // concurrent GPUs for the whole account (GrpTRES), 0: none
    QStringList users;
    QString homeRegion;
};

struct DemoConfig
{
    std::uint64_t seed = 20261130;
    int historyDays = 14;
    double speed = 1.0; // virtual seconds per wall second
    double loadFactor = 1.0; // scales background arrivals; 0 switches tenants off
    QString user; // the person using the app
    QString userAccount = QStringLiteral("vision");
    QList<RegionConfig> regions;
    QList<TierConfig> tiers;
    QList<AccountConfig> accounts;
    int gpusPerNode = 8;
    int backlogJobs = 0; // jobs=N: a standing backlog of N held and future-begin jobs (DemoBacklog)

    // A public GPU training platform with three regions in three time zones.
    static DemoConfig standard(QString user);
    // An empty platform of one small region, for tests that build situations by hand.
    static DemoConfig minimal(QString user);
};

} // namespace qc::demo
