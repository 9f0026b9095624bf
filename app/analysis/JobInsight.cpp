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
    QList<CauseResult> results;
    results.reserve(n);
    QList<bool> eligible(n, false);
    for (qsizetype i = 0; i < n; ++i) {
        results.append(analyzer.classify(snapshot.jobs[i]));
        eligible[i] = snapshot.jobs[i].isPending() && results[i].primary && isEligibleCause(*results[i].primary);
    }
    const auto positions = QueuePosition::computeAll(snapshot, eligible);
    const AdviceBuilder advisor(index, capabilities);
    QList<JobInsight> out;
    out.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        const Job& job = snapshot.jobs[i];
        CauseResult& r = results[i];
        JobInsight insight;
        insight.jobId = job.id;
        insight.cause = r.primary;
        insight.secondaryCauses = r.secondary;
        insight.inferred = r.inferred;
        insight.knownReason = r.knownReason;
        insight.position = positions[i];
        if (r.primary) {
            r.evidence.text = CauseExplainer::describe(job, r, positions[i], snapshot);
            insight.advice = advisor.build(job, r, positions[i]);
        }
        insight.evidence = std::move(r.evidence);
        out.append(std::move(insight));
    }
    return out;
}

} // namespace qc
