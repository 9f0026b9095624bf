#pragma once

#include "../../model/ImportReport.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>

namespace qc::rest {

// Finished jobs from slurmdbd over REST (GET /slurmdb/<version>/jobs), as the history keeps them: the same
// rules as SacctImport for `sacct` text (active jobs skipped, a cancelled job with nothing allocated never
// started), read from the JSON of dbv0.0.38 and v0.0.40+ (whose numbers are {set, infinite, number}).
class RestAccountingJobs
{
    Q_DECLARE_TR_FUNCTIONS(RestAccountingJobs)

public:
    // Errors name the job's index in `jobs` (1-based) as its "line".
    static ImportReport parse(const nlohmann::json& doc);
};

} // namespace qc::rest
