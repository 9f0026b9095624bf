#pragma once

#include "../model/Limit.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace qc {

// The numbers behind a cause, so tests and the UI read values rather than prose. Fields that do not
// apply to the cause keep their defaults (-1 / invalid / empty).
struct CauseEvidence
{
    QString text; // translated sentence(s) built from the fields below
    QString rawReason; // the scheduler's own code, untranslated
    QString partition;

    // GPUs: gpu_shortage, fragmentation, never_runs by size, priority
    QString gpuType; // empty: any type
    int gpusWanted = 0;
    int gpusFree = -1; // of the job's type, on available nodes of its partition
    int gpusTotal = -1;
    int maxFreeOnOneNode = -1;
    int gpusPerNode = 0; // the partition's largest node: jobs up to this size need one node
    bool fitsNow = false; // the shape fits the free GPUs now
    int splitGpusPerNode = 0; // fragmentation: an even split that would start now
    int splitNodes = 0;
    QDateTime enoughFreeAt; // gpu_shortage: when running jobs' time limits free enough GPUs

    // quota
    Limit::Scope limitScope = Limit::Scope::QosPerUser;
    QString limitName; // QOS or account
    QString limitResource;
    qint64 limitMax = -1;
    qint64 limitUsed = -1;
    int limitRunningJobs = -1; // running jobs counted against the limit
    int limitRunningJobsMine = -1; // of those, the current user's
    QDateTime firstEnd; // earliest end of those jobs by time limit

    // storage_io
    QString licenseName;
    int licenseWanted = 0;
    int licenseFree = -1;
    int licenseTotal = -1;

    // never_runs by time
    qint64 timeLimitS = 0;
    qint64 partitionMaxTimeS = 0;

    QDateTime beginTime; // begin_time
    QStringList dependsOn; // dependency: job ids waited on
    bool heldByAdmin = false; // held
    qint64 startingForS = -1; // startup
    QString partitionState; // unavailable
    QStringList unavailableNodes;

    bool operator==(const CauseEvidence&) const = default;
};

} // namespace qc
