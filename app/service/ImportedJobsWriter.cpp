#include "ImportedJobsWriter.h"

#include "../history/HistoryStore.h"

namespace qc {

Result<AccountingImportResult> ImportedJobsWriter::write(ImportReport report, const QString& databasePath)
{
    AccountingImportResult result;
    result.databasePath = databasePath;
    result.report = std::move(report);
    HistoryStore store(databasePath);
    if (auto opened = store.open(); !opened.ok())
        return opened.error();
    const auto before = store.jobCount();
    if (!before.ok())
        return before.error();
    if (auto written = store.upsertJobs(result.report.jobs); !written.ok())
        return written.error();
    const auto after = store.jobCount();
    if (!after.ok())
        return after.error();
    result.storedJobs = after.value();
    result.added = after.value() - before.value();
    return result;
}

} // namespace qc
