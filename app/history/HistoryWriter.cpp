#include "HistoryWriter.h"

#include "HistoryWorker.h"

namespace qc {

HistoryWriter::HistoryWriter(QString databasePath, QObject* parent)
    : QObject(parent)
    , m_path(std::move(databasePath))
    , m_worker(new HistoryWorker(m_path))
{
    m_thread.setObjectName(QStringLiteral("HistoryWriter"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &HistoryWorker::opened, this, &HistoryWriter::opened);
    connect(m_worker, &HistoryWorker::batchWritten, this, &HistoryWriter::batchWritten);
    connect(m_worker, &HistoryWorker::compacted, this, &HistoryWriter::compacted);
    connect(m_worker, &HistoryWorker::causesWritten, this, &HistoryWriter::causesWritten);
    connect(m_worker, &HistoryWorker::failed, this, &HistoryWriter::failed);
    m_thread.start();
    QMetaObject::invokeMethod(m_worker, &HistoryWorker::open, Qt::QueuedConnection);
}

HistoryWriter::~HistoryWriter()
{
    // Quit from inside the worker's queue, behind the batches already posted, so none of them is dropped.
    QMetaObject::invokeMethod(
        m_worker, [thread = &m_thread] { thread->quit(); }, Qt::QueuedConnection);
    m_thread.wait();
}

quint64 HistoryWriter::write(QList<HistorySample> samples, QList<FinishedJob> jobs)
{
    const quint64 batch = m_nextBatch++;
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, samples = std::move(samples), jobs = std::move(jobs), batch] {
            worker->write(samples, jobs, batch);
        },
        Qt::QueuedConnection);
    return batch;
}

quint64 HistoryWriter::recordView(ClusterViewPtr view)
{
    const quint64 batch = m_nextBatch++;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, view = std::move(view), batch] { worker->recordView(view, batch); },
        Qt::QueuedConnection);
    return batch;
}

quint64 HistoryWriter::writeCauses(QList<CauseTimeline::Change> changes, QDateTime now)
{
    const quint64 batch = m_nextBatch++;
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, changes = std::move(changes), now = std::move(now), batch] {
            worker->writeCauses(changes, now, batch);
        },
        Qt::QueuedConnection);
    return batch;
}

quint64 HistoryWriter::compact(QDateTime now, CompactionPolicy policy)
{
    const quint64 batch = m_nextBatch++;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, now = std::move(now), policy, batch] { worker->compact(now, policy, batch); },
        Qt::QueuedConnection);
    return batch;
}

} // namespace qc
