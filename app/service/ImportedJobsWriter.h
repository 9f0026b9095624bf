#pragma once

#include "../model/Result.h"
#include "AccountingImportResult.h"

namespace qc {

// Writes the jobs an import read into a cluster's history database and counts what changed. Runs on the worker
// thread that parsed them: the store's connection is created, used and closed there.
class ImportedJobsWriter
{
public:
    static Result<AccountingImportResult> write(ImportReport report, const QString& databasePath);
};

} // namespace qc
