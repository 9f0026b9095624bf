#include "SshCommandRunner.h"

#include "ProcessRun.h"
#include "ShellQuote.h"
#include "SshControlDirectory.h"

#include <QRegularExpression>

namespace qc::slurm {

using namespace Qt::Literals::StringLiterals;

namespace {
// Run by `sh -c` on the login node as: sh -c SCRIPT sh NAME... -- PROGRAM ARG...
// It reads one line of stdin per name into that variable, exports it, and execs the program with the rest of
// stdin (sh's read builtin takes a pipe byte by byte, so the script that follows stays unread). A constant: no
// user data is ever part of a string a shell parses, only of words it is handed. One line and no '!', for a
// login shell that is csh. 125 when the values did not all arrive.
constexpr auto kReadEnvironment
    = R"(until [ "$1" = -- ]; do IFS= read -r v || exit 125; export "$1=$v"; shift; done; shift; exec "$@")";

QString nameOf(const QString& entry)
{
    return entry.section(QLatin1Char('='), 0, 0);
}
} // namespace

SshCommandRunner::Multiplexing SshCommandRunner::platformDefault()
{
#ifdef Q_OS_WIN
    return Multiplexing::PerCommand;
#else
    return Multiplexing::Shared;
#endif
}

SshCommandRunner::SshCommandRunner(QString host, QString user, int port, QString sshConfig, int timeoutMs,
                                   Multiplexing multiplexing)
    : m_host(std::move(host))
    , m_user(std::move(user))
    , m_port(port)
    , m_sshConfig(std::move(sshConfig))
    , m_timeoutMs(timeoutMs)
    , m_multiplexing(multiplexing)
{
}

QString SshCommandRunner::where() const
{
    return m_user.isEmpty() ? m_host : m_user + QLatin1Char('@') + m_host;
}

QString SshCommandRunner::cacheKey() const
{
    // The ssh configuration file can map the same alias to another host.
    return u"ssh\x1f"_s + where() + QLatin1Char(':') + QString::number(m_port) + QChar(0x1f) + m_sshConfig;
}

Result<QByteArray> SshCommandRunner::remoteInput(const QStringList& environment, const QByteArray& stdinData)
{
    static const QRegularExpression name(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    QByteArray input;
    for (const QString& entry : environment) {
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        const QString value = eq < 0 ? QString() : entry.mid(eq + 1);
        if (eq < 0 || !name.match(entry.left(eq)).hasMatch() || value.contains(QLatin1Char('\n'))
            || value.contains(QLatin1Char('\r')) || value.contains(QChar(0)))
            return BackendError::make(BackendError::Kind::InvalidRequest,
                                      tr("Environment variables sent over ssh need plain names and one-line values"),
                                      nameOf(entry));
        input += value.toUtf8();
        input += '\n';
    }
    input += stdinData;
    return input;
}

QStringList SshCommandRunner::sshArguments(const QString& program, const QStringList& args,
                                           const QStringList& environment, const QString& controlDir) const
{
    QStringList argv;
    if (!m_sshConfig.isEmpty())
        argv << u"-F"_s << m_sshConfig;
    argv << u"-T"_s << u"-o"_s << u"BatchMode=yes"_s << u"-o"_s << u"ConnectTimeout=10"_s;
    if (!controlDir.isEmpty())
        argv << u"-o"_s << u"ControlMaster=auto"_s << u"-o"_s << u"ControlPath="_s + controlDir + u"/qc-ssh-%C"_s
             << u"-o"_s << u"ControlPersist=60"_s;
    if (m_port > 0)
        argv << u"-p"_s << QString::number(m_port);
    if (!m_user.isEmpty())
        argv << u"-l"_s << m_user;
    QStringList remote;
    if (!environment.isEmpty()) {
        remote << u"sh"_s << u"-c"_s << QString::fromLatin1(kReadEnvironment) << u"sh"_s;
        for (const QString& entry : environment)
            remote << nameOf(entry);
        remote << u"--"_s;
    }
    remote << program << args;
    // ssh hands the remote login shell one string: every word quoted on its own.
    argv << m_host << u"--"_s << shellJoin(remote);
    return argv;
}

QCoro::Task<CommandResult> SshCommandRunner::run(QString program, QStringList args, QByteArray stdinData,
                                                 QStringList environment)
{
    CommandResult refused;
    const Result<QByteArray> input = remoteInput(environment, stdinData);
    if (!input.ok()) {
        refused.errorString = input.error().toString();
        co_return refused;
    }
    QString controlDir;
    if (m_multiplexing == Multiplexing::Shared) {
        // Checked before every command: the directory may have been replaced since the last one.
        const Result<QString> dir = SshControlDirectory::ensure();
        if (!dir.ok()) {
            refused.errorString = dir.error().toString();
            co_return refused;
        }
        controlDir = dir.value();
    }
    auto process
        = runProcess(u"ssh"_s, sshArguments(program, args, environment, controlDir), input.value(), m_timeoutMs);
    CommandResult result = co_await process;
    co_return result;
}

} // namespace qc::slurm
