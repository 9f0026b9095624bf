#include "SshCommandRunner.h"

#include "ProcessRun.h"
#include "ShellQuote.h"

#include <QDir>

namespace qc::slurm {

using namespace Qt::Literals::StringLiterals;

SshCommandRunner::SshCommandRunner(QString host, QString user, int port, QString sshConfig, int timeoutMs)
    : m_host(std::move(host))
    , m_user(std::move(user))
    , m_port(port)
    , m_sshConfig(std::move(sshConfig))
    , m_timeoutMs(timeoutMs)
{
    // Unix socket paths are limited to ~104 bytes: a short directory plus ssh's %C hash fits. ssh creates the
    // socket private to the user. (QStandardPaths::RuntimeLocation would warn on stderr when XDG_RUNTIME_DIR is
    // unset.)
    QString dir = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (dir.isEmpty() || dir.size() > 60 || !QDir(dir).exists())
        dir = QDir::tempPath();
    m_controlDir = dir;
}

QString SshCommandRunner::where() const
{
    return m_user.isEmpty() ? m_host : m_user + QLatin1Char('@') + m_host;
}

QStringList SshCommandRunner::sshArguments(const QString& program, const QStringList& args,
                                           const QStringList& environment) const
{
    QStringList argv;
    if (!m_sshConfig.isEmpty())
        argv << u"-F"_s << m_sshConfig;
    argv << u"-T"_s << u"-o"_s << u"BatchMode=yes"_s << u"-o"_s << u"ConnectTimeout=10"_s << u"-o"_s
         << u"ControlMaster=auto"_s << u"-o"_s << u"ControlPath=%1/qc-ssh-%C"_s.arg(m_controlDir) << u"-o"_s
         << u"ControlPersist=60"_s;
    if (m_port > 0)
        argv << u"-p"_s << QString::number(m_port);
    if (!m_user.isEmpty())
        argv << u"-l"_s << m_user;
    // `env` rather than the VAR=value prefix: the login shell may be csh. env exits 127 for a missing program,
    // as a shell does.
    QStringList remote;
    if (!environment.isEmpty())
        remote << u"env"_s << environment;
    remote << program << args;
    argv << m_host << u"--"_s << shellJoin(remote);
    return argv;
}

QCoro::Task<CommandResult> SshCommandRunner::run(QString program, QStringList args, QByteArray stdinData,
                                                 QStringList environment)
{
    auto process = runProcess(u"ssh"_s, sshArguments(program, args, environment), stdinData, m_timeoutMs);
    CommandResult result = co_await process;
    co_return result;
}

} // namespace qc::slurm
