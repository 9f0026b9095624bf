#include "JobInsight.h"

#include "../model/BackgroundPool.h"
#include "AdviceBuilder.h"
#include "CauseAnalyzer.h"
#include "CauseExplainer.h"
#include "ClusterIndex.h"

#include <QtConcurrent/QtConcurrentRun>
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

// pass(from, to) over [0, n): at once, or the second half on the pool while this thread does the first (on a
// 100,000-job queue each pass took ~0.1 s of the CLI's and the view builder's one thread). Everything the passes
// read is const; each half pools its own evidence, so equal evidence is shared within a half.
template<class Pass> void inHalves(qsizetype n, bool split, const Pass& pass)
{
    if (!split) {
        pass(qsizetype(0), n);
        return;
    }
    const qsizetype mid = n / 2;
    QFuture<void> second = QtConcurrent::run(backgroundPool(), [&pass, mid, n]() { pass(mid, n); });
    pass(qsizetype(0), mid);
    // Run here if the pool has not started it: the caller may itself be one of the pool's threads.
    second.waitForFinished();
}

} // namespace

QList<JobInsight> JobInsight::computeAll(const ClusterSnapshot& snapshot, const Capabilities& capabilities,
                                         Threads threads)
{
    const ClusterIndex index(snapshot);
    const CauseAnalyzer analyzer(index);
    const qsizetype n = snapshot.jobs.size();
    // The insights are filled in place: a list of CauseResult beside them cost ~400 bytes a job more at the peak
    // (40 MB at 100,000 jobs, twice while the previous view is still shown). Evidence is pooled in both passes, so
    // the peak never holds one copy per job either.
    QList<JobInsight> out(n);
    QList<bool> eligible(n, false);
    // Raw pointers taken once: the halves write disjoint elements, and a QList's operator[] checks for a detach.
    JobInsight* const insights = out.data();
    bool* const isEligible = eligible.data();
    const Job* const jobs = snapshot.jobs.constData();
    const bool split = threads == Threads::Two && n >= kTwoThreadsFrom;
    inHalves(n, split, [&](qsizetype from, qsizetype to) {
        EvidencePool classified;
        for (qsizetype i = from; i < to; ++i) {
            CauseResult r = analyzer.classify(jobs[i]);
            JobInsight& insight = insights[i];
            insight.jobId = jobs[i].id;
            insight.cause = r.primary;
            insight.secondaryCauses = std::move(r.secondary);
            insight.inferred = r.inferred;
            insight.knownReason = r.knownReason;
            if (r.primary)
                insight.setEvidence(classified.intern(std::move(r.evidence)));
            isEligible[i] = jobs[i].isPending() && r.primary && isEligibleCause(*r.primary);
        }
    });
    const auto positions = QueuePosition::computeAll(snapshot, eligible);
    const AdviceBuilder advisor(index, capabilities);
    inHalves(n, split, [&](qsizetype from, qsizetype to) {
        EvidencePool explained;
        for (qsizetype i = from; i < to; ++i) {
            const Job& job = jobs[i];
            JobInsight& insight = insights[i];
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
    });
    return out;
}

} // namespace qc
