#pragma once

#include "../history/BoundedLineReader.h"
#include "TraceData.h"

#include <QByteArrayView>
#include <QCoreApplication>

class QIODevice;

namespace qc {

// Reads a log in the Standard Workload Format of the Parallel Workloads Archive (18 numbers per job, separated by
// blanks; header lines start with ';'), so `evaluate-forecast` scores HPC logs as they are published, without a
// conversion step. Each job becomes what bench/trace_from_swf.py writes for it (tests compare the two):
//   - queue "q" + queue number, or "p" + partition number when the queue is -1; user "u" + user id;
//   - submit = UnixStartTime (header) + submit time; start = submit + wait; end = start + run time (unknown when
//     negative). A job with an unknown wait (-1) is a bad row. A cancelled job (status 5) that never ran
//     (run time <= 0) has no start: its wait is censored at submit + wait;
//   - no GPUs; CPUs = allocated processors (requested when unknown); requested time when known;
//   - state: status 1 COMPLETED, 0 FAILED, 5 CANCELLED, else the status number.
class SwfTraceReader
{
    Q_DECLARE_TR_FUNCTIONS(SwfTraceReader)

public:
    static TraceData read(QIODevice& device);
    // Reads on from `lines`, whose first non-blank line, `first`, was already taken (to tell the format).
    static TraceData read(BoundedLineReader& lines, const QByteArray& first);
    // True for a header comment (';' first) or a line whose first 18 blank-separated fields are numbers (a CSV
    // line is one such field, or a few with commas in them): never a CSV header.
    static bool looksLikeSwf(QByteArrayView line);
    // True for a line of 18 or more blank-separated names and no comma: the column names some SWF logs start with
    // (Alea's "id submit wait runtime ..."), not a CSV header.
    static bool looksLikeColumnNames(QByteArrayView line);
};

} // namespace qc
