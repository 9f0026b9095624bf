#pragma once

#include <QStringList>
#include <QTextStream>

namespace qc {

// The forecast commands (alternatives, evaluate-forecast, export-trace) parse their own options, so CliApp only
// dispatches.
class ForecastCommands
{
public:
    // The exit code when `arguments` (with the program name first) name one of these commands, else -1.
    static int dispatch(const QStringList& arguments, QTextStream& out, QTextStream& err);
    // The first argument that is neither an option nor an option's value; empty when none.
    static QString commandOf(const QStringList& arguments);
};

} // namespace qc
