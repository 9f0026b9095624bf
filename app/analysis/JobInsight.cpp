#include "JobInsight.h"

#include "AdviceBuilder.h"
#include "CauseAnalyzer.h"
#include "CauseExplainer.h"
#include "ClusterIndex.h"

namespace qc {

bool JobInsight::isEligibleCause(Cause cause)
{
    switch (cause) {
    case Cause::Held:
    case Cause::BeginTime:
    case Cause::Dependency:
    case Cause::NeverRuns:
    case Cause::Startup:
        return false;
    default:
        return true;
    }
}

QList<JobInsight> JobInsight::computeAll(const ClusterSnapshot& snapshot, const Capabilities& capabilities)
{
    const ClusterIndex index(snapshot);
    const CauseAnalyzer analyzer(index);
    const qsizetype n = snapshot.jobs.size();
    // The insights are filled in place: a list of CauseResult beside them cost ~400 bytes a job more at the peak
    // (40 MB at 100,000 jobs, twice while the previous view is still shown).
    QList<JobInsight> out(n);
    QList<bool> eligible(n, false);
    for (qsizetype i = 0; i < n; ++i) {
        CauseResult r = analyzer.classify(snapshot.jobs[i]);
        JobInsight& insight = out[i];
        insight.jobId = snapshot.jobs[i].id;
        insight.cause = r.primary;
        insight.secondaryCauses = std::move(r.secondary);
        insight.inferred = r.inferred;
        insight.knownReason = r.knownReason;
        insight.evidence = std::move(r.evidence);
        eligible[i] = snapshot.jobs[i].isPending() && r.primary && isEligibleCause(*r.primary);
    }
    const auto positions = QueuePosition::computeAll(snapshot, eligible);
    const AdviceBuilder advisor(index, capabilities);
    for (qsizetype i = 0; i < n; ++i) {
        const Job& job = snapshot.jobs[i];
        JobInsight& insight = out[i];
        insight.position = positions[i];
        if (!insight.cause)
            continue;
        // The explainer and the advisor read a CauseResult: lent the insight's fields, then given back.
        CauseResult r { insight.cause, std::move(insight.secondaryCauses), insight.inferred, insight.knownReason,
                        std::move(insight.evidence) };
        r.evidence.text = CauseExplainer::describe(job, r, positions[i], snapshot);
        insight.advice = advisor.build(job, r, positions[i]);
        insight.secondaryCauses = std::move(r.secondary);
        insight.evidence = std::move(r.evidence);
    }
    return out;
}

} // namespace qc
