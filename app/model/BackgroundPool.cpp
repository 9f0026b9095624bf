#include "BackgroundPool.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPointer>

namespace qc {

namespace {
QMutex s_mutex;
QPointer<QThreadPool> s_pool;

// Runs first thing in ~QCoreApplication, as Qt waits for its global pool there: work still running (a statistics
// pass reading SQLite) must end before the application's plugins and statics go. Waiting only when the pool, a
// child of the application, was deleted came too late: a test process crashed in sqlite3 on its way out.
void waitForBackgroundWork()
{
    QThreadPool* pool = nullptr;
    {
        const QMutexLocker lock(&s_mutex);
        pool = s_pool.data();
    }
    if (pool)
        pool->waitForDone();
}
} // namespace

QThreadPool* backgroundPool()
{
    const QMutexLocker lock(&s_mutex);
    if (!s_pool) {
        QCoreApplication* app = QCoreApplication::instance();
        if (!app || QCoreApplication::closingDown())
            return QThreadPool::globalInstance();
        s_pool = new QThreadPool(app); // created on a worker too: the parent moves nothing, it only owns it
        s_pool->setObjectName(QStringLiteral("QueueCastBackground"));
        s_pool->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        qAddPostRoutine(waitForBackgroundWork);
    }
    return s_pool.data();
}

} // namespace qc
