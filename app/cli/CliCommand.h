#pragma once

#include <QString>

namespace qc {

class CliInvocation;

// One queuecast-cli command: its name and line in the help, and what it does. CliApp parses the global options
// and dispatches here by name (CliCommands lists them all), so a new command is one small class and one line.
class CliCommand
{
public:
    virtual ~CliCommand() = default;

    // The word typed on the command line, e.g. "status".
    virtual QString name() const = 0;
    // What follows the name in the help, e.g. "JOBID"; empty when nothing.
    virtual QString synopsis() const { return {}; }
    // One translated line for the help: what the command does.
    virtual QString summary() const = 0;
    // True when the command parses the whole command line itself (its options are its own, not CliApp's).
    virtual bool parsesOwnOptions() const { return false; }
    // The exit code (CliApp::ExitCode).
    virtual int run(CliInvocation& call) = 0;
};

} // namespace qc
