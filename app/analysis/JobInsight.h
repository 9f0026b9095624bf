#pragma once

#include "../model/Capabilities.h"
#include "../model/ClusterSnapshot.h"
#include "Advice.h"
#include "Cause.h"
#include "CauseEvidence.h"
#include "QueuePosition.h"

#include <QList>
#include <optional>

namespace qc {

// Everything QueueCast can say about why one job waits: cause, numbers, position and advice.
struct JobInsight
{
    QString jobId;
    std::optional<Cause> cause; // nullopt: neither pending nor starting
    QList<Cause> secondaryCauses;
    bool inferred = false;
    bool knownReason = true; // false: the scheduler's reason is not a Slurm 22.05 code
    CauseEvidence evidence;
    QList<Advice> advice;
    std::optional<QueuePosition> position; // nullopt: not eligible (held, begin time, dependency, never runs)

    QDateTime estimatedStart() const { return position ? position->estimatedStart : QDateTime(); }
    bool isEligible() const { return position.has_value(); }

    // One insight per snapshot job, in the snapshot's order. O(n log n); 20,000 jobs take milliseconds.
    static QList<JobInsight> computeAll(const ClusterSnapshot& snapshot, const Capabilities& capabilities);
    // Whether a pending job with this primary cause competes for a place in the queue.
    static bool isEligibleCause(Cause cause);
};

} // namespace qc
