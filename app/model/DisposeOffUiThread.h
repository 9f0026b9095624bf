#pragma once

#include "BackgroundPool.h"
#include "ProcessTuning.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>
#include <memory>
#include <utility>

namespace qc {

// True on the thread that runs the application's event loop (the UI thread in the GUI).
inline bool onApplicationThread()
{
    const QCoreApplication* app = QCoreApplication::instance();
    return app && QThread::currentThread() == app->thread();
}

// What becomes of the heap pages a disposal frees.
enum class FreedPages {
    StayWithTheProcess, // reused by the next allocations
    // Returned to the system after the value is freed (glibc: malloc_trim). For a whole refresh: its jobs' many
    // small blocks are freed on one thread while the next refresh was built on another thread's heap arena, so
    // without it the pages stay in the process as holes (at 100,000 jobs on slurm:// peak RSS 519 MB, with it 429).
    ReturnToTheSystem,
};

// Frees a big value on a pool thread when the caller is the application's thread, at once otherwise. A refresh of
// 58,000 jobs leaves the previous one's jobs, insights and row index behind: freeing their strings took ~20 ms of
// every refresh on the UI thread. Only for plain data (no QObject, nothing that must die on its own thread).
template<class T> void disposeOffUiThread(T value, FreedPages pages = FreedPages::StayWithTheProcess)
{
    if (!onApplicationThread()) {
        { // `value`'s content dies here, on the worker that held it
            T gone = std::move(value);
        }
        if (pages == FreedPages::ReturnToTheSystem)
            returnFreedMemory();
        return;
    }
    // A raw pointer, deleted exactly once by the task: a shared_ptr kept here as well would free the value on this
    // thread whenever the task ran and dropped its copy first (perf showed it: a 100,000-job view freed on the UI
    // thread).
    T* gone = new T(std::move(value));
    backgroundPool()->start([gone, pages]() {
        delete gone;
        if (pages == FreedPages::ReturnToTheSystem)
            returnFreedMemory();
    });
}

} // namespace qc
