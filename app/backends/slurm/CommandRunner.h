#pragma once

#include "CommandResult.h"

#include <QStringList>
#include <qcoro/qcorotask.h>

namespace qc::slurm {

// Runs one Slurm command somewhere (here, or on a login node) without a shell in between on our side.
class CommandRunner
{
public:
    // For commands whose output we read times from (squeue, sacct): Slurm then prints Unix seconds instead of the
    // cluster's local time without an offset, which read here in this machine's zone would be hours off for a
    // login node in another zone. TZ=UTC0: "%s" makes strftime call mktime, which with TZ unset checks
    // /etc/localtime for every time printed (+100 ms for squeue at 20,000 jobs); a fixed zone costs nothing and
    // cannot change Unix seconds. Never for sbatch: the job would inherit both.
    static QStringList readEnvironment()
    {
        return { QStringLiteral("SLURM_TIME_FORMAT=%s"), QStringLiteral("TZ=UTC0") };
    }

    virtual ~CommandRunner() = default;
    // Parameters by value: the coroutine outlives the caller's temporaries.
    // `environment`: KEY=VALUE entries added for this command only.
    virtual QCoro::Task<CommandResult> run(QString program, QStringList args, QByteArray stdinData = {},
                                           QStringList environment = {})
        = 0;
    // True when exit status 255 means the transport failed (ssh), not the remote command.
    virtual bool isRemote() const = 0;
    // "local" or "user@host": for messages.
    virtual QString where() const = 0;
    // What tells one cluster from another for facts cached between runs (SlurmFactsCache): two runners with
    // the same key reach the same Slurm as the same user.
    virtual QString cacheKey() const { return where(); }
};

} // namespace qc::slurm
