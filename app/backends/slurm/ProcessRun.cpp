#include "ProcessRun.h"

#include <QProcess>
#include <qcoro/qcoroprocess.h>

namespace qc::slurm {

QCoro::Task<CommandResult> runProcess(QString program, QStringList args, QByteArray stdinData, int timeoutMs,
                                      QString workDir)
{
    CommandResult result;
    QProcess process;
    process.setProgram(program);
    process.setArguments(args);
    if (!workDir.isEmpty())
        process.setWorkingDirectory(workDir);
    const bool started = co_await qCoro(process).start();
    if (!started) {
        result.errorString = process.errorString();
        co_return result;
    }
    result.started = true;
    if (!stdinData.isEmpty())
        process.write(stdinData);
    process.closeWriteChannel();
    const bool finished = co_await qCoro(process).waitForFinished(timeoutMs);
    if (!finished) {
        result.timedOut = true;
        process.kill();
        process.waitForFinished(1000);
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        co_return result;
    }
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    co_return result;
}

} // namespace qc::slurm
