#pragma once

#include <QString>

namespace qc {

// One thing the user can do about a waiting job. `action` is stable for scripts and tests:
// change_partition, change_gpu_type, lower_gpus, split_job, wait_own_jobs, change_qos, raise_priority,
// shorten_time_limit, fix_time_limit, off_peak, lower_io, change_begin_time, release_hold, contact_admin,
// cancel_job, fix_request.
struct Advice
{
    QString action;
    QString text; // translated
    QString target; // the partition, GPU type or QOS named, when there is one
    qint64 value = 0; // the GPU count, licence units or seconds suggested, when there is one

    bool operator==(const Advice&) const = default;
};

} // namespace qc
