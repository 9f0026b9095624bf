#pragma once

#include "CommandResult.h"

#include <QStringList>
#include <qcoro/qcorotask.h>

namespace qc::slurm {

// Runs one Slurm command somewhere (here, or on a login node) without a shell in between on our side.
class CommandRunner
{
public:
    // Set for every command: Slurm then prints times as Unix seconds instead of the cluster's local time without
    // an offset, which read here in this machine's zone would be hours off for a login node in another zone.
    static QString timeFormatVariable() { return QStringLiteral("SLURM_TIME_FORMAT=%s"); }

    virtual ~CommandRunner() = default;
    // Parameters by value: the coroutine outlives the caller's temporaries.
    virtual QCoro::Task<CommandResult> run(QString program, QStringList args, QByteArray stdinData = {}) = 0;
    // True when exit status 255 means the transport failed (ssh), not the remote command.
    virtual bool isRemote() const = 0;
    // "local" or "user@host": for messages.
    virtual QString where() const = 0;
};

} // namespace qc::slurm
