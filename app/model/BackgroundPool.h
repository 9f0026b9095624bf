#pragma once

#include <QThreadPool>

namespace qc {

// The pool QueueCast's own background work runs on (view building, forecasts, parsing, history reads), instead of
// QThreadPool::globalInstance(). Qt Gui's raster engine (6.4) splits a paint's fills over the global pool and waits
// for them on the UI thread: with that pool's threads busy with a one-second forecast pass or a 100,000-job view,
// a paint waited 120-140 ms. Owned by the application object (its destruction waits for the work); before one
// exists, or after it is gone, the global pool stands in.
QThreadPool* backgroundPool();

// The pool that external commands (squeue, ssh, ...) are run and read on, in blocking waits, so that their output
// never passes through the caller's thread; apart from backgroundPool(), which the views and forecasts need. Owned
// by the application like it; null before one exists or once it closes (the caller then runs the command itself).
QThreadPool* commandPool();

// True once the application has started closing: a long wait on commandPool() ends and kills its command.
bool backgroundWorkStopping();

// Makes the wait for the pools the first thing ~QCoreApplication does again. Qt runs its post routines newest first,
// so a library that registers one later runs before the wait: Qt SQL's, added at the first QSqlDatabase, closes
// every connection, also one a statistics pass is still reading on a pool thread (heap corruption on exit, seen as
// crashes in sqlite3 in test_profiles_dialog). Call it after such a library is first used.
void waitForBackgroundWorkFirst();

} // namespace qc
