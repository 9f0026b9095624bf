#include "ClusterSnapshot.h"

#include "Clock.h"

namespace qc {

QDateTime ClusterSnapshot::takenAtOrNow() const
{
    return takenAt.isValid() ? takenAt : Clock::currentDateTimeUtc();
}

const Job* ClusterSnapshot::findJob(const QString& id) const
{
    for (const auto& j : jobs) {
        if (j.id == id)
            return &j;
    }
    return nullptr;
}

const Partition* ClusterSnapshot::findPartition(const QString& name) const
{
    for (const auto& p : partitions) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

QList<const Node*> ClusterSnapshot::nodesOf(const QString& partition) const
{
    QList<const Node*> out;
    for (const auto& n : nodes) {
        if (n.partitions.contains(partition))
            out.append(&n);
    }
    return out;
}

} // namespace qc
