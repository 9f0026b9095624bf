#include "RestSnapshotAssembler.h"

#include <QHash>

namespace qc::rest {

QList<Limit> RestSnapshotAssembler::limits(const QList<RestLimitRule>& rules, const QList<Job>& jobs,
                                           const QString& user)
{
    auto usage = [&jobs](auto&& counts) {
        qint64 n = 0;
        for (const auto& j : jobs) {
            if (j.isRunningLike() && counts(j))
                n += j.gpus;
        }
        return n;
    };
    QList<Limit> out;
    for (const auto& r : rules) {
        Limit l;
        l.scope = r.scope;
        l.max = r.maxGpus;
        switch (r.scope) {
        case Limit::Scope::QosPerUser:
            l.name = r.qos;
            l.user = user;
            l.used = usage([&](const Job& j) { return j.qos == r.qos && j.user == user; });
            break;
        case Limit::Scope::QosGroup:
            l.name = r.qos;
            l.used = usage([&](const Job& j) { return j.qos == r.qos; });
            break;
        case Limit::Scope::AccountGroup:
            l.name = r.account;
            l.used = usage([&](const Job& j) {
                return j.account == r.account && (r.partition.isEmpty() || j.partition == r.partition);
            });
            break;
        case Limit::Scope::UserAssoc:
            // Other users' association limits do not constrain this user.
            if (r.user != user)
                continue;
            l.name = r.account;
            l.user = r.user;
            l.used = usage([&](const Job& j) {
                return j.account == r.account && j.user == r.user
                    && (r.partition.isEmpty() || j.partition == r.partition);
            });
            break;
        }
        out.append(l);
    }
    return out;
}

ClusterSnapshot RestSnapshotAssembler::assemble(Parts parts)
{
    ClusterSnapshot snap;
    snap.takenAt = parts.takenAt;
    snap.clusterName = parts.clusterName;
    snap.currentUser = parts.currentUser;
    // Older API versions list partitions only on the partition side, newer ones on the node side too.
    QHash<QString, qsizetype> nodeIndex;
    for (qsizetype i = 0; i < parts.nodes.size(); ++i)
        nodeIndex.insert(parts.nodes.at(i).name, i);
    for (const auto& p : std::as_const(parts.partitions)) {
        for (const auto& name : p.nodes) {
            const auto it = nodeIndex.constFind(name);
            if (it != nodeIndex.constEnd() && !parts.nodes[*it].partitions.contains(p.name))
                parts.nodes[*it].partitions.append(p.name);
        }
    }
    for (auto& p : parts.partitions) {
        for (const auto& n : std::as_const(parts.nodes)) {
            if (n.partitions.contains(p.name) && !p.nodes.contains(n.name))
                p.nodes.append(n.name);
        }
    }
    snap.limits = limits(parts.rules, parts.jobs, parts.currentUser);
    snap.jobs = std::move(parts.jobs);
    snap.nodes = std::move(parts.nodes);
    snap.partitions = std::move(parts.partitions);
    snap.licenses = std::move(parts.licenses);
    snap.associationQos = std::move(parts.associationQos);
    return snap;
}

} // namespace qc::rest
