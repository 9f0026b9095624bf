#include "JobInsight.h"

#include "AdviceBuilder.h"
#include "CauseAnalyzer.h"
#include "CauseExplainer.h"
#include "ClusterIndex.h"

#include <unordered_map>
#include <vector>

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

const std::shared_ptr<const CauseEvidence>& JobInsight::noEvidence()
{
    static const std::shared_ptr<const CauseEvidence> none = std::make_shared<const CauseEvidence>();
    return none;
}

namespace {

// One copy of each distinct evidence in a view. Held jobs, jobs waiting for the same begin time and often a job
// array's tasks say the same thing with the same numbers; a 100,000-job backlog of held jobs needs a handful.
class EvidencePool
{
public:
    std::shared_ptr<const CauseEvidence> intern(CauseEvidence evidence)
    {
        const size_t h = qHashMulti(0, evidence.text, evidence.rawReason, evidence.partition, evidence.gpusWanted,
                                    evidence.gpusFree, evidence.limitUsed, evidence.beginTime);
        auto& bucket = m_pool[h];
        for (const auto& e : bucket) {
            if (*e == evidence)
                return e;
        }
        bucket.push_back(std::make_shared<const CauseEvidence>(std::move(evidence)));
        return bucket.back();
    }

private:
    std::unordered_map<size_t, std::vector<std::shared_ptr<const CauseEvidence>>> m_pool;
};

} // namespace

QList<JobInsight> JobInsight::computeAll(const ClusterSnapshot& snapshot, const Capabilities& capabilities)
{
    const ClusterIndex index(snapshot);
    const CauseAnalyzer analyzer(index);
    const qsizetype n = snapshot.jobs.size();
    // The insights are filled in place: a list of CauseResult beside them cost ~400 bytes a job more at the peak
    // (40 MB at 100,000 jobs, twice while the previous view is still shown). Evidence is pooled in both passes, so
    // the peak never holds one copy per job either.
    QList<JobInsight> out(n);
    QList<bool> eligible(n, false);
    EvidencePool classified;
    for (qsizetype i = 0; i < n; ++i) {
        CauseResult r = analyzer.classify(snapshot.jobs[i]);
        JobInsight& insight = out[i];
        insight.jobId = snapshot.jobs[i].id;
        insight.cause = r.primary;
        insight.secondaryCauses = std::move(r.secondary);
        insight.inferred = r.inferred;
        insight.knownReason = r.knownReason;
        if (r.primary)
            insight.setEvidence(classified.intern(std::move(r.evidence)));
        eligible[i] = snapshot.jobs[i].isPending() && r.primary && isEligibleCause(*r.primary);
    }
    const auto positions = QueuePosition::computeAll(snapshot, eligible);
    const AdviceBuilder advisor(index, capabilities);
    EvidencePool explained;
    for (qsizetype i = 0; i < n; ++i) {
        const Job& job = snapshot.jobs[i];
        JobInsight& insight = out[i];
        insight.position = positions[i];
        if (!insight.cause)
            continue;
        // The explainer and the advisor read a CauseResult: lent the insight's fields, then given back.
        CauseResult r { insight.cause, std::move(insight.secondaryCauses), insight.inferred, insight.knownReason,
                        insight.evidence() };
        r.evidence.text = CauseExplainer::describe(job, r, positions[i], snapshot);
        insight.advice = advisor.build(job, r, positions[i]);
        insight.secondaryCauses = std::move(r.secondary);
        insight.setEvidence(explained.intern(std::move(r.evidence)));
    }
    return out;
}

} // namespace qc
