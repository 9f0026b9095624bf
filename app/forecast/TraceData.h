#pragma once

#include "TraceJob.h"

#include <QList>
#include <QString>

namespace qc {

// A row the trace reader could not use, by its 1-based line number in the file.
struct TraceIssue
{
    int line = 0;
    QString message;
};

struct TraceData
{
    QList<TraceJob> jobs; // in file order
    QList<TraceIssue> issues;
    QString error; // non-empty: the file itself could not be read (no jobs then)

    bool ok() const { return error.isEmpty(); }
};

} // namespace qc
