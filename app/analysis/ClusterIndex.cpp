#include "ClusterIndex.h"

#include <algorithm>

namespace qc {

namespace {
bool typeMatches(const QString& wanted, const QString& have)
{
    // A GPU whose type the scheduler does not report may be of any type.
    return wanted.isEmpty() || have.isEmpty() || wanted.compare(have, Qt::CaseInsensitive) == 0;
}
} // namespace

bool GpuCapacity::fitsNow(int gpus, int jobNodes) const
{
    if (gpus <= 0)
        return true;
    if (jobNodes > 1) {
        // An explicit node count spreads the GPUs evenly: --nodes=2 --gpus-per-node=4.
        const int per = (gpus + jobNodes - 1) / jobNodes;
        return per <= perNode && nodesWithFree(per) >= jobNodes;
    }
    if (gpus <= perNode)
        return maxFreeOnOneNode >= gpus;
    if (perNode <= 0)
        return false;
    return nodesWithFree(perNode) >= (gpus + perNode - 1) / perNode;
}

bool GpuCapacity::canEverFit(int gpus, int jobNodes) const
{
    if (gpus <= 0)
        return true;
    if (gpus > total || perNode <= 0)
        return false;
    if (jobNodes > 1)
        return (gpus + jobNodes - 1) / jobNodes <= perNode && nodes >= jobNodes;
    return gpus <= perNode || nodes >= (gpus + perNode - 1) / perNode;
}

int GpuCapacity::nodesWithFree(int atLeast) const
{
    // freePerNode is sorted largest first.
    int n = 0;
    for (int f : freePerNode) {
        if (f < atLeast)
            break;
        ++n;
    }
    return n;
}

std::pair<int, int> GpuCapacity::splitNow(int gpus) const
{
    if (gpus <= 1 || free < gpus)
        return { 0, 0 };
    for (int per = std::min(maxFreeOnOneNode, gpus - 1); per >= 1; --per) {
        if (gpus % per == 0 && nodesWithFree(per) >= gpus / per)
            return { per, gpus / per };
    }
    return { 0, 0 };
}

ClusterIndex::ClusterIndex(const ClusterSnapshot& snapshot)
    : m_snapshot(snapshot)
{
    for (const auto& node : snapshot.nodes) {
        QStringList types;
        for (const auto& g : node.gpus) {
            if (!g.type.isEmpty() && !types.contains(g.type.toLower()))
                types.append(g.type.toLower());
        }
        for (const auto& partition : node.partitions) {
            QStringList& known = m_types[partition];
            for (const auto& t : types) {
                if (!known.contains(t))
                    known.append(t);
            }
            for (const QString& type : QStringList { QString() } + types) {
                int total = 0;
                int used = 0;
                for (const auto& g : node.gpus) {
                    if (typeMatches(type, g.type)) {
                        total += g.total;
                        used += g.used;
                    }
                }
                if (total <= 0)
                    continue;
                GpuCapacity& c = m_capacity[key(partition, type)];
                c.total += total;
                ++c.nodes;
                c.perNode = std::max(c.perNode, total);
                if (node.available()) {
                    const int free = std::max(0, total - used);
                    c.free += free;
                    c.maxFreeOnOneNode = std::max(c.maxFreeOnOneNode, free);
                    c.freePerNode.append(free);
                } else {
                    c.unavailableNodes.append(node.name);
                }
            }
        }
    }
    for (auto& c : m_capacity)
        std::sort(c.freePerNode.begin(), c.freePerNode.end(), std::greater<int>());

    for (const auto& job : snapshot.jobs) {
        if (!job.isRunningLike())
            continue;
        addUsage(m_userQos, key(job.user, job.qos), job);
        addUsage(m_qos, job.qos.toLower(), job);
        addUsage(m_account, job.account.toLower(), job);
        addUsage(m_userAccount, key(job.user, job.account), job);
        const QDateTime end = endByLimit(job);
        if (!end.isValid() || job.gpus <= 0)
            continue;
        const QString partition = partitionOf(job);
        // Released GPUs count for the job's own type and for "any type".
        m_releases[key(partition, QString())].append({ end, job.gpus });
        if (!job.gpuType.isEmpty())
            m_releases[key(partition, job.gpuType)].append({ end, job.gpus });
    }
    for (auto& list : m_releases)
        std::sort(list.begin(), list.end(), [](const GpuRelease& a, const GpuRelease& b) { return a.at < b.at; });
    for (const auto& l : snapshot.licenses)
        m_licenses.insert(l.name, &l);
}

void ClusterIndex::addUsage(QHash<QString, RunningUsage>& map, const QString& k, const Job& job)
{
    RunningUsage& u = map[k];
    ++u.jobs;
    u.gpus += job.gpus;
    if (job.user == m_snapshot.currentUser)
        ++u.jobsOfCurrentUser;
    const QDateTime end = endByLimit(job);
    if (end.isValid() && (!u.firstEnd.isValid() || end < u.firstEnd))
        u.firstEnd = end;
}

QString ClusterIndex::partitionOf(const Job& job)
{
    // Almost every job names one partition: then the name itself, shared, not two new strings (the analysis asks
    // this several times per job; at 100,000 jobs it was a tenth of computeAll).
    const QString& p = job.partition;
    if (!p.contains(QLatin1Char(',')) && (p.isEmpty() || (!p.front().isSpace() && !p.back().isSpace())))
        return p;
    return p.section(QLatin1Char(','), 0, 0).trimmed();
}

QDateTime ClusterIndex::endByLimit(const Job& job)
{
    if (!job.startTime.isValid() || job.timeLimitS <= 0)
        return {};
    return job.startTime.addSecs(job.timeLimitS);
}

const GpuCapacity& ClusterIndex::capacity(const QString& partition, const QString& gpuType) const
{
    static const GpuCapacity none;
    auto it = m_capacity.find(key(partition, gpuType));
    return it == m_capacity.end() ? none : *it;
}

QStringList ClusterIndex::gpuTypes(const QString& partition) const
{
    return m_types.value(partition);
}

const QList<GpuRelease>& ClusterIndex::releases(const QString& partition, const QString& gpuType) const
{
    static const QList<GpuRelease> none;
    auto it = m_releases.find(key(partition, gpuType));
    return it == m_releases.end() ? none : *it;
}

RunningUsage ClusterIndex::usageOfUserInQos(const QString& user, const QString& qos) const
{
    return m_userQos.value(key(user, qos));
}

RunningUsage ClusterIndex::usageOfQos(const QString& qos) const
{
    return m_qos.value(qos.toLower());
}

RunningUsage ClusterIndex::usageOfAccount(const QString& account) const
{
    return m_account.value(account.toLower());
}

RunningUsage ClusterIndex::usageOfUserInAccount(const QString& user, const QString& account) const
{
    return m_userAccount.value(key(user, account));
}

const License* ClusterIndex::license(const QString& name) const
{
    return m_licenses.value(name, nullptr);
}

} // namespace qc
