#pragma once

#include "../model/ClusterSnapshot.h"

#include <QHash>
#include <QList>

namespace qc {

// GPUs of one type (or any type) in one partition, counted once per snapshot.
struct GpuCapacity
{
    int total = 0; // on every node, down or not
    int free = 0; // on nodes that can take work now
    int maxFreeOnOneNode = 0;
    int perNode = 0; // the largest node's GPU count: jobs above it take whole nodes
    int nodes = 0;
    QList<int> freePerNode; // available nodes only, largest first
    QStringList unavailableNodes;

    // Whether a job of `gpus` GPUs could be placed on the free GPUs right now: up to a node's size on one
    // node, beyond that on whole free nodes; with an explicit node count, evenly over that many nodes.
    bool fitsNow(int gpus, int jobNodes = 1) const;
    // Whether the partition could ever hold the request, with every job gone.
    bool canEverFit(int gpus, int jobNodes = 1) const;
    int nodesWithFree(int atLeast) const;
    // An even split of `gpus` over several nodes that fits now: {GPUs per node, nodes}, or {0, 0}.
    std::pair<int, int> splitNow(int gpus) const;
};

// Running work counted for one limit's scope.
struct RunningUsage
{
    int jobs = 0;
    qint64 gpus = 0;
    int jobsOfCurrentUser = 0;
    QDateTime firstEnd; // earliest start + time limit; invalid when none is known
};

// When GPUs come back, by the time limits of the running jobs.
struct GpuRelease
{
    QDateTime at;
    int gpus = 0;
};

// Indexes over one snapshot so that analysing every job costs O(n log n) in total.
class ClusterIndex
{
public:
    explicit ClusterIndex(const ClusterSnapshot& snapshot);

    const ClusterSnapshot& snapshot() const { return m_snapshot; }
    // A job submitted to several partitions ("a,b") is analysed in the first, as Slurm reports it.
    static QString partitionOf(const Job& job);
    static QDateTime endByLimit(const Job& job);

    const GpuCapacity& capacity(const QString& partition, const QString& gpuType) const;
    QStringList gpuTypes(const QString& partition) const; // types seen on the partition's nodes
    const QList<GpuRelease>& releases(const QString& partition, const QString& gpuType) const;
    RunningUsage usageOfUserInQos(const QString& user, const QString& qos) const;
    RunningUsage usageOfQos(const QString& qos) const;
    RunningUsage usageOfAccount(const QString& account) const;
    RunningUsage usageOfUserInAccount(const QString& user, const QString& account) const;
    const License* license(const QString& name) const;

private:
    static QString key(const QString& a, const QString& b) { return a + QChar(0x1f) + b.toLower(); }
    void addUsage(QHash<QString, RunningUsage>& map, const QString& key, const Job& job);

    const ClusterSnapshot& m_snapshot;
    QHash<QString, GpuCapacity> m_capacity; // partition + type ("" = any)
    QHash<QString, QStringList> m_types;
    QHash<QString, QList<GpuRelease>> m_releases;
    QHash<QString, RunningUsage> m_userQos;
    QHash<QString, RunningUsage> m_qos;
    QHash<QString, RunningUsage> m_account;
    QHash<QString, RunningUsage> m_userAccount;
    QHash<QString, const License*> m_licenses;
};

} // namespace qc
