#pragma once

#include <QCoreApplication>
#include <QMetaObject>
#include <coroutine>

namespace qc {

// `co_await NextEventLoopTurn {}`: the coroutine gives control back to its caller and resumes from the application's
// event loop, even when what it awaited before had already finished. Code after it can rely on the caller having run
// on (e.g. a dialog closed meanwhile is seen as closed). The task must be awaited or connected until it ends, as
// every QCoro task here is: a frame destroyed while suspended here would be resumed.
struct NextEventLoopTurn
{
    bool await_ready() const noexcept { return false; }
    void await_suspend(std::coroutine_handle<> awaiting) const
    {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), [awaiting]() { awaiting.resume(); }, Qt::QueuedConnection);
    }
    void await_resume() const noexcept { }
};

} // namespace qc
