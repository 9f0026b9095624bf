#pragma once

#include "../../model/BackgroundPool.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <coroutine>
#include <memory>
#include <type_traits>

namespace qc::rest {

// co_await work on a worker thread. Replaces QCoro 0.8's QFuture awaiter, which resumes the coroutine a second
// time when QFutureWatcher reports `finished` twice (seen with Qt 6.4 for futures that finish while the watcher
// is being set up): a resumed-twice coroutine runs past its own end and crashes (found with valgrind).
class RestWorker
{
public:
    template<typename T> struct Awaiter
    {
        QFuture<T> future;

        bool await_ready() const { return future.isFinished(); }
        void await_suspend(std::coroutine_handle<> coroutine)
        {
            auto* watcher = new QFutureWatcher<T>();
            auto resumed = std::make_shared<bool>(false);
            QObject::connect(watcher, &QFutureWatcherBase::finished, watcher, [watcher, coroutine, resumed]() {
                if (*resumed)
                    return;
                *resumed = true;
                watcher->deleteLater();
                coroutine.resume();
            });
            watcher->setFuture(future);
        }
        // Moved out, not copied: copying a parsed document recurses once per nesting level, and a 20,000-job
        // document copied costs as much again as its parse.
        T await_resume() { return future.takeResult(); }
    };

    template<typename Fn> static auto run(Fn fn) -> Awaiter<std::invoke_result_t<Fn>>
    {
        return Awaiter<std::invoke_result_t<Fn>> { QtConcurrent::run(backgroundPool(), std::move(fn)) };
    }
};

} // namespace qc::rest
