#pragma once

#include <QString>

namespace qc {

// One field of a trace or per-job CSV (export-trace, evaluate-forecast --per-job) as TraceReader reads it back:
// quoted, with quotes doubled, when it holds a comma, a quote or a line break (a hostile job name or partition).
inline QString traceCsvField(const QString& s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

} // namespace qc
