#pragma once

#include "../model/Result.h"
#include "AccountingImportResult.h"

#include <QCoreApplication>
#include <QUrl>
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
    // Why a log cannot go into the history of this backend URL (none: it can). One cluster's history only: the demo
    // platform has its own simulated past, and a view of several clusters has no one history to write.
    static BackendError supportFor(const QUrl& backendUrl);
    // The jobs of a log as the history keeps them; what the reader could not use becomes the report's errors.
    static ImportReport toReport(const TraceData& data);
};

} // namespace qc
