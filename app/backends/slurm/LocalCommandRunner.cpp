#include "LocalCommandRunner.h"

#include "ProcessRun.h"

namespace qc::slurm {

LocalCommandRunner::LocalCommandRunner(QStringList prefix, int timeoutMs, QString workDir)
    : m_prefix(std::move(prefix))
    , m_timeoutMs(timeoutMs)
    , m_workDir(std::move(workDir))
{
}

QCoro::Task<CommandResult> LocalCommandRunner::run(QString program, QStringList args, QByteArray stdinData)
{
    if (m_prefix.isEmpty())
        co_return co_await runProcess(program, args, stdinData, m_timeoutMs, m_workDir);
    QStringList argv = m_prefix.mid(1);
    argv << program << args;
    co_return co_await runProcess(m_prefix.first(), argv, stdinData, m_timeoutMs, m_workDir);
}

} // namespace qc::slurm
