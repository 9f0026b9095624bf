#pragma once

#include "../model/Capabilities.h"
#include "../model/ClusterSnapshot.h"
#include "Advice.h"
#include "Cause.h"
#include "CauseEvidence.h"
#include "QueuePosition.h"

#include <QList>
#include <memory>
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
    QList<Advice> advice;
    std::optional<QueuePosition> position; // nullopt: not eligible (held, begin time, dependency, never runs)

    // The numbers behind the cause, and the sentence made of them. computeAll shares one copy between the jobs whose
    // evidence is equal (a job array's tasks, held jobs): inline, it was 376 of a JobInsight's 552 bytes, ~75 MB
    // for the two views alive at once on a 100,000-job queue.
    const CauseEvidence& evidence() const { return *m_evidence; }
    void setEvidence(CauseEvidence evidence)
    {
        m_evidence = std::make_shared<const CauseEvidence>(std::move(evidence));
    }
    void setEvidence(std::shared_ptr<const CauseEvidence> evidence)
    {
        m_evidence = evidence ? std::move(evidence) : noEvidence();
    }

    QDateTime estimatedStart() const { return position ? position->estimatedStart : QDateTime(); }
    bool isEligible() const { return position.has_value(); }

    // One insight per snapshot job, in the snapshot's order. O(n log n); 20,000 jobs take milliseconds. From
    // kTwoThreadsFrom jobs on, each pass runs its two halves side by side (`Threads::One`: for tests to compare).
    enum class Threads { Two, One };
    static constexpr qsizetype kTwoThreadsFrom = 8192;
    static QList<JobInsight> computeAll(const ClusterSnapshot& snapshot, const Capabilities& capabilities,
                                        Threads threads = Threads::Two);
    // Whether a pending job with this primary cause competes for a place in the queue.
    static bool isEligibleCause(Cause cause);

private:
    static const std::shared_ptr<const CauseEvidence>& noEvidence();
    std::shared_ptr<const CauseEvidence> m_evidence = noEvidence();
};

} // namespace qc
