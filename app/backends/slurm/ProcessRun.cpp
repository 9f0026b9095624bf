#include "ProcessRun.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QStandardPaths>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <atomic>
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

// Commands run on threads of their own, in blocking waits: reading a 100,000-job squeue (~40 MB through a pipe)
// on the caller's thread, the UI thread, cost it ~100 ms a minute in small reads. Most of these threads sleep in
// poll, so there are more of them than cores (a refresh starts about eight commands at once), and none of them is
// one of backgroundPool()'s, which the views and forecasts need.
constexpr int kProcessThreads = 32;
// How often a waiting command looks whether the application is closing: it is then killed, not waited for.
constexpr int kStopCheckMs = 100;
// Unused capacity worth one copy of the output to give back.
constexpr qsizetype kSqueezeSlack = 1024 * 1024;

std::atomic_bool s_stopping { false };
QMutex s_poolMutex;
QPointer<QThreadPool> s_pool;

// First thing in ~QCoreApplication: running commands are killed and their threads joined before the statics go.
void stopProcesses()
{
    s_stopping = true;
    QThreadPool* pool = nullptr;
    {
        const QMutexLocker lock(&s_poolMutex);
        pool = s_pool.data();
    }
    if (pool)
        pool->waitForDone();
}

// Null without an application (or while it closes): the command then runs on the caller's thread.
QThreadPool* processPool()
{
    const QMutexLocker lock(&s_poolMutex);
    if (!s_pool) {
        QCoreApplication* app = QCoreApplication::instance();
        if (!app || QCoreApplication::closingDown() || s_stopping)
            return nullptr;
        s_pool = new QThreadPool(app);
        s_pool->setObjectName(QStringLiteral("QueueCastCommands"));
        s_pool->setMaxThreadCount(kProcessThreads);
        qAddPostRoutine(stopProcesses);
    }
    return s_pool.data();
}

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
        if (deadline.hasExpired() || s_stopping) {
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
    QThreadPool* pool = processPool();
    if (!pool)
        co_return runBlocking(program, args, stdinData, timeoutMs, workDir, extraEnvironment, limits);
    // The future in a local: g++ 12 and QCoro 0.8 (no temporaries inside co_await).
    QFuture<CommandResult> running
        = QtConcurrent::run(pool, runBlocking, program, args, stdinData, timeoutMs, workDir, extraEnvironment, limits);
    CommandResult result = co_await running;
    co_return result;
}

} // namespace qc::slurm
