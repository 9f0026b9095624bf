#pragma once

#include "../model/Job.h"
#include "../model/JobSpec.h"

#include <QString>
#include <algorithm>

namespace qc {

// What the forecaster conditions on: where a job goes and how big it is.
struct JobShape
{
    QString queue; // partition / region / PBS queue
    int size = 1; // GPUs, or CPUs for CPU-only logs
    qint64 timeLimitS = 0; // 0: unknown
    double priority = 0; // unused by the current model; kept for live snapshots
    QString user; // empty: unknown
    QString gpuType; // empty: any type
    QString qos; // priority tier; empty: unknown
    int nodes = 0; // 1: the GPUs must be free on one node (a fragmented partition cannot start it); 0: any
    QString licenses; // the licences asked for ("name:count,..."), as named in `queue`; empty: none

    // A live GPU job as the forecaster and the planner see it.
    static JobShape fromJob(const Job& job)
    {
        JobShape shape { job.partition, job.gpus, job.timeLimitS, job.priority, job.user };
        shape.gpuType = job.gpuType;
        shape.qos = job.qos;
        shape.nodes = job.nodes == 1 ? 1 : 0;
        shape.licenses = job.licenses;
        return shape;
    }
    // A request not yet submitted: at least one GPU, no priority or user known yet.
    static JobShape fromSpec(const JobSpec& spec)
    {
        JobShape shape { spec.partition, std::max(1, spec.gpus), spec.timeLimitS, 0, {} };
        shape.gpuType = spec.gpuType;
        shape.qos = spec.qos;
        shape.nodes = spec.nodes == 1 ? 1 : 0;
        shape.licenses = spec.licenses;
        return shape;
    }
    // The request to submit for this shape (a planned start of a job not yet written).
    JobSpec toSpec() const
    {
        JobSpec spec;
        spec.partition = queue;
        spec.gpus = size;
        spec.gpuType = gpuType;
        spec.timeLimitS = timeLimitS;
        spec.qos = qos;
        spec.nodes = nodes == 1 ? 1 : 0;
        spec.licenses = licenses;
        return spec;
    }
};

} // namespace qc
