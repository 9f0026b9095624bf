#pragma once

#include "CommandRunner.h"

namespace qc::slurm {

// Runs Slurm's commands on a login node through the user's own OpenSSH, so host aliases, keys, agents and
// jump hosts from ~/.ssh/config just work. One multiplexed connection is shared by all commands.
class SshCommandRunner final : public CommandRunner
{
public:
    // sshConfig: an alternative ssh_config file (tests, or ?ssh_config= in the URL); empty: the user's.
    SshCommandRunner(QString host, QString user = {}, int port = 0, QString sshConfig = {}, int timeoutMs = 30000);

    QCoro::Task<CommandResult> run(QString program, QStringList args, QByteArray stdinData = {},
                                   QStringList environment = {}) override;
    bool isRemote() const override { return true; }
    QString where() const override;

    // The full ssh argument list for one remote command (exposed for tests).
    QStringList sshArguments(const QString& program, const QStringList& args,
                             const QStringList& environment = {}) const;

private:
    QString m_host;
    QString m_user;
    int m_port;
    QString m_sshConfig;
    int m_timeoutMs;
    QString m_controlDir;
};

} // namespace qc::slurm
