#include "FinishedJob.h"

#include "Job.h"

namespace qc {

FinishedJob FinishedJob::fromJob(const Job& job)
{
    FinishedJob f;
    f.id = job.id;
    f.partition = job.partition.section(QLatin1Char(','), 0, 0);
    f.user = job.user;
    f.gpus = job.gpus;
    f.cpus = job.cpus;
    f.submit = job.submitTime;
    f.start = job.startTime;
    f.end = job.endTime;
    f.state = jobStateName(job.state);
    f.timeLimitS = job.timeLimitS;
    return f;
}

} // namespace qc
