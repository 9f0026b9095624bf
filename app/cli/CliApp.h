#pragma once

#include "../model/BackendError.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace qc {

// queuecast-cli: the same core as the GUI, for scripts and terminals. CliApp parses the global options and
// dispatches to one small class per command (CliCommands lists them; the help is built from that list).
class CliApp
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    enum ExitCode {
        Ok = 0,
        BackendFailure = 1,
        Usage = 2,
        BadBackendUrl = 3,
        Unreachable = 4,
        Rejected = 5,
    };

    CliApp(QTextStream& out, QTextStream& err);
    // Runs one command; arguments include the program name. Blocks on a local event loop.
    int run(const QStringList& arguments);

    static int exitCodeFor(const BackendError& error);

private:
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace qc
