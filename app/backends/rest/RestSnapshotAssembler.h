#pragma once

#include "../../model/ClusterSnapshot.h"
#include "RestLimitRule.h"

namespace qc::rest {

// Everything the REST reads gave, combined into one snapshot: node/partition membership both ways, and the
// GPU usage of every QOS/association limit counted from the running jobs in the snapshot.
class RestSnapshotAssembler
{
public:
    struct Parts
    {
        QString clusterName;
        QString currentUser;
        QDateTime takenAt;
        QList<Job> jobs;
        QList<Node> nodes;
        QList<Partition> partitions;
        QList<License> licenses;
        QList<RestLimitRule> rules;
        QList<AssociationQos> associationQos;
    };
    static ClusterSnapshot assemble(Parts parts);
    static QList<Limit> limits(const QList<RestLimitRule>& rules, const QList<Job>& jobs, const QString& user);
};

} // namespace qc::rest
