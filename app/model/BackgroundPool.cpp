#include "BackgroundPool.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPointer>

namespace qc {

QThreadPool* backgroundPool()
{
    static QMutex mutex;
    static QPointer<QThreadPool> pool;
    const QMutexLocker lock(&mutex);
    if (!pool) {
        QCoreApplication* app = QCoreApplication::instance();
        if (!app || QCoreApplication::closingDown())
            return QThreadPool::globalInstance();
        pool = new QThreadPool(app); // created on a worker too: the parent moves nothing, it only owns it
        pool->setObjectName(QStringLiteral("QueueCastBackground"));
        pool->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
    }
    return pool.data();
}

} // namespace qc
