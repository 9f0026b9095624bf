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
    // A file of nothing but bad rows keeps this many messages (the first ones), and counts the rest.
    static constexpr qsizetype MaxIssuesKept = 1000;

    QList<TraceJob> jobs; // in file order
    QList<TraceIssue> issues; // the first MaxIssuesKept bad rows
    qsizetype badRows = 0; // all of them
    QString error; // non-empty: the file itself could not be read (no jobs then)
    QString format; // "csv" or "swf"
    QString timeZone; // IANA name the file gives for its local times (SWF's TimeZoneString), else empty

    bool ok() const { return error.isEmpty(); }
    void addIssue(qsizetype line, QString message)
    {
        ++badRows;
        if (issues.size() < MaxIssuesKept)
            issues.append({ int(line), std::move(message) });
    }
};

} // namespace qc
