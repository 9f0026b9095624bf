#include "PolicyActions.h"

#include "../model/BackgroundPool.h"
#include "RegionChooser.h"
#include "ResubmitSpec.h"

#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

namespace {
PolicyOutcome failure(QString message)
{
    return PolicyOutcome { PolicyLogEntry::Outcome::Failed, std::move(message), {}, {} };
}
} // namespace

QCoro::Task<PolicyOutcome> PolicyActions::perform(std::shared_ptr<Backend> backend, RetryPolicy policy, Job job,
                                                  std::optional<JobSpec> remembered, ClusterViewPtr view,
                                                  QString historyPath, QDateTime now)
{
    const Capabilities caps = backend->capabilities();
    if (policy.action == RetryPolicy::Action::MoveToPartition) {
        if (!caps.changePartition)
            co_return failure(tr("This cluster does not let jobs change partition."));
        auto task = move(backend, job, policy.partition);
        auto outcome = co_await task;
        co_return outcome;
    }
    if (!caps.submit || !caps.cancel)
        co_return failure(tr("This cluster does not let QueueCast submit and cancel jobs."));
    auto built = ResubmitSpec::build(job, remembered, now);
    if (!built)
        co_return failure(built.error().message);
    JobSpec spec = std::move(built).value();
    if (policy.action == RetryPolicy::Action::ResubmitFewerGpus) {
        spec.gpus = policy.gpus;
        // Fewer GPUs than nodes cannot be placed; let the scheduler pick the nodes.
        if (spec.nodes > spec.gpus)
            spec.nodes = 0;
        auto task = resubmit(backend, job, spec, tr("with %n GPU(s) instead of %1", nullptr, spec.gpus).arg(job.gpus));
        auto outcome = co_await task;
        co_return outcome;
    }
    auto task = resubmitToEarliest(backend, job, spec, view, historyPath);
    auto outcome = co_await task;
    co_return outcome;
}

QCoro::Task<PolicyOutcome> PolicyActions::move(std::shared_ptr<Backend> backend, Job job, QString partition)
{
    JobUpdate change;
    change.partition = partition;
    auto task = backend->update(job.id, change);
    auto result = co_await task;
    if (!result)
        co_return failure(tr("Could not move job %1 to %2: %3").arg(job.id, partition, result.error().toString()));
    co_return PolicyOutcome {
        PolicyLogEntry::Outcome::Ok, tr("Moved job %1 from %2 to %3.").arg(job.id, job.partition, partition), {}, {}
    };
}

QCoro::Task<PolicyOutcome> PolicyActions::resubmit(std::shared_ptr<Backend> backend, Job job, JobSpec spec,
                                                   QString what)
{
    auto submitTask = backend->submit(spec);
    auto submitted = co_await submitTask;
    if (!submitted)
        co_return failure(tr("Could not resubmit job %1 %2; the original keeps waiting: %3")
                              .arg(job.id, what, submitted.error().toString()));
    const QString newId = submitted.value();
    // Only while it still waits: the original may have started since the view the policy acted on.
    auto cancelTask = backend->cancelIfPending(job.id);
    auto cancelled = co_await cancelTask;
    if (!cancelled) {
        // Two copies would run: withdraw the new one and leave things as they were.
        auto undoTask = backend->cancel(newId);
        auto undone = co_await undoTask;
        if (!undone)
            co_return PolicyOutcome {
                PolicyLogEntry::Outcome::Failed,
                tr("Submitted job %1 %2, but could not cancel the original %3 (%4), nor withdraw %1 (%5): both "
                   "are queued now.")
                    .arg(newId, what, job.id, cancelled.error().toString(), undone.error().toString()),
                newId, spec
            };
        co_return failure(tr("Could not cancel job %1 (%2); the copy %3 was withdrawn again.")
                              .arg(job.id, cancelled.error().toString(), newId));
    }
    co_return PolicyOutcome { PolicyLogEntry::Outcome::Ok,
                              tr("Cancelled job %1 and resubmitted it %2 as job %3.").arg(job.id, what, newId), newId,
                              spec };
}

QCoro::Task<PolicyOutcome> PolicyActions::resubmitToEarliest(std::shared_ptr<Backend> backend, Job job, JobSpec spec,
                                                             ClusterViewPtr view, QString historyPath)
{
    auto future = QtConcurrent::run(backgroundPool(), &RegionChooser::choose, view, job, historyPath);
    const RegionChooser::Choice choice = co_await future;
    if (choice.partition.isEmpty())
        co_return PolicyOutcome { PolicyLogEntry::Outcome::Skipped, choice.explanation, {}, {} };
    if (choice.partition == job.partition)
        co_return PolicyOutcome { PolicyLogEntry::Outcome::Skipped,
                                  tr("Job %1 stays in %2: no other region is expected to start it sooner. %3")
                                      .arg(job.id, job.partition, choice.explanation),
                                  {},
                                  {} };
    spec.partition = choice.partition;
    auto task = resubmit(backend, job, spec, tr("to %1").arg(choice.partition));
    auto outcome = co_await task;
    if (outcome.outcome == PolicyLogEntry::Outcome::Ok)
        outcome.message += QLatin1Char(' ') + choice.explanation;
    co_return outcome;
}

} // namespace qc
