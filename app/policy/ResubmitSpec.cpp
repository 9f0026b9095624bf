#include "ResubmitSpec.h"

namespace qc {

Result<JobSpec> ResubmitSpec::build(const Job& job, const std::optional<JobSpec>& remembered, const QDateTime& now)
{
    if (!remembered
        || (remembered->script.isEmpty() && remembered->command.isEmpty() && remembered->name.isEmpty()
            && remembered->partition.isEmpty()))
        return BackendError::make(
            BackendError::Kind::Unsupported,
            tr("QueueCast does not know the original script of job %1, so it cannot resubmit it. Only jobs "
               "submitted through QueueCast can be resubmitted.")
                .arg(job.id));
    JobSpec spec = *remembered;
    if (!job.name.isEmpty())
        spec.name = job.name;
    if (!job.partition.isEmpty())
        spec.partition = job.partition;
    spec.gpus = job.gpus;
    spec.gpuType = job.gpuType;
    if (job.timeLimitS > 0)
        spec.timeLimitS = job.timeLimitS;
    if (!job.account.isEmpty())
        spec.account = job.account;
    if (!job.qos.isEmpty())
        spec.qos = job.qos;
    if (!job.workDir.isEmpty())
        spec.workDir = job.workDir;
    // A begin time already passed would only be refused or ignored.
    if (spec.beginTime.isValid() && spec.beginTime <= now)
        spec.beginTime = {};
    return spec;
}

} // namespace qc
