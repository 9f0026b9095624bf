#include "ProcessRun.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <algorithm>
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
                                      QString workDir, QStringList extraEnvironment, OutputLimits limits)
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
    // Output is drained as it arrives and the command killed once it passes the caps: a runaway or hostile
    // command (an endless squeue through a compromised login node) must not take this process's memory.
    const auto drain = [&process, &result, limits]() {
        result.out += process.readAllStandardOutput();
        result.err += process.readAllStandardError();
        if (!result.outputTooLarge && (result.out.size() > limits.maxOut || result.err.size() > limits.maxErr)) {
            result.outputTooLarge = true;
            process.kill();
        }
        if (result.outputTooLarge) {
            result.out.truncate(std::min<qint64>(result.out.size(), limits.maxOut));
            result.err.truncate(std::min<qint64>(result.err.size(), limits.maxErr));
        }
    };
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process, drain);
    QObject::connect(&process, &QProcess::readyReadStandardError, &process, drain);
    if (!stdinData.isEmpty())
        process.write(stdinData);
    process.closeWriteChannel();
    const bool finished = co_await qCoro(process).waitForFinished(timeoutMs);
    if (!finished) {
        result.timedOut = !result.outputTooLarge;
        process.kill();
        process.waitForFinished(1000);
        drain();
        co_return result;
    }
    drain();
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    co_return result;
}

} // namespace qc::slurm
