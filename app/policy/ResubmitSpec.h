#pragma once

#include "../model/Job.h"
#include "../model/JobSpec.h"
#include "../model/Result.h"

#include <QCoreApplication>
#include <optional>

namespace qc {

// The request that sends a waiting job again. The script comes from the submission QueueCast remembered; what
// the job looks like now (partition, GPUs, type, time limit, name, account, QOS, work dir) comes from the live
// job, so earlier moves and edits carry over. Without a remembered script there is nothing exact to send.
class ResubmitSpec
{
    Q_DECLARE_TR_FUNCTIONS(ResubmitSpec)

public:
    static Result<JobSpec> build(const Job& job, const std::optional<JobSpec>& remembered, const QDateTime& now);
};

} // namespace qc
