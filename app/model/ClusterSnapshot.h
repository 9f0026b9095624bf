#pragma once

#include "AssociationQos.h"
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
    // The QOS each of the current user's associations may use (empty: not known, e.g. no accounting).
    QList<AssociationQos> associationQos;
    // False when the scheduler hides other users' jobs (Slurm PrivateData): positions are then lower bounds.
    bool othersJobsVisible = true;
    // When the slow accounting facts (limits, cluster name, PrivateData) were read, possibly by an earlier run;
    // invalid: not known (backends that read them with every snapshot leave it so).
    QDateTime accountingReadAt;
    // The latest read of those facts failed: what `limits` and `clusterName` say may be out of date.
    bool accountingStale = false;

    // The moment the snapshot speaks for: takenAt, or the clock's now for one built without a time (a job being
    // typed into the submit dialog, a test's snapshot).
    QDateTime takenAtOrNow() const;
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
    // The pending job as it would be in another partition. A licence bound to its partition (a region's storage,
    // Partition::licenseName) becomes the other partition's, as the platform does on a move; Slurm's licences are the
    // cluster's, so they stay.
    Job movedTo(const Job& job, const QString& partition) const;
    // A licence request ("name:count,...") as it reads in `partition`: a request for any partition's own licence
    // becomes this partition's (movedTo's renaming); unchanged where `partition` has none.
    QString licensesIn(const QString& licenses, const QString& partition) const;
    // The QOS the current user may use in `account` on `partition`; nullopt: not known.
    std::optional<QStringList> qosAllowedFor(const QString& account, const QString& partition) const
    {
        return AssociationQos::allowedFor(associationQos, currentUser, account, partition);
    }
};

} // namespace qc
