#pragma once

#include "TraceData.h"

#include <QCoreApplication>

class QIODevice;

namespace qc {

// Reads the CSV queue-log format: job_id, cluster_or_vc, user, submit_ts, start_ts, end_ts, gpus, state
// (+ optional cpus, req_walltime_s). Columns are found by header name, so order and extra columns do not
// matter. A Standard Workload Format log (its first line a ';' comment or 18 numbers) is read by SwfTraceReader
// instead. Lines are read with a bound on their length (BoundedLineReader). Synchronous: callers on a UI thread run
// it through QtConcurrent.
class TraceReader
{
    Q_DECLARE_TR_FUNCTIONS(TraceReader)

public:
    static TraceData read(QIODevice& device);
    static TraceData readFile(const QString& path);
};

} // namespace qc
