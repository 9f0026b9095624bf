#include "ProcessRun.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <qcoro/qcoroprocess.h>

namespace qc::slurm {

QProcessEnvironment environmentWith(const QStringList& entries)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& entry : entries) {
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        if (eq > 0)
            env.insert(entry.left(eq), entry.mid(eq + 1));
    }
    return env;
}

QCoro::Task<CommandResult> runProcess(QString program, QStringList args, QByteArray stdinData, int timeoutMs,
                                      QString workDir, QStringList extraEnvironment)
{
    CommandResult result;
    // QCoro 0.8 reports a program that does not exist only when its 30 s start timeout expires; a PATH lookup
    // (a few stat calls) answers at once.
    if (QStandardPaths::findExecutable(program).isEmpty() && !QFileInfo(program).isExecutable()) {
        result.errorString = QStringLiteral("%1: command not found").arg(program);
        co_return result;
    }
    QProcess process;
    process.setProgram(program);
    process.setArguments(args);
    if (!workDir.isEmpty())
        process.setWorkingDirectory(workDir);
    if (!extraEnvironment.isEmpty())
        process.setProcessEnvironment(environmentWith(extraEnvironment));
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
