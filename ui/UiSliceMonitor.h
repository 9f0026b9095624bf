#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QPointer>

class QAbstractItemView;

namespace qc {

class ClusterWatcher;

// For the big-queue benchmark (bench/gui_big_queue.py), switched on by QUEUECAST_UI_SLICES=FILE: measures inside
// the app how long the UI thread works without returning to its event loop (from the dispatcher's awake to its
// next aboutToBlock), and writes one line per refresh once the slice that took it in has ended: the longest
// slice since the previous line (so including this refresh's own work); the longest single pass of the loop (awake
// to the next awake or aboutToBlock: a slice may be several passes, and input is handled between passes, so this is
// how long a key press could wait); the
// jobs shown, peak RSS and CPU time so far (this process and its finished children, e.g. squeue). Also when the
// job table first painted rows. Costs two signal connections; nothing when not switched on.
class UiSliceMonitor final : public QObject
{
    Q_OBJECT
public:
    UiSliceMonitor(const QString& path, QAbstractItemView* jobView, QObject* parent = nullptr);
    void watch(ClusterWatcher* watcher);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void report(const char* what, qint64 rows);

    QFile m_out;
    QElapsedTimer m_sinceStart;
    QElapsedTimer m_slice;
    qint64 m_maxSliceUs = 0;
    QElapsedTimer m_iteration;
    qint64 m_maxIterationUs = 0;
    int m_refreshes = 0;
    qint64 m_reportRows = -1; // a refresh arrived: report once its slice ends
    bool m_painted = false;
    QPointer<QAbstractItemView> m_jobView;
};

} // namespace qc
