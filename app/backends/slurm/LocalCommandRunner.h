#pragma once

#include "CommandRunner.h"

namespace qc::slurm {

// Runs Slurm's commands on this machine. The optional argv prefix (e.g. {"runuser","-u","alice","--"}) lets
// tests running as root act as an unprivileged user; it is prepended to the argument list, never to a shell.
class LocalCommandRunner final : public CommandRunner
{
public:
    explicit LocalCommandRunner(QStringList prefix = {}, int timeoutMs = 30000, QString workDir = {});

    QCoro::Task<CommandResult> run(QString program, QStringList args, QByteArray stdinData = {},
                                   QStringList environment = {}) override;
    bool isRemote() const override { return false; }
    QString where() const override { return QStringLiteral("local"); }
    // The prefix (runuser -u alice ...) and SLURM_CONF choose the user and the cluster.
    QString cacheKey() const override;

private:
    QStringList m_prefix;
    int m_timeoutMs;
    QString m_workDir;
};

} // namespace qc::slurm
