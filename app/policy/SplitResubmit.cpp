#include "SplitResubmit.h"

namespace qc {

JobSpec SplitResubmit::partSpec(const JobSpec& part, int index, int parts)
{
    JobSpec spec = part;
    const QString base = spec.name.isEmpty() ? QStringLiteral("job") : spec.name;
    spec.name = QStringLiteral("%1-part%2of%3").arg(base).arg(index + 1).arg(parts);
    return spec;
}

QCoro::Task<QString> SplitResubmit::withdraw(std::shared_ptr<Backend> backend, QStringList ids)
{
    QStringList failed;
    for (const QString& id : ids) {
        auto task = backend->cancel(id);
        auto result = co_await task;
        if (!result)
            failed.append(QStringLiteral("%1 (%2)").arg(id, result.error().toString()));
    }
    co_return failed.join(QStringLiteral(", "));
}

QCoro::Task<SplitResubmit::Outcome> SplitResubmit::run(std::shared_ptr<Backend> backend, Job job, JobSpec part,
                                                       int parts)
{
    Outcome out;
    QStringList sent;
    QList<JobSpec> specs;
    for (int i = 0; i < parts; ++i) {
        const JobSpec spec = partSpec(part, i, parts);
        auto submitTask = backend->submit(spec);
        auto submitted = co_await submitTask;
        if (!submitted) {
            auto undoTask = withdraw(backend, sent);
            const QString notWithdrawn = co_await undoTask;
            out.message = notWithdrawn.isEmpty()
                ? tr("Could not submit part %1 of %2 (%3); the parts sent were withdrawn and job %4 keeps waiting.")
                      .arg(i + 1)
                      .arg(parts)
                      .arg(submitted.error().toString(), job.id)
                : tr("Could not submit part %1 of %2 (%3), nor withdraw %4; job %5 keeps waiting.")
                      .arg(i + 1)
                      .arg(parts)
                      .arg(submitted.error().toString(), notWithdrawn, job.id);
            co_return out;
        }
        sent.append(submitted.value());
        specs.append(spec);
    }
    auto cancelTask = backend->cancelIfPending(job.id);
    auto cancelled = co_await cancelTask;
    if (!cancelled) {
        auto undoTask = withdraw(backend, sent);
        const QString notWithdrawn = co_await undoTask;
        out.message = notWithdrawn.isEmpty()
            ? tr("Could not cancel job %1 (%2); its parts %3 were withdrawn again.")
                  .arg(job.id, cancelled.error().toString(), sent.join(QStringLiteral(", ")))
            : tr("Could not cancel job %1 (%2), nor withdraw its parts %3: both are queued now.")
                  .arg(job.id, cancelled.error().toString(), notWithdrawn);
        co_return out;
    }
    out.ok = true;
    out.partIds = sent;
    out.partSpecs = specs;
    out.message = tr("Cancelled job %1 and split it into %n job(s): %2.", nullptr, parts)
                      .arg(job.id, sent.join(QStringLiteral(", ")));
    co_return out;
}

} // namespace qc
