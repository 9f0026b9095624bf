#pragma once

#include "../model/Result.h"
#include "AccountingImportResult.h"

#include <QCoreApplication>
#include <qcoro/qcorotask.h>

namespace qc {

struct TraceData;

// Imports the finished jobs of a queue log (the trace CSV, or a Standard Workload Format log; TraceReader) into a
// cluster's history database: for a cluster whose accounting users cannot read, when its operators publish a log.
// The log's queues are the partitions; jobs still pending or running in it are left out. Re-importing is
// harmless: jobs are replaced by id.
class TraceFileImport
{
    Q_DECLARE_TR_FUNCTIONS(TraceFileImport)

public:
    // Reads and writes off the calling thread. Fails when the file cannot be read as a log or the database fails;
    // rows it cannot use are in the report with their line numbers.
    static QCoro::Task<Result<AccountingImportResult>> run(QString tracePath, QString databasePath);
    // The jobs of a log as the history keeps them; what the reader could not use becomes the report's errors.
    static ImportReport toReport(const TraceData& data);
};

} // namespace qc
