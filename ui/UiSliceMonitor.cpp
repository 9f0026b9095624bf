#include "UiSliceMonitor.h"

#include "service/ClusterWatcher.h"

#include <QAbstractEventDispatcher>
#include <QAbstractItemView>
#include <QCoreApplication>
#include <QEvent>
#include <sys/resource.h>

namespace qc {

namespace {
qint64 peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

qint64 cpuMs(int who)
{
    rusage u {};
    if (getrusage(who, &u) != 0)
        return -1;
    return (qint64(u.ru_utime.tv_sec) + u.ru_stime.tv_sec) * 1000 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1000;
}
} // namespace

UiSliceMonitor::UiSliceMonitor(const QString& path, QAbstractItemView* jobView, QObject* parent)
    : QObject(parent)
    , m_out(path)
    , m_jobView(jobView)
{
    m_sinceStart.start();
    // QEventDispatcherGlib (the default on Linux) emits neither signal below; QT_NO_GLIB=1 picks the UNIX
    // dispatcher, which does (bench/gui_big_queue.py sets it).
    if (!m_out.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
        qWarning("QUEUECAST_UI_SLICES: cannot write %s", qPrintable(path));
    auto* dispatcher = QAbstractEventDispatcher::instance();
    connect(dispatcher, &QAbstractEventDispatcher::awake, this, [this]() {
        if (!m_slice.isValid())
            m_slice.start();
        // Each awake starts a pass of the loop; the one before, if any, ended here without blocking.
        if (m_iteration.isValid())
            m_maxIterationUs = std::max(m_maxIterationUs, m_iteration.nsecsElapsed() / 1000);
        m_iteration.start();
    });
    connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, this, [this]() {
        if (m_slice.isValid()) {
            m_maxSliceUs = std::max(m_maxSliceUs, m_slice.nsecsElapsed() / 1000);
            m_slice.invalidate();
        }
        if (m_iteration.isValid()) {
            m_maxIterationUs = std::max(m_maxIterationUs, m_iteration.nsecsElapsed() / 1000);
            m_iteration.invalidate();
        }
        // The slice that took the refresh in has ended: its line now covers it.
        if (m_reportRows >= 0) {
            report("refresh", m_reportRows);
            m_reportRows = -1;
        }
    });
    if (m_jobView)
        m_jobView->viewport()->installEventFilter(this);
}

void UiSliceMonitor::watch(ClusterWatcher* watcher)
{
    connect(watcher, &ClusterWatcher::viewUpdated, this,
            [this](const ClusterViewPtr& view) { m_reportRows = view->snapshot.jobs.size(); });
}

bool UiSliceMonitor::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_painted && event->type() == QEvent::Paint && m_jobView && m_jobView->model()
        && m_jobView->model()->rowCount() > 0) {
        m_painted = true;
        report("first_rows_painted", m_jobView->model()->rowCount());
    }
    return QObject::eventFilter(watched, event);
}

void UiSliceMonitor::report(const char* what, qint64 rows)
{
    if (qstrcmp(what, "refresh") == 0)
        ++m_refreshes;
    const QByteArray line = QByteArray(what) + " n=" + QByteArray::number(m_refreshes)
        + " t_ms=" + QByteArray::number(m_sinceStart.elapsed()) + " rows=" + QByteArray::number(rows)
        + " max_slice_ms=" + QByteArray::number(double(m_maxSliceUs) / 1000.0, 'f', 1)
        + " max_pass_ms=" + QByteArray::number(double(m_maxIterationUs) / 1000.0, 'f', 1)
        + " peak_rss_kb=" + QByteArray::number(peakRssKb()) + " cpu_ms=" + QByteArray::number(cpuMs(RUSAGE_SELF))
        + " children_cpu_ms=" + QByteArray::number(cpuMs(RUSAGE_CHILDREN)) + '\n';
    m_out.write(line);
    if (qstrcmp(what, "refresh") == 0) {
        m_maxSliceUs = 0;
        m_maxIterationUs = 0;
    }
}

} // namespace qc
