#include "LocalCommandRunner.h"

#include "ProcessRun.h"

namespace qc::slurm {

LocalCommandRunner::LocalCommandRunner(QStringList prefix, int timeoutMs, QString workDir)
    : m_prefix(std::move(prefix))
    , m_timeoutMs(timeoutMs)
    , m_workDir(std::move(workDir))
{
}

QString LocalCommandRunner::cacheKey() const
{
    return QStringLiteral("local\x1f") + m_prefix.join(QChar(0x1f)) + QChar(0x1f) + qEnvironmentVariable("SLURM_CONF");
}

QCoro::Task<CommandResult> LocalCommandRunner::run(QString program, QStringList args, QByteArray stdinData,
                                                   QStringList environment)
{
    // Set on our child; a prefix such as runuser or env passes the environment on.
    if (m_prefix.isEmpty()) {
        auto direct = runProcess(program, args, stdinData, m_timeoutMs, m_workDir, environment);
        CommandResult result = co_await direct;
        co_return result;
    }
    QStringList argv = m_prefix.mid(1);
    argv << program << args;
    auto prefixed = runProcess(m_prefix.first(), argv, stdinData, m_timeoutMs, m_workDir, environment);
    CommandResult result = co_await prefixed;
    co_return result;
}

} // namespace qc::slurm
