#include "BackgroundPool.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPointer>
#include <QThread>
#include <algorithm>
#include <atomic>

namespace qc {

namespace {
// Most command threads sleep in poll, so there are more of them than cores: a refresh starts about eight at once.
constexpr int kCommandThreads = 32;

QMutex s_mutex;
QPointer<QThreadPool> s_background;
QPointer<QThreadPool> s_commands;
std::atomic_bool s_stopping { false };

// Runs first thing in ~QCoreApplication, as Qt waits for its global pool there: work still running (a statistics
// pass reading SQLite) must end before the application's plugins and statics go. Waiting only when the pool, a
// child of the application, was deleted came too late: a test process crashed in sqlite3 on its way out.
// Commands see backgroundWorkStopping() and are killed instead of waited for.
void waitForBackgroundWork()
{
    s_stopping = true;
    QThreadPool* commands = nullptr;
    QThreadPool* background = nullptr;
    {
        const QMutexLocker lock(&s_mutex);
        commands = s_commands.data();
        background = s_background.data();
    }
    if (commands)
        commands->waitForDone();
    if (background)
        background->waitForDone();
}

// Under s_mutex. A pool owned by the application, made on first use; null without one or once it closes.
QThreadPool* applicationPool(QPointer<QThreadPool>& pool, const QString& name, int threads)
{
    if (!pool) {
        QCoreApplication* app = QCoreApplication::instance();
        if (!app || QCoreApplication::closingDown() || s_stopping)
            return nullptr;
        pool = new QThreadPool(app); // created on a worker too: the parent moves nothing, it only owns it
        pool->setObjectName(name);
        pool->setMaxThreadCount(threads);
        qAddPostRoutine(waitForBackgroundWork); // once per pool: a second call finds nothing left to wait for
    }
    return pool.data();
}
} // namespace

QThreadPool* backgroundPool()
{
    const QMutexLocker lock(&s_mutex);
    QThreadPool* pool = applicationPool(s_background, QStringLiteral("QueueCastBackground"),
                                        std::max(2, QThread::idealThreadCount()));
    return pool ? pool : QThreadPool::globalInstance();
}

QThreadPool* commandPool()
{
    const QMutexLocker lock(&s_mutex);
    return applicationPool(s_commands, QStringLiteral("QueueCastCommands"), kCommandThreads);
}

bool backgroundWorkStopping()
{
    return s_stopping;
}

void waitForBackgroundWorkFirst()
{
    // Both calls lock Qt's list of routines; the routine is in it at most once, at its newest end.
    qRemovePostRoutine(waitForBackgroundWork);
    qAddPostRoutine(waitForBackgroundWork);
}

} // namespace qc
