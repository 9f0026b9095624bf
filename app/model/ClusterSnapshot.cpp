#include "ClusterSnapshot.h"

#include "Clock.h"
#include "LicenseRequest.h"

#include <QStringList>
#include <algorithm>

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

Job ClusterSnapshot::movedTo(const Job& job, const QString& partition) const
{
    Job moved = job;
    moved.partition = partition;
    moved.licenses = licensesIn(job.licenses, partition);
    return moved;
}

QString ClusterSnapshot::licensesIn(const QString& licenses, const QString& partition) const
{
    const Partition* to = findPartition(partition);
    if (licenses.isEmpty() || !to || to->licenseName.isEmpty())
        return licenses;
    QStringList items;
    for (const LicenseRequest& r : LicenseRequest::parse(licenses)) {
        const bool regional = std::any_of(partitions.cbegin(), partitions.cend(),
                                          [&r](const Partition& p) { return p.licenseName == r.name; });
        items.append((regional ? to->licenseName : r.name) + QLatin1Char(':') + QString::number(r.count));
    }
    return items.join(QLatin1Char(','));
}

} // namespace qc
