#pragma once

#include "CommandResult.h"

#include <QProcessEnvironment>
#include <QStringList>
#include <qcoro/qcorotask.h>

namespace qc::slurm {

// Starts program with args (no shell), feeds stdinData, and waits at most timeoutMs; on timeout the
// process is killed so a hung ssh or slurmctld never blocks a refresh forever. `extraEnvironment`: KEY=VALUE
// entries added to this process's environment for the child.
// This process's environment with KEY=VALUE entries added (entries without a name are ignored).
QProcessEnvironment environmentWith(const QStringList& entries);

QCoro::Task<CommandResult> runProcess(QString program, QStringList args, QByteArray stdinData, int timeoutMs,
                                      QString workDir = {}, QStringList extraEnvironment = {});

} // namespace qc::slurm
