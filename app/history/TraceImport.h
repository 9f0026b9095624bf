#pragma once

#include "../model/ImportReport.h"

#include <QCoreApplication>
#include <qcoro/qcorotask.h>

class QIODevice;

namespace qc {

// Reads a job trace CSV: header-driven, needs job_id, cluster_or_vc, user, submit_ts, start_ts, end_ts,
// gpus, state (Unix seconds; empty start_ts: never started); uses cpus and req_walltime_s when present
// and ignores other columns. Every row it cannot use is reported with its line; empty lines are not rows.
// Jobs whose state is still active (PENDING, RUNNING, ...) are skipped: the history keeps finished jobs.
class TraceImport
{
    Q_DECLARE_TR_FUNCTIONS(TraceImport)

public:
    static ImportReport parse(QIODevice& device);
    static ImportReport parse(const QByteArray& text);
    // Reads and parses the file on a worker thread.
    static QCoro::Task<ImportReport> parseFile(QString path);
};

} // namespace qc
