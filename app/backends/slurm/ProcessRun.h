#pragma once

#include "CommandResult.h"

#include <QProcessEnvironment>
#include <QStringList>
#include <qcoro/qcorotask.h>

namespace qc::slurm {

// Starts program with args (no shell) on a thread of commandPool() (never the caller's: its output is read there),
// feeds stdinData, and waits at most timeoutMs; on timeout the process is killed so a hung ssh or slurmctld never
// blocks a refresh forever. `extraEnvironment`: KEY=VALUE
// entries added to this process's environment for the child.
// This process's environment with KEY=VALUE entries added (entries without a name are ignored).
QProcessEnvironment environmentWith(const QStringList& entries);

// Caps on what a command may print. stdout: squeue prints 300-1,000 bytes per job (22.05, our format), so a
// 100,000-job queue is at most ~100 MB; 256 MB leaves headroom. A command past a cap is killed and its result
// says outputTooLarge.
struct OutputLimits
{
    qint64 maxOut = 256 * 1024 * 1024;
    qint64 maxErr = 4 * 1024 * 1024;
};

QCoro::Task<CommandResult> runProcess(QString program, QStringList args, QByteArray stdinData, int timeoutMs,
                                      QString workDir = {}, QStringList extraEnvironment = {},
                                      OutputLimits limits = {});

} // namespace qc::slurm
