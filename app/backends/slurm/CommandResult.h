#pragma once

#include <QByteArray>
#include <QString>

namespace qc::slurm {

// What one finished (or failed-to-run) command gave back.
struct CommandResult
{
    bool started = false; // false: the program could not be run at all
    bool timedOut = false; // killed after the runner's timeout
    bool outputTooLarge = false; // killed for printing more than runProcess's OutputLimits (out/err truncated)
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString errorString; // from QProcess when it could not start

    bool ok() const { return started && !timedOut && !outputTooLarge && exitCode == 0; }
};

} // namespace qc::slurm
