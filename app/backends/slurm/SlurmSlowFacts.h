#pragma once

#include "../../model/AssociationQos.h"
#include "../../model/Limit.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace qc::slurm {

// What the slow reads (sacctmgr QOS and associations, `scontrol show config`) said, kept between refreshes and,
// through SlurmFactsCache, between runs. Each part is replaced only by a read that worked: one failed sacctmgr
// or scontrol (slurmdbd restarting, a timeout) must not wipe the limits or the cluster name, nor flip whether
// other users' jobs are visible, until the next read.
struct SlurmSlowFacts
{
    QList<Limit> qosLimits;
    QList<Limit> assocLimits;
    QList<AssociationQos> assocQos; // the current user's associations only
    QString cluster;
    bool privateJobs = false; // PrivateData contains "jobs"
    // When all three reads last worked; invalid: never (then the facts are only what partial reads gave).
    QDateTime readAt;
    // The latest attempt failed at least in part: what is shown is older than it should be.
    bool stale = false;

    QList<Limit> limitDefs() const { return qosLimits + assocLimits; }
};

} // namespace qc::slurm
