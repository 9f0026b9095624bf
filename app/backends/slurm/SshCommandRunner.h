#pragma once

#include "../../model/Result.h"
#include "CommandRunner.h"

#include <QCoreApplication>

namespace qc::slurm {

// Runs Slurm's commands on a login node through the user's own OpenSSH, so host aliases, keys, agents and
// jump hosts from ~/.ssh/config just work. Where OpenSSH can multiplex, one connection is shared by all
// commands; Windows' OpenSSH cannot (no ControlMaster), so there each command opens its own connection.
// Environment values never appear in an argument list (ours or the login node's): only the names do, and the
// values travel on ssh's stdin ahead of the command's own input, read back by a fixed remote script.
class SshCommandRunner final : public CommandRunner
{
    Q_DECLARE_TR_FUNCTIONS(SshCommandRunner)

public:
    enum class Multiplexing { Shared, PerCommand };
    // PerCommand on Windows, Shared elsewhere.
    static Multiplexing platformDefault();

    // sshConfig: an ssh -F file the caller has vetted (SshConfigFile); empty: the user's own configuration.
    SshCommandRunner(QString host, QString user = {}, int port = 0, QString sshConfig = {}, int timeoutMs = 30000,
                     Multiplexing multiplexing = platformDefault());

    QCoro::Task<CommandResult> run(QString program, QStringList args, QByteArray stdinData = {},
                                   QStringList environment = {}) override;
    bool isRemote() const override { return true; }
    QString where() const override;
    QString cacheKey() const override;

    // The full ssh argument list for one remote command (exposed for tests). Only the names of `environment`
    // (KEY=VALUE entries) appear in it. controlDir: the private directory of the shared connection's socket;
    // empty: no multiplexing options at all.
    QStringList sshArguments(const QString& program, const QStringList& args, const QStringList& environment = {},
                             const QString& controlDir = {}) const;
    // What ssh is fed: the values of `environment`, one a line in order, then stdinData. An error for an entry
    // the remote side could not read back exactly (a name that is not a plain variable name, a line break or
    // NUL in a value).
    static Result<QByteArray> remoteInput(const QStringList& environment, const QByteArray& stdinData);

private:
    QString m_host;
    QString m_user;
    int m_port;
    QString m_sshConfig;
    int m_timeoutMs;
    Multiplexing m_multiplexing;
};

} // namespace qc::slurm
