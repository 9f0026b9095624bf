#pragma once

#include "Job.h"
#include "License.h"
#include "Limit.h"
#include "Node.h"
#include "Partition.h"

#include <QDateTime>
#include <QList>

namespace qc {

// Everything one refresh learned about a cluster, at one moment.
struct ClusterSnapshot
{
    QDateTime takenAt;
    QString clusterName;
    QString currentUser;
    QList<Job> jobs;
    QList<Node> nodes;
    QList<Partition> partitions;
    QList<Limit> limits;
    QList<License> licenses;
    // False when the scheduler hides other users' jobs (Slurm PrivateData): positions are then lower bounds.
    bool othersJobsVisible = true;
    // When the slow accounting facts (limits, cluster name, PrivateData) were read, possibly by an earlier run;
    // invalid: not known (backends that read them with every snapshot leave it so).
    QDateTime accountingReadAt;
    // The latest read of those facts failed: what `limits` and `clusterName` say may be out of date.
    bool accountingStale = false;

    const Job* findJob(const QString& id) const;
    // The partitions' names, in the order the backend lists them ("Move to", policy targets).
    QStringList partitionNames() const
    {
        QStringList names;
        for (const Partition& p : partitions)
            names.append(p.name);
        return names;
    }
    const Partition* findPartition(const QString& name) const;
    QList<const Node*> nodesOf(const QString& partition) const;
};

} // namespace qc
