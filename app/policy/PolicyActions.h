#pragma once

#include "../analysis/ClusterView.h"
#include "../backends/Backend.h"
#include "PolicyLogEntry.h"
#include "RetryPolicy.h"

#include <QCoreApplication>
#include <memory>
#include <optional>

namespace qc {

// What one policy action did to the cluster.
struct PolicyOutcome
{
    PolicyLogEntry::Outcome outcome = PolicyLogEntry::Outcome::Ok;
    QString message;
    QString newJobId; // set when the job was resubmitted
    JobSpec newSpec; // what was sent, so the next resubmission is exact too
};

// Carries out a triggered policy on a backend. Free coroutines holding what they need by value: nothing here
// touches the engine, which may be gone when they finish.
class PolicyActions
{
    Q_DECLARE_TR_FUNCTIONS(PolicyActions)

public:
    static QCoro::Task<PolicyOutcome> perform(std::shared_ptr<Backend> backend, RetryPolicy policy, Job job,
                                              std::optional<JobSpec> remembered, ClusterViewPtr view,
                                              QString historyPath, QDateTime now);

    // Submits first and cancels the original only once the copy is accepted and only while the original still
    // waits, so a refused submission never loses the job the user had (also what an applied alternative uses).
    static QCoro::Task<PolicyOutcome> resubmit(std::shared_ptr<Backend> backend, Job job, JobSpec spec, QString what);

private:
    static QCoro::Task<PolicyOutcome> move(std::shared_ptr<Backend> backend, Job job, QString partition);
    static QCoro::Task<PolicyOutcome> resubmitToEarliest(std::shared_ptr<Backend> backend, Job job, JobSpec spec,
                                                         ClusterViewPtr view, QString historyPath);
};

} // namespace qc
