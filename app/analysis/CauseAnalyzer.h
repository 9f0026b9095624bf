#pragma once

#include "Cause.h"
#include "CauseEvidence.h"
#include "ClusterIndex.h"
#include "SlurmReasons.h"

#include <QList>
#include <optional>

namespace qc {

struct CauseResult
{
    std::optional<Cause> primary; // nullopt: the job is neither pending nor starting
    QList<Cause> secondary;
    bool inferred = false; // the category came from cluster state, not the scheduler's own reason
    bool knownReason = true;
    CauseEvidence evidence; // numbers only; CauseExplainer writes the text
};

// Sorts one job into a cause: the scheduler's reason first, then refined with the cluster's state.
class CauseAnalyzer
{
public:
    explicit CauseAnalyzer(const ClusterIndex& index);

    CauseResult classify(const Job& job) const;

    // "afterok:12:13,afterany:14_2(unfulfilled)" -> 12, 13, 14_2
    static QStringList dependencyIds(const QString& dependency);

private:
    void fillGpus(const Job& job, CauseEvidence& ev) const;
    // Finds the limit this job runs into and fills the quota fields. Returns whether it is exceeded.
    bool fillQuota(const Job& job, SlurmReasons::LimitHint hint, CauseEvidence& ev, bool onlyExceeded) const;
    bool fillLicense(const Job& job, CauseEvidence& ev) const;
    void fillUnavailable(const Job& job, CauseEvidence& ev) const;

    const ClusterIndex& m_index;
};

} // namespace qc
