#include "ProcessRun.h"

#include "model/BackgroundPool.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <qcoro/qcorofuture.h>

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

namespace {

// How often a waiting command looks whether the application is closing: it is then killed, not waited for.
constexpr int kStopCheckMs = 100;
// Unused capacity worth one copy of the output to give back.
constexpr qsizetype kSqueezeSlack = 1024 * 1024;

CommandResult runBlocking(const QString& program, const QStringList& args, const QByteArray& stdinData, int timeoutMs,
                          const QString& workDir, const QStringList& extraEnvironment, OutputLimits limits)
{
    CommandResult result;
    const QDeadlineTimer deadline(timeoutMs);
    QProcess process;
    process.setProgram(program);
    process.setArguments(args);
    if (!workDir.isEmpty())
        process.setWorkingDirectory(workDir);
    if (!extraEnvironment.isEmpty())
        process.setProcessEnvironment(environmentWith(extraEnvironment));
    process.start();
    if (!process.waitForStarted(int(std::clamp<qint64>(deadline.remainingTime(), 0, 30000)))) {
        result.errorString = process.errorString();
        process.kill();
        process.waitForFinished(1000);
        return result;
    }
    result.started = true;
    // Output is drained as it arrives (the waits below emit readyRead for every chunk) and the command killed once
    // it passes the caps: a runaway or hostile command (an endless squeue through a compromised login node) must
    // not take this process's memory.
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
    while (process.state() != QProcess::NotRunning) {
        if (deadline.hasExpired() || backgroundWorkStopping()) {
            result.timedOut = !result.outputTooLarge;
            process.kill();
            process.waitForFinished(1000);
            drain();
            return result;
        }
        process.waitForFinished(int(std::clamp<qint64>(deadline.remainingTime(), 1, kStopCheckMs)));
    }
    drain();
    // The output grew by appending, to up to twice its size; the job cache keeps it until the next refresh.
    if (result.out.capacity() - result.out.size() > kSqueezeSlack)
        result.out.squeeze();
    if (result.outputTooLarge)
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return result;
}

} // namespace

QCoro::Task<CommandResult> runProcess(QString program, QStringList args, QByteArray stdinData, int timeoutMs,
                                      QString workDir, QStringList extraEnvironment, OutputLimits limits)
{
    // A program that does not exist: a PATH lookup (a few stat calls) answers at once.
    if (QStandardPaths::findExecutable(program).isEmpty() && !QFileInfo(program).isExecutable()) {
        CommandResult result;
        result.errorString = QStringLiteral("%1: command not found").arg(program);
        co_return result;
    }
    // Reading a 100,000-job squeue (~40 MB through a pipe) on the caller's thread, the UI thread, cost it ~100 ms a
    // minute in small reads: the command runs on a thread of its own.
    QThreadPool* pool = commandPool();
    if (!pool)
        co_return runBlocking(program, args, stdinData, timeoutMs, workDir, extraEnvironment, limits);
    // The future in a local: g++ 12 and QCoro 0.8 (no temporaries inside co_await).
    QFuture<CommandResult> running
        = QtConcurrent::run(pool, runBlocking, program, args, stdinData, timeoutMs, workDir, extraEnvironment, limits);
    CommandResult result = co_await running;
    co_return result;
}

} // namespace qc::slurm
