#pragma once

#include "../model/ImportReport.h"

#include <QString>

namespace qc {

// What one import of past jobs from Slurm accounting did.
struct AccountingImportResult
{
    ImportReport report; // jobs read from sacct, rows skipped (still active) and rows it could not read
    QString databasePath; // where they were written
    QString where; // "local" or "user@host": where sacct ran
    qint64 added = 0; // jobs the database did not have before (0 on a repeated import)
    qint64 storedJobs = 0; // finished jobs in the database afterwards
};

} // namespace qc
