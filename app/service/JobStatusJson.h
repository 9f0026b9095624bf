#pragma once

#include "../analysis/JobInsight.h"
#include "../analysis/JobPhases.h"
#include "../forecast/StartEstimate.h"
#include "../model/Job.h"

#include <string>

namespace qc {

// One job of `status --json`: the job's own fields (codec::toJson), what the analysis says about it and, for a
// pending job, its start forecast. Written straight into `out` (JsonLineWriter), one compact object, with the
// keys in the order an nlohmann object prints them, so the output is what it was when each job was built as a
// document first.
class JobStatusJson
{
public:
    // `forecast`: the job's StartForecast, for pending jobs; null for the others ("started"). `phases`: the job's
    // phase timeline (JobPhases::of), written as `phases: [{phase, from, to, seconds, under_way,
    // end_seen_on_refresh}]`.
    static void append(std::string& out, const Job& job, const JobInsight& insight, const StartEstimate* forecast,
                       const QList<JobPhases::Phase>& phases = {});
};

} // namespace qc
