#pragma once

#include "CauseAnalyzer.h"
#include "QueuePosition.h"

#include <QCoreApplication>

namespace qc {

// Turns a cause's numbers into translated sentences: the primary cause first, then the secondary ones.
class CauseExplainer
{
    Q_DECLARE_TR_FUNCTIONS(CauseExplainer)

public:
    static QString describe(const Job& job, const CauseResult& result, const std::optional<QueuePosition>& position,
                            const ClusterSnapshot& snapshot);

    // "2 h 10 min", "40 min", "3 d 2 h"
    static QString duration(qint64 seconds);
    // Local clock time; with the date when it is not on the snapshot's day.
    static QString clock(const QDateTime& time, const QDateTime& now);

private:
    static QString sentence(Cause cause, const Job& job, const CauseResult& result,
                            const std::optional<QueuePosition>& position, const ClusterSnapshot& snapshot);
    static QString gpuWord(const CauseEvidence& ev, int count);
    static QString quota(const Job& job, const CauseEvidence& ev, const ClusterSnapshot& snapshot);
    static QString neverRuns(const Job& job, const CauseEvidence& ev);
};

} // namespace qc
