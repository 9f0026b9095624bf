#pragma once

#include <QStringList>

namespace qc {

// One line of a job-trace CSV, RFC 4180 style: commas inside double quotes, "" for a quote, fields trimmed. A
// quoted field cannot span lines: traces keep one job per line.
class CsvLine
{
public:
    static QStringList split(const QString& line);
};

} // namespace qc
