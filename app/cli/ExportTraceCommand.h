#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace qc {

// queuecast-cli export-trace: the demo platform's past (its simulated weeks, with their drift) as a queue log
// in the CSV format TraceReader reads, so evaluate-forecast has a second trace with known dynamics.
class ExportTraceCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

} // namespace qc
