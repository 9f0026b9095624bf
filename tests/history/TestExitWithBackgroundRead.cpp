// The application closes while a pool thread still reads the history: ~QCoreApplication must wait for that read
// before Qt SQL's own closing routine closes every connection. Qt runs post routines newest first and Qt SQL adds
// its routine at the first QSqlDatabase, after QueueCast's pools exist; without waitForBackgroundWorkFirst() the
// read below lost its connection mid-way (in the GUI tests: heap corruption and crashes in sqlite3 on exit).
// Not a QTest case: what it checks happens while the application object is destroyed, so it needs its own main().
#include "history/HistoryStore.h"
#include "model/BackgroundPool.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QThread>
#include <atomic>
#include <cstdio>

using namespace qc;

int main(int argc, char** argv)
{
    auto* app = new QCoreApplication(argc, argv);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));
    QSemaphore opened;
    std::atomic_bool readAfterClose { false };
    std::atomic_bool openFailed { false };
    // The pool exists (and its wait is registered) before any QSqlDatabase, as in the app.
    QThreadPool* pool = backgroundPool();
    if (pool == QThreadPool::globalInstance()) {
        std::fprintf(stderr, "FAIL: no application pool\n");
        return 1;
    }
    pool->start([&] {
        HistoryStore store(path);
        if (!store.open()) {
            openFailed = true;
            opened.release();
            return;
        }
        opened.release();
        // The application is being destroyed meanwhile; this read must still find its connection open.
        QThread::msleep(500);
        readAfterClose
            = store.isOpen() && store.jobs(QDateTime::fromSecsSinceEpoch(0), QDateTime::currentDateTimeUtc()).ok();
    });
    opened.acquire();
    if (openFailed) {
        std::fprintf(stderr, "FAIL: the history did not open\n");
        return 1;
    }
    delete app; // runs the post routines: ours must wait for the read before Qt SQL closes the connections
    if (!readAfterClose) {
        std::fprintf(stderr, "FAIL: the history was closed under a read still running on the pool\n");
        return 1;
    }
    std::printf("PASS: the read on the pool ended before Qt SQL closed its connections\n");
    return 0;
}
