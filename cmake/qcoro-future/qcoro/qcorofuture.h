// QueueCast's stand-in for QCoro's <qcoro/qcorofuture.h>, put first on the include path by
// cmake/CommonConfig.cmake when Qt is 6.7 or newer.
//
// Why: we build with QT_NO_CONTEXTLESS_CONNECT so that our own code cannot connect a lambda without a
// context object (such a lambda outlives whatever it captured). Qt 6.7 made that define real: the
// 3-argument QObject::connect(sender, signal, functor) is gone. QCoro (0.8 up to at least 0.12) calls
// exactly that overload in its QFuture awaiter, so every file that co_awaits a QFuture stops compiling.
// Dropping the define for those files would drop the check where coroutines make it matter most, so
// instead this header provides the same API (co_await QFuture<T>, qCoro(future).waitForFinished() /
// result() / takeResult()) with the watcher itself as the connection's context. It also resumes the
// coroutine at most once, like app/backends/rest/RestWorker.h (QCoro 0.8 could resume twice on Qt 6.4).
//
// Nothing else of QCoro is replaced: qcorotask.h and the other headers are QCoro's own. Do not include
// <qcoro/qcorocore.h> or <QCoroFuture> (they pull in the original and would define these twice).
#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <coroutine>
#include <memory>
#include <qcoro/qcorotask.h>
#include <type_traits>
#include <utility>

namespace QCoro::detail {

template<typename T> class QCoroFuture final
{
    template<typename T_> class WaitBase
    {
    public:
        explicit WaitBase(const QFuture<T_>& future)
            : mFuture(future)
        {
        }

        bool await_ready() const noexcept { return mFuture.isFinished() || mFuture.isCanceled(); }

        void await_suspend(std::coroutine_handle<> awaiting)
        {
            auto* watcher = new QFutureWatcher<T_>();
            auto resumed = std::make_shared<bool>(false);
            // The watcher is the context: the connection dies with it, and it lives until the resume.
            QObject::connect(watcher, &QFutureWatcherBase::finished, watcher, [watcher, awaiting, resumed]() {
                if (*resumed)
                    return;
                *resumed = true;
                watcher->deleteLater();
                awaiting.resume();
            });
            watcher->setFuture(mFuture);
        }

    protected:
        QFuture<T_> mFuture;
    };

    struct WaitValue : WaitBase<T>
    {
        using WaitBase<T>::WaitBase;
        T await_resume() const { return this->mFuture.result(); }
    };

    struct WaitVoid : WaitBase<void>
    {
        using WaitBase<void>::WaitBase;
        void await_resume() { this->mFuture.waitForFinished(); } // finished already; rethrows a stored exception
    };

    template<typename T_ = T>
    requires(!std::is_void_v<T_>) struct TakeValue : WaitBase<T_>
    {
        using WaitBase<T_>::WaitBase;
        T_ await_resume() { return this->mFuture.takeResult(); }
    };

    friend struct awaiter_type<QFuture<T>>;
    QFuture<T> mFuture;

public:
    using WaitForFinishedOperation = std::conditional_t<std::is_void_v<T>, WaitVoid, WaitValue>;

    explicit QCoroFuture(const QFuture<T>& future)
        : mFuture(future)
    {
    }

    Task<T> waitForFinished() { co_return co_await WaitForFinishedOperation { mFuture }; }
    Task<T> result() { co_return co_await WaitForFinishedOperation { mFuture }; }
    Task<T> takeResult() requires(!std::is_void_v<T>) { co_return std::move(co_await TakeValue<T> { mFuture }); }
};

template<typename T> struct awaiter_type<QFuture<T>>
{
    using type = typename QCoroFuture<T>::WaitForFinishedOperation;
};

} // namespace QCoro::detail

template<typename T> inline auto qCoro(const QFuture<T>& f) noexcept
{
    return QCoro::detail::QCoroFuture<T> { f };
}
